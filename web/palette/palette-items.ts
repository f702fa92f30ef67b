import type { CommandContribution, PageContribution } from '../app/web-plugin.ts';
import { t } from '../i18n/t.ts';

/** One row of the palette: a command, or "Go to <page>" for a page without parameters. */
export interface PaletteItem {
  id: string;
  title: string;
  group: string;
  keywords: string[];
  shortcut?: string;
  command?: CommandContribution;
  href?: string;
}

/**
 * "Go to" entries for every page come first. A plugin's own Navigate command named like a page
 * folds into that page's entry (its keywords join it) instead of showing twice.
 */
export function paletteItems(
  pages: readonly PageContribution[],
  commands: readonly CommandContribution[],
): PaletteItem[] {
  const goTo: PaletteItem[] = pages
    .filter((p) => !p.path.includes(':'))
    .map((p) => ({
      id: `goto:${p.path}`,
      title: t('Go to %s', p.title),
      group: t('Navigate'),
      keywords: [p.path, p.title],
      href: p.path,
    }));
  const byTitle = new Map(goTo.map((g) => [g.keywords[1]!.toLowerCase(), g]));
  const rest: PaletteItem[] = commands
    .filter((c) => {
      const page = c.group === t('Navigate') ? byTitle.get(c.title.toLowerCase()) : undefined;
      if (page) page.keywords.push(...(c.keywords ?? []));
      return !page;
    })
    .map((c) => ({
      id: c.id,
      title: c.title,
      group: c.group,
      keywords: c.keywords ?? [],
      shortcut: c.shortcut,
      command: c,
    }));
  return [...goTo, ...rest];
}

/** The text a query is matched against: the title, then the group and keywords. */
export const searchText = (item: PaletteItem) => item.title;
export const extraText = (item: PaletteItem) => `${item.group} ${item.keywords.join(' ')}`;
