import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { createTempPgDatabase } from '../../harness/pg-database.ts';

/**
 * The security administration API (FAB's security REST API with Superset's role additions):
 * users, roles, permissions and their pairs, a role's permissions and users, the signed-in
 * user's own password, and the action-log row of every write. On both metadata stores.
 */
describe.each(['SQLite', 'PostgreSQL'] as const)('security administration API with %s metadata', (store) => {
  let h: BootedLoupe;
  let admin: ApiClient;
  let adminId: number;
  let dropPg: (() => Promise<void>) | null = null;
  const roleIds: Record<string, number> = {};
  const q = (rison: string) => `?q=${encodeURIComponent(rison)}`;

  beforeAll(async () => {
    let metadataUrl: string | undefined;
    if (store === 'PostgreSQL') {
      const pg = await createTempPgDatabase('loupe_secadmin');
      metadataUrl = pg.url;
      dropPg = pg.drop;
    }
    h = await bootLoupe({ config: metadataUrl ? { metadataUrl } : {} });
    admin = await h.login();
    for (const r of await h.loupe.store.db.selectFrom('ab_role').select(['id', 'name']).execute())
      roleIds[r.name] = r.id;
    adminId = (
      await h.loupe.store.db
        .selectFrom('ab_user')
        .select('id')
        .where('username', '=', 'admin')
        .executeTakeFirstOrThrow()
    ).id;
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    await dropPg?.();
  });

  const lastLog = async () =>
    h.loupe.store.db.selectFrom('logs').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();

  type UserRow = {
    id: number;
    username: string;
    first_name: string;
    active: boolean;
    roles: { id: number; name: string }[];
  };

  describe('users', () => {
    let userId: number;

    it('creates a user (201, no password echoed), lists and shows it with its roles, and logs the write', async () => {
      const res = await admin.post<{ id: number; result: Record<string, unknown> }>('/api/v1/security/users/', {
        username: 'ann',
        first_name: 'Ann',
        last_name: 'Lee',
        email: 'ann@example.com',
        active: true,
        roles: [roleIds.Gamma],
        password: 'ann-password',
      });
      expect(res.status, res.text).toBe(201);
      expect(res.body.result).not.toHaveProperty('password');
      expect(res.body.result.username).toBe('ann');
      userId = res.body.id;

      const list = await admin.get<{ count: number; result: UserRow[] }>(
        '/api/v1/security/users/' + q('(filters:!((col:username,opr:eq,value:ann)))'),
      );
      expect(list.status, list.text).toBe(200);
      expect(list.body.count).toBe(1);
      expect(list.body.result[0]).toMatchObject({
        id: userId,
        first_name: 'Ann',
        active: true,
        roles: [{ id: roleIds.Gamma, name: 'Gamma' }],
      });
      expect(list.body.result[0]).not.toHaveProperty('password');

      const show = await admin.get<{ result: UserRow }>(`/api/v1/security/users/${userId}`);
      expect(show.status).toBe(200);
      expect(show.body.result.username).toBe('ann');

      const log = await lastLog();
      expect(log).toMatchObject({ action: 'UserApi.post', user_id: adminId });
      expect(JSON.parse(log!.json!)).toMatchObject({ id: userId, username: 'ann' });
      expect(log!.json).not.toContain('ann-password');

      // The new user can sign in with the password the admin gave.
      await expect(h.login('ann', 'ann-password')).resolves.toBeTruthy();
    });

    it('answers 400 for a malformed body and 422 for duplicates and unknown roles, writing nothing', async () => {
      const before = await h.loupe.store.db
        .selectFrom('logs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      const missing = await admin.post<{ message: Record<string, string[]> }>('/api/v1/security/users/', {
        username: 'x',
      });
      expect(missing.status).toBe(400);
      expect(Object.keys(missing.body.message)).toEqual(expect.arrayContaining(['first_name', 'password', 'roles']));
      const extra = await admin.post('/api/v1/security/users/', {
        username: 'bob',
        first_name: 'B',
        last_name: 'C',
        roles: [roleIds.Gamma],
        password: 'bob-password',
        is_admin: true,
      });
      expect(extra.status).toBe(400);
      const badEmail = await admin.post('/api/v1/security/users/', {
        username: 'bob',
        first_name: 'B',
        last_name: 'C',
        email: 'not an email',
        roles: [roleIds.Gamma],
        password: 'bob-password',
      });
      expect(badEmail.status).toBe(400);

      const dup = await admin.post<{ message: Record<string, string[]> }>('/api/v1/security/users/', {
        username: 'ann',
        first_name: 'A',
        last_name: 'B',
        email: 'ann@example.com',
        roles: [roleIds.Gamma],
        password: 'whatever1',
      });
      expect(dup.status).toBe(422);
      expect(dup.body.message.username).toEqual(["A user named 'ann' already exists"]);
      expect(dup.body.message.email).toEqual(['The email ann@example.com is already used by another user']);

      const noRole = await admin.post<{ message: Record<string, string[]> }>('/api/v1/security/users/', {
        username: 'carl',
        first_name: 'C',
        last_name: 'D',
        roles: [987654],
        password: 'carl-password',
      });
      expect(noRole.status).toBe(422);
      expect(noRole.body.message.roles).toEqual(['Role 987654 not found']);
      const short = await admin.post<{ message: Record<string, string[]> }>('/api/v1/security/users/', {
        username: 'carl',
        first_name: 'C',
        last_name: 'D',
        roles: [roleIds.Gamma],
        password: '123',
      });
      expect(short.status).toBe(422);
      expect(short.body.message.password).toEqual(['A password needs at least 6 characters']);

      const carl = await h.loupe.store.db
        .selectFrom('ab_user')
        .select('id')
        .where('username', '=', 'carl')
        .executeTakeFirst();
      expect(carl).toBeUndefined();
      const after = await h.loupe.store.db
        .selectFrom('logs')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(after.n)).toBe(Number(before.n));
    });

    it('updates a user, resets the password (old one refused) and logs without the password', async () => {
      const res = await admin.put<{ id: number; result: Record<string, unknown> }>(`/api/v1/security/users/${userId}`, {
        first_name: 'Annie',
        roles: [roleIds.Gamma, roleIds.sql_lab],
        password: 'ann-new-password',
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({
        id: userId,
        result: { first_name: 'Annie', roles: [roleIds.Gamma, roleIds.sql_lab] },
      });
      const show = await admin.get<{ result: UserRow }>(`/api/v1/security/users/${userId}`);
      expect(show.body.result.first_name).toBe('Annie');
      expect(show.body.result.roles.map((r) => r.name).sort()).toEqual(['Gamma', 'sql_lab']);
      await expect(h.login('ann', 'ann-password')).rejects.toThrow(/401/);
      await expect(h.login('ann', 'ann-new-password')).resolves.toBeTruthy();
      const log = await lastLog();
      expect(log).toMatchObject({ action: 'UserApi.put', user_id: adminId });
      expect(JSON.parse(log!.json!)).toMatchObject({ id: userId, first_name: 'Annie', password_changed: true });
      expect(log!.json).not.toContain('ann-new-password');
    });

    it('answers 404 for a missing or non-numeric user and refuses deleting or deactivating oneself', async () => {
      expect((await admin.get('/api/v1/security/users/999999')).status).toBe(404);
      expect((await admin.get('/api/v1/security/users/abc')).status).toBe(404);
      expect((await admin.put('/api/v1/security/users/999999', { first_name: 'X' })).status).toBe(404);
      expect((await admin.delete('/api/v1/security/users/999999')).status).toBe(404);
      const self = await admin.delete(`/api/v1/security/users/${adminId}`);
      expect(self.status).toBe(422);
      expect((await admin.put(`/api/v1/security/users/${adminId}`, { active: false })).status).toBe(422);
      const demote = await admin.put<{ message: Record<string, string[]> }>(`/api/v1/security/users/${adminId}`, {
        roles: [roleIds.Gamma],
      });
      expect(demote.status).toBe(422);
      expect(demote.body.message.roles).toEqual(['You cannot remove the Admin role from your own account']);
      expect((await admin.get('/api/v1/security/users/_info')).status).toBe(200);
    });

    it('deactivating a user ends their access at once', async () => {
      const ann = await h.login('ann', 'ann-new-password');
      expect((await ann.get('/api/v1/me/')).status).toBe(200);
      expect((await admin.put(`/api/v1/security/users/${userId}`, { active: false })).status).toBe(200);
      expect((await ann.get('/api/v1/me/')).status).toBe(401);
      expect((await admin.put(`/api/v1/security/users/${userId}`, { active: true })).status).toBe(200);
    });

    it('related roles and _info answer the FAB shapes', async () => {
      const rel = await admin.get<{ count: number; result: { value: number; text: string }[] }>(
        '/api/v1/security/users/related/roles',
      );
      expect(rel.status).toBe(200);
      expect(rel.body.result.map((r) => r.text)).toEqual(expect.arrayContaining(['Admin', 'Gamma', 'sql_lab']));
      const info = await admin.get<{ permissions: string[] }>(
        '/api/v1/security/users/_info' + q('(keys:!(permissions))'),
      );
      expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
    });
  });

  describe('roles', () => {
    let roleId: number;
    let pvIds: number[];

    it('creates a role, answers 422 for a duplicate name (any case) and 400 for an empty one', async () => {
      const res = await admin.post<{ id: number; result: { name: string } }>('/api/v1/security/roles/', {
        name: 'Analysts',
      });
      expect(res.status, res.text).toBe(201);
      expect(res.body.result).toEqual({ name: 'Analysts' });
      roleId = res.body.id;
      expect(await lastLog()).toMatchObject({ action: 'RoleApi.post', user_id: adminId });
      const dup = await admin.post<{ message: Record<string, string[]> }>('/api/v1/security/roles/', {
        name: 'analysts',
      });
      expect(dup.status).toBe(422);
      expect(dup.body.message.name).toEqual(["A role named 'analysts' already exists"]);
      expect((await admin.post('/api/v1/security/roles/', { name: '' })).status).toBe(400);
      expect((await admin.post('/api/v1/security/roles/', {})).status).toBe(400);
    });

    it("sets and reads back a role's permissions; unknown ids are 422 and change nothing", async () => {
      const pvs = await admin.get<{
        count: number;
        result: { id: number; permission: { name: string }; view_menu: { name: string } }[];
      }>('/api/v1/security/permissions-resources/' + q('(page_size:1000)'));
      expect(pvs.status, pvs.text).toBe(200);
      expect(pvs.body.count).toBeGreaterThan(20);
      const readChart = pvs.body.result.find(
        (p) => p.permission.name === 'can_read' && p.view_menu.name === 'Dataset',
      )!;
      const readDash = pvs.body.result.find(
        (p) => p.permission.name === 'can_read' && p.view_menu.name === 'Database',
      )!;
      pvIds = [readChart.id, readDash.id];
      const set = await admin.post<{ result: { permission_view_menu_ids: number[] } }>(
        `/api/v1/security/roles/${roleId}/permissions`,
        { permission_view_menu_ids: pvIds },
      );
      expect(set.status, set.text).toBe(200);
      expect(set.body.result.permission_view_menu_ids).toEqual(pvIds);
      expect(await lastLog()).toMatchObject({ action: 'RoleApi.add_permissions', user_id: adminId });

      const bad = await admin.post(`/api/v1/security/roles/${roleId}/permissions`, {
        permission_view_menu_ids: [pvIds[0], 99999999],
      });
      expect(bad.status).toBe(422);
      const got = await admin.get<{ result: { id: number; permission_name: string; view_menu_name: string }[] }>(
        `/api/v1/security/roles/${roleId}/permissions/`,
      );
      expect(got.status).toBe(200);
      expect(got.body.result.map((p) => `${p.permission_name}|${p.view_menu_name}`).sort()).toEqual([
        'can_read|Database',
        'can_read|Dataset',
      ]);
      expect((await admin.get('/api/v1/security/roles/999999/permissions/')).status).toBe(404);
    });

    it('assigns users to a role, and the role search lists its users and permissions', async () => {
      const ann = (
        await h.loupe.store.db
          .selectFrom('ab_user')
          .select('id')
          .where('username', '=', 'ann')
          .executeTakeFirstOrThrow()
      ).id;
      const put = await admin.put<{ result: { user_ids: number[] } }>(`/api/v1/security/roles/${roleId}/users`, {
        user_ids: [ann],
      });
      expect(put.status, put.text).toBe(200);
      expect(put.body.result.user_ids).toEqual([ann]);
      expect(await lastLog()).toMatchObject({ action: 'RoleApi.update_role_users', user_id: adminId });
      expect((await admin.put(`/api/v1/security/roles/${roleId}/users`, { user_ids: [424242] })).status).toBe(422);
      expect((await admin.put(`/api/v1/security/roles/${roleId}/users`, { user_ids: 'x' })).status).toBe(400);

      const search = await admin.get<{
        count: number;
        result: { id: number; name: string; user_ids: number[]; permission_ids: number[] }[];
      }>(
        '/api/v1/security/roles/search/' +
          q('(filters:!((col:name,value:nalys)),order_column:name,page:0,page_size:10)'),
      );
      expect(search.status, search.text).toBe(200);
      expect(search.body.count).toBe(1);
      expect(search.body.result[0]).toEqual({ id: roleId, name: 'Analysts', user_ids: [ann], permission_ids: pvIds });
      const byUser = await admin.get<{ ids: number[] }>(
        '/api/v1/security/roles/search/' + q(`(filters:!((col:user_ids,value:${ann})))`),
      );
      expect(byUser.body.ids.sort()).toEqual([roleIds.Gamma!, roleIds.sql_lab!, roleId].sort());
      expect((await admin.get('/api/v1/security/roles/search/' + q('(order_column:secret)'))).status).toBe(400);
      expect((await admin.get('/api/v1/security/roles/search/' + q('(page_size:-3)'))).status).toBe(400);
    });

    it('concurrent creates of one name: one is made, the others are 422 (never a 500)', async () => {
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => admin.post('/api/v1/security/roles/', { name: 'Racers' })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 422, 422, 422, 422]);
      const users = await Promise.all(
        Array.from({ length: 4 }, (_, i) =>
          admin.post('/api/v1/security/users/', {
            username: 'racer',
            first_name: 'R',
            last_name: String(i),
            roles: [roleIds.Gamma],
            password: 'racer-password',
          }),
        ),
      );
      expect(users.map((a) => a.status).sort()).toEqual([201, 422, 422, 422]);
    });

    it('renames and deletes a custom role; built-in roles keep their names and permissions', async () => {
      const ren = await admin.put<{ id: number; result: { name: string } }>(`/api/v1/security/roles/${roleId}`, {
        name: 'Data Analysts',
      });
      expect(ren.status, ren.text).toBe(200);
      expect(await lastLog()).toMatchObject({ action: 'RoleApi.put' });
      const renGamma = await admin.put<{ message: Record<string, string[]> }>(
        `/api/v1/security/roles/${roleIds.Gamma}`,
        { name: 'G' },
      );
      expect(renGamma.status).toBe(422);
      const permsGamma = await admin.post<{ message: Record<string, string[]> }>(
        `/api/v1/security/roles/${roleIds.Gamma}/permissions`,
        { permission_view_menu_ids: pvIds },
      );
      expect(permsGamma.status).toBe(422);
      expect(permsGamma.body.message.permission_view_menu_ids![0]).toMatch(/built-in role/);
      expect((await admin.delete(`/api/v1/security/roles/${roleIds.Alpha}`)).status).toBe(422);
      // Public is only rebuilt when PUBLIC_ROLE_LIKE is set: while it is not, its permissions are the admin's to set.
      expect(
        (await admin.post(`/api/v1/security/roles/${roleIds.Public}/permissions`, { permission_view_menu_ids: [] }))
          .status,
      ).toBe(200);

      const del = await admin.delete(`/api/v1/security/roles/${roleId}`);
      expect(del.status).toBe(200);
      expect(await lastLog()).toMatchObject({ action: 'RoleApi.delete', user_id: adminId });
      expect((await admin.get(`/api/v1/security/roles/${roleId}`)).status).toBe(404);
      expect((await admin.delete(`/api/v1/security/roles/${roleId}`)).status).toBe(404);
    });

    it('an admin cannot remove themself from Admin', async () => {
      const res = await admin.put(`/api/v1/security/roles/${roleIds.Admin}/users`, { user_ids: [] });
      expect(res.status).toBe(422);
    });

    it('lists permissions and view menus', async () => {
      const perms = await admin.get<{ result: { name: string }[] }>(
        '/api/v1/security/permissions/' + q('(page_size:-1)'),
      );
      expect(perms.status, perms.text).toBe(200);
      expect(perms.body.result.map((p) => p.name)).toEqual(
        expect.arrayContaining(['can_read', 'can_write', 'menu_access']),
      );
      const views = await admin.get<{ result: { name: string }[] }>(
        '/api/v1/security/resources/' + q('(filters:!((col:name,opr:eq,value:Chart)))'),
      );
      expect(views.body.result).toEqual([expect.objectContaining({ name: 'Chart' })]);
    });
  });

  describe('my own account', () => {
    it('changes my password only with the current one, and my name', async () => {
      await admin.post('/api/v1/security/users/', {
        username: 'dora',
        first_name: 'Dora',
        last_name: 'E',
        roles: [roleIds.Gamma],
        password: 'dora-password',
      });
      const dora = await h.login('dora', 'dora-password');
      const wrong = await dora.put<{ message: Record<string, string[]> }>('/api/v1/me/password/', {
        current_password: 'nope-nope',
        password: 'dora-new-password',
      });
      expect(wrong.status).toBe(422);
      expect(wrong.body.message.current_password).toEqual(['The current password is not correct']);
      expect((await dora.put('/api/v1/me/password/', { password: 'dora-new-password' })).status).toBe(400);
      const ok = await dora.put('/api/v1/me/password/', {
        current_password: 'dora-password',
        password: 'dora-new-password',
      });
      expect(ok.status, ok.text).toBe(200);
      const log = await lastLog();
      expect(log).toMatchObject({ action: 'CurrentUserRestApi.put_password' });
      expect(log!.json).not.toContain('dora-new-password');
      await expect(h.login('dora', 'dora-new-password')).resolves.toBeTruthy();
      const name = await dora.put<{ result: Record<string, unknown> }>('/api/v1/me/', { first_name: 'Dorothy' });
      expect(name.status).toBe(200);
      // Superset answers the user as GET /api/v1/me/ shows it, the change made.
      expect(name.body.result).toMatchObject({ username: 'dora', first_name: 'Dorothy', is_anonymous: false });
      expect(Object.keys(name.body.result).sort()).toEqual(
        Object.keys((await dora.get<{ result: object }>('/api/v1/me/')).body.result).sort(),
      );
      expect(await dora.put('/api/v1/me/', {})).toMatchObject({
        status: 400,
        body: { message: 'At least one field must be provided.' },
      });
      expect((await dora.get<{ result: { first_name: string } }>('/api/v1/me/')).body.result.first_name).toBe(
        'Dorothy',
      );
      expect((await dora.put('/api/v1/me/', { username: 'root' })).status).toBe(400);
    });
  });
});
