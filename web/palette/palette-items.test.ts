import { describe, expect, it } from 'vitest';
import type { CommandContribution, PageContribution } from '../app/web-plugin.ts';
import { paletteItems } from './palette-items.ts';

const load = async () => ({ default: () => null });
const pages: PageContribution[] = [
  { path: '/superset/welcome/', title: 'Home', load },
  { path: '/databaseview/list/', title: 'Databases', load },
  { path: '/superset/dashboard/:idOrSlug/', title: 'Dashboard', load },
];
const run = () => {};

describe('paletteItems', () => {
  it('offers "Go to" for every page without parameters, then the commands', () => {
    const commands: CommandContribution[] = [{ id: 'theme.toggle', title: 'Toggle theme', group: 'Theme', run }];
    const items = paletteItems(pages, commands);
    expect(items.map((i) => i.title)).toEqual(['Go to Home', 'Go to Databases', 'Toggle theme']);
    expect(items[1]).toMatchObject({ href: '/databaseview/list/', group: 'Navigate' });
    expect(items[2]!.command?.id).toBe('theme.toggle');
  });

  it("folds a plugin's Navigate command named like a page into that page's entry", () => {
    const commands: CommandContribution[] = [
      { id: 'catalog.go-databases', title: 'Databases', group: 'Navigate', keywords: ['connections'], run },
      { id: 'catalog.connect', title: 'Databases', group: 'Create', run },
    ];
    const items = paletteItems(pages, commands);
    expect(items.map((i) => i.id)).toEqual(['goto:/superset/welcome/', 'goto:/databaseview/list/', 'catalog.connect']);
    expect(items[1]!.keywords).toContain('connections');
  });
});
