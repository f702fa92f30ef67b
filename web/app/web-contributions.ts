import { toDisposable, type Disposable } from '../../core/kernel/disposable.ts';
import { Kernel, type HostLifecycle } from '../../core/kernel/kernel.ts';
import type { PluginManifest } from '../../core/kernel/plugin.ts';
import type {
  CommandContribution,
  NavItemContribution,
  PageContribution,
  PermissionPair,
  WebPlugin,
  WebPluginPart,
} from './web-plugin.ts';

/** Everything the web plugins contribute, in plugin order, filtered to what the user may see. */
export interface WebContributions {
  pages: PageContribution[];
  navItems: NavItemContribution[];
  commands: CommandContribution[];
}

/** What one web plugin activates with: its id and where it registers what it must undo. */
export interface WebPluginContext {
  pluginId: string;
  track(d: Disposable): void;
}

type Kind = keyof WebContributions;

/**
 * The web host's lifecycle for the core kernel: activating a plugin adds its pages, nav items and
 * commands, each kept only when the user holds its permission; each addition is undone when the
 * kernel stops. Two plugins claiming one path or one id is a programming error, reported at start.
 */
export class WebContributionsHost implements HostLifecycle<WebPluginPart, WebPluginContext> {
  private readonly items: WebContributions = { pages: [], navItems: [], commands: [] };
  private readonly owners: Record<Kind, Map<string, string>> = {
    pages: new Map(),
    navItems: new Map(),
    commands: new Map(),
  };

  constructor(private readonly can: (pair?: PermissionPair) => boolean) {}

  select(plugin: PluginManifest): WebPluginPart | undefined {
    return plugin.web as WebPluginPart | undefined;
  }

  context(pluginId: string, track: (d: Disposable) => void): WebPluginContext {
    return { pluginId, track };
  }

  activate(part: WebPluginPart, ctx: WebPluginContext): void {
    for (const page of part.pages ?? []) this.add(ctx, 'pages', page.path, page);
    for (const item of part.navItems ?? []) this.add(ctx, 'navItems', item.id, item);
    for (const command of part.commands ?? []) this.add(ctx, 'commands', command.id, command);
  }

  /** What is active now: pages and commands in plugin order, nav items by their `order`. */
  get contributions(): WebContributions {
    const navItems = [...this.items.navItems].sort((a, b) => (a.order ?? 100) - (b.order ?? 100));
    return { pages: [...this.items.pages], navItems, commands: [...this.items.commands] };
  }

  private add<K extends Kind>(ctx: WebPluginContext, kind: K, key: string, item: WebContributions[K][number]): void {
    const owner = this.owners[kind].get(key);
    if (owner) throw new Error(`Web plugins '${owner}' and '${ctx.pluginId}' both contribute ${kind} '${key}'`);
    this.owners[kind].set(key, ctx.pluginId);
    const list = this.items[kind] as WebContributions[K][number][];
    const shown = this.can(item.permission);
    if (shown) list.push(item);
    ctx.track(
      toDisposable(() => {
        this.owners[kind].delete(key);
        if (shown) list.splice(list.indexOf(item), 1);
      }),
    );
  }
}

/**
 * Starts the web plugins through the core kernel (ordered by `dependsOn`, activated in order) and
 * answers what they contribute for this user, with the kernel that undoes it on `stop()`.
 */
export async function startWebHost(
  plugins: readonly WebPlugin[],
  can: (pair?: PermissionPair) => boolean,
): Promise<{ kernel: Kernel<WebPluginPart, WebPluginContext>; contributions: WebContributions }> {
  const host = new WebContributionsHost(can);
  const kernel = new Kernel(plugins, host);
  await kernel.start();
  return { kernel, contributions: host.contributions };
}
