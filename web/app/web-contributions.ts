import { orderPlugins } from '../../core/kernel/order-plugins.ts';
import type { CommandContribution, NavItemContribution, PageContribution, PermissionPair, WebPlugin } from './web-plugin.ts';

/** Everything the web plugins contribute, in plugin order, filtered to what the user may see. */
export interface WebContributions {
  pages: PageContribution[];
  navItems: NavItemContribution[];
  commands: CommandContribution[];
}

/**
 * The web side of the kernel: plugins ordered by `dependsOn` (the core kernel's rule), their
 * pages, nav items and commands gathered, and each kept only when the user holds its
 * permission. Two plugins claiming one path or one id is a programming error, reported at start.
 */
export function collectContributions(plugins: readonly WebPlugin[], can: (pair?: PermissionPair) => boolean): WebContributions {
  const out: WebContributions = { pages: [], navItems: [], commands: [] };
  const seen = { pages: new Map<string, string>(), navItems: new Map<string, string>(), commands: new Map<string, string>() };
  const claim = (kind: keyof typeof seen, key: string, plugin: string) => {
    const owner = seen[kind].get(key);
    if (owner) throw new Error(`Web plugins '${owner}' and '${plugin}' both contribute ${kind} '${key}'`);
    seen[kind].set(key, plugin);
  };
  for (const plugin of orderPlugins(plugins)) {
    const part = plugin.web;
    if (!part) continue;
    for (const page of part.pages ?? []) {
      claim('pages', page.path, plugin.id);
      if (can(page.permission)) out.pages.push(page);
    }
    for (const item of part.navItems ?? []) {
      claim('navItems', item.id, plugin.id);
      if (can(item.permission)) out.navItems.push(item);
    }
    for (const command of part.commands ?? []) {
      claim('commands', command.id, plugin.id);
      if (can(command.permission)) out.commands.push(command);
    }
  }
  out.navItems.sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
  return out;
}
