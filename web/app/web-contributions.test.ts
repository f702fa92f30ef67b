import { describe, expect, it } from 'vitest';
import { definePlugin } from '../../core/kernel/plugin.ts';
import { makePermissionCheck } from './bootstrap.ts';
import { collectContributions } from './web-contributions.ts';
import type { WebPlugin } from './web-plugin.ts';

const Page = () => null;
const load = async () => ({ default: Page });
const readDb = { perm: 'can_read', view: 'Database' };

const catalog: WebPlugin = definePlugin({
  id: 'catalog',
  dependsOn: ['home'],
  web: {
    pages: [{ path: '/databaseview/list/', title: 'Databases', load, permission: readDb }],
    navItems: [
      { id: 'databases', label: 'Databases', href: '/databaseview/list/', menu: 'Data', order: 20, permission: readDb },
      { id: 'datasets', label: 'Datasets', href: '/tablemodelview/list/', menu: 'Data', order: 10 },
    ],
    commands: [{ id: 'db.new', title: 'Connect a database', group: 'Create', permission: { perm: 'can_write', view: 'Database' }, run: () => {} }],
  },
});
const home: WebPlugin = definePlugin({ id: 'home', web: { pages: [{ path: '/superset/welcome/', title: 'Home', load }] } });

const user = (roles: Record<string, [string, string][]>, isAdmin = false) =>
  makePermissionCheck({ userId: 1, username: 'u', firstName: '', lastName: '', email: null, isActive: true, isAdmin, roles });

describe('collectContributions', () => {
  it('orders plugins by dependsOn and sorts nav items by order', () => {
    const c = collectContributions([catalog, home], user({}, true));
    expect(c.pages.map((p) => p.path)).toEqual(['/superset/welcome/', '/databaseview/list/']);
    expect(c.navItems.map((n) => n.id)).toEqual(['datasets', 'databases']);
    expect(c.commands.map((x) => x.id)).toEqual(['db.new']);
  });

  it('keeps only what the user holds the permission for', () => {
    const c = collectContributions([home, catalog], user({ Gamma: [['can_read', 'Database']] }));
    expect(c.pages.map((p) => p.path)).toEqual(['/superset/welcome/', '/databaseview/list/']);
    expect(c.commands).toEqual([]);
    const none = collectContributions([home, catalog], user({ Public: [] }));
    expect(none.pages.map((p) => p.path)).toEqual(['/superset/welcome/']);
    expect(none.navItems.map((n) => n.id)).toEqual(['datasets']);
  });

  it('refuses two plugins claiming one path', () => {
    const other: WebPlugin = definePlugin({ id: 'other', web: { pages: [{ path: '/superset/welcome/', title: 'X', load }] } });
    expect(() => collectContributions([home, other], user({}, true))).toThrow(/'home' and 'other' both contribute pages '\/superset\/welcome\/'/);
  });
});
