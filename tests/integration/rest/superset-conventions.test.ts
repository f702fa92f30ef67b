import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';

// Superset's shared REST conventions. `_info`'s permissions are what the caller holds on the resource's class among the pairs Loupe
// declares (its routes' own plus the plugin's extra pairs), as Superset lists its API's methods.
let h: BootedLoupe;
let admin: ApiClient;
let gamma: ApiClient;

beforeAll(async () => {
  h = await bootLoupe();
  admin = await h.login();
  await h.loupe.security.users.create({ username: 'info_gamma', password: 'gamma-pw-1', roles: ['Gamma'] });
  gamma = await h.login('info_gamma', 'gamma-pw-1');
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const perms = async (c: ApiClient, resource: string) => {
  const res = await c.get<{ permissions: string[] }>(`/api/v1/${resource}/_info?q=(keys:!(permissions))`);
  expect(res.status, res.text).toBe(200);
  return res.body.permissions;
};

describe('_info permissions', () => {
  // Superset's tests expect these sets for an admin; can_upload (Database) and can_export
  // (SavedQuery) join when their routes land.
  it('lists, for an admin, every permission the resource declares', async () => {
    expect(await perms(admin, 'database')).toEqual(['can_export', 'can_read', 'can_write']);
    expect(await perms(admin, 'dataset')).toEqual([
      'can_duplicate',
      'can_export',
      'can_get_drill_info',
      'can_get_or_create_dataset',
      'can_read',
      'can_warm_up_cache',
      'can_write',
    ]);
    expect(await perms(admin, 'saved_query')).toEqual(['can_read', 'can_write']);
    expect(await perms(admin, 'query')).toEqual(['can_read']);
  });

  it('lists only what the caller holds', async () => {
    expect(await perms(gamma, 'database')).toEqual(['can_read']);
    // Gamma may drill to detail (can_get_drill_info) but not warm up caches (admin only).
    expect(await perms(gamma, 'dataset')).toEqual(['can_get_drill_info', 'can_read']);
    expect((await gamma.get('/api/v1/saved_query/_info?q=(keys:!(permissions))')).status).toBe(403);
  });
});

describe('GET /api/v1/available_domains/', () => {
  it("answers Superset's default (one origin, no domain sharding) to whoever holds AvailableDomains can_read", async () => {
    const res = await gamma.get<unknown>('/api/v1/available_domains/');
    expect([res.status, res.body]).toEqual([200, { result: { domains: null } }]);
    expect((await admin.get('/api/v1/available_domains/')).status).toBe(200);
    await h.loupe.security.users.create({ username: 'info_lab', password: 'lab-pw-123', roles: ['sql_lab'] });
    const lab = await h.login('info_lab', 'lab-pw-123');
    expect((await lab.get('/api/v1/available_domains/')).status).toBe(403);
  });
});
