import { describe, expect, it } from 'vitest';
import { Kernel } from '../../core/kernel/kernel.ts';
import { definePlugin } from '../../core/kernel/plugin.ts';
import { makePermissionCheck } from './bootstrap.ts';
import { startWebHost, WebContributionsHost } from './web-contributions.ts';
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
    commands: [
      {
        id: 'db.new',
        title: 'Connect a database',
        group: 'Create',
        permission: { perm: 'can_write', view: 'Database' },
        run: () => {},
      },
    ],
  },
});
const home: WebPlugin = definePlugin({
  id: 'home',
  web: { pages: [{ path: '/superset/welcome/', title: 'Home', load }] },
});

const user = (roles: Record<string, [string, string][]>, isAdmin = false) =>
  makePermissionCheck({
    userId: 1,
    username: 'u',
    firstName: '',
    lastName: '',
    email: null,
    isActive: true,
    isAdmin,
    roles,
  });

const collect = async (plugins: WebPlugin[], can: ReturnType<typeof user>) =>
  (await startWebHost(plugins, can)).contributions;

describe('startWebHost', () => {
  it('orders plugins by dependsOn and sorts nav items by order', async () => {
    const c = await collect([catalog, home], user({}, true));
    expect(c.pages.map((p) => p.path)).toEqual(['/superset/welcome/', '/databaseview/list/']);
    expect(c.navItems.map((n) => n.id)).toEqual(['datasets', 'databases']);
    expect(c.commands.map((x) => x.id)).toEqual(['db.new']);
  });

  it('keeps only what the user holds the permission for', async () => {
    const c = await collect([home, catalog], user({ Gamma: [['can_read', 'Database']] }));
    expect(c.pages.map((p) => p.path)).toEqual(['/superset/welcome/', '/databaseview/list/']);
    expect(c.commands).toEqual([]);
    const none = await collect([home, catalog], user({ Public: [] }));
    expect(none.pages.map((p) => p.path)).toEqual(['/superset/welcome/']);
    expect(none.navItems.map((n) => n.id)).toEqual(['datasets']);
  });

  it('refuses two plugins claiming one path', async () => {
    const other: WebPlugin = definePlugin({
      id: 'other',
      web: { pages: [{ path: '/superset/welcome/', title: 'X', load }] },
    });
    await expect(collect([home, other], user({}, true))).rejects.toThrow(
      /'home' and 'other' both contribute pages '\/superset\/welcome\/'/,
    );
  });

  it('refuses a plugin whose dependency is not listed', async () => {
    await expect(collect([catalog], user({}, true))).rejects.toThrow(
      "Plugin 'catalog' depends on 'home', which is not installed",
    );
  });

  it('withdraws every contribution when the kernel stops', async () => {
    const host = new WebContributionsHost(user({}, true));
    const kernel = new Kernel([home, catalog], host);
    await kernel.start();
    expect(host.contributions.pages).toHaveLength(2);
    await kernel.stop();
    expect(host.contributions).toEqual({ pages: [], navItems: [], commands: [] });
  });
});
