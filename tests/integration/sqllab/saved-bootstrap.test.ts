import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { PG_URL } from '../../harness/services.ts';
import { addPgDatabase, postForm, sqlLabUser } from './saved-query.test-support.ts';

let h: BootedLoupe;
let admin: ApiClient;
let alice: ApiClient;
let aliceId: number;
let exposed: number;
let hidden: number;
let granted: number;

interface Bootstrap {
  result: {
    active_tab: {
      id: number;
      label: string;
      latest_query: { id: string } | null;
      table_schemas: { table: string }[];
    } | null;
    databases: Record<
      string,
      {
        id: number;
        database_name: string;
        backend: string;
        allow_run_async: boolean;
        expose_in_sqllab: boolean;
        allow_dml: boolean;
      }
    >;
    queries: Record<string, { id: string; sqlEditorId: string; state: string }>;
    tab_state_ids: [number, string][];
  };
}

const form = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, JSON.stringify(v)]));

beforeAll(async () => {
  h = await bootLoupe();
  admin = await h.login();
  exposed = await addPgDatabase(admin, 'boot_exposed');
  granted = await addPgDatabase(admin, 'boot_granted');
  const res = await admin.post<{ id: number }>('/api/v1/database/', {
    database_name: 'boot_hidden',
    sqlalchemy_uri: PG_URL,
    expose_in_sqllab: false,
  });
  hidden = res.body.id;
  ({ id: aliceId, client: alice } = await sqlLabUser(h, 'boot_alice'));
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('GET /api/v1/sqllab/', () => {
  it('answers an empty state for a user without tabs, with no database they may not reach', async () => {
    const res = await alice.get<Bootstrap>('/api/v1/sqllab/');
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ active_tab: null, databases: {}, queries: {}, tab_state_ids: [] });
  });

  it('lists the databases exposed in SQL Lab: all for an admin, granted ones for others', async () => {
    const all = (await admin.get<Bootstrap>('/api/v1/sqllab/')).body.result.databases;
    expect(Object.keys(all).map(Number).sort()).toEqual([exposed, granted].sort());
    expect(all[String(exposed)]).toMatchObject({
      id: exposed,
      database_name: 'boot_exposed',
      backend: 'postgresql',
      allow_run_async: false,
      allow_dml: false,
      expose_in_sqllab: true,
    });
    expect(all[String(hidden)]).toBeUndefined();
    // Grant alice's role the database (Superset's database_access permission).
    const db = h.loupe.store.db;
    const role = await db.insertInto('ab_role').values({ name: 'boot_role' }).returning('id').executeTakeFirstOrThrow();
    const perm = await db
      .selectFrom('ab_permission')
      .select('id')
      .where('name', '=', 'database_access')
      .executeTakeFirstOrThrow();
    const view = await db
      .selectFrom('ab_view_menu')
      .select('id')
      .where('name', '=', `[boot_granted].(id:${granted})`)
      .executeTakeFirstOrThrow();
    const pv = await db
      .selectFrom('ab_permission_view')
      .select('id')
      .where('permission_id', '=', perm.id)
      .where('view_menu_id', '=', view.id)
      .executeTakeFirstOrThrow();
    await db.insertInto('ab_permission_view_role').values({ permission_view_id: pv.id, role_id: role.id }).execute();
    await db.insertInto('ab_user_role').values({ user_id: aliceId, role_id: role.id }).execute();
    alice = await h.login('boot_alice', 'boot_alice-pw');
    const mine = (await alice.get<Bootstrap>('/api/v1/sqllab/')).body.result.databases;
    expect(Object.keys(mine)).toEqual([String(granted)]);
  });

  it("sends the active tab in full, every tab as [id, label], and the queries of the user's tabs", async () => {
    const mk = async (name: string) =>
      (await postForm<{ id: number }>(alice, 'POST', '/tabstateview/', form({ queryEditor: { name, dbId: granted } })))
        .body.id;
    const first = await mk('First');
    const second = await mk('Second');
    const store = h.loupe.store.db;
    const q = (client_id: string, tab: string | null) => ({
      client_id,
      database_id: granted,
      user_id: aliceId,
      status: 'success',
      sql: 'SELECT 1',
      sql_editor_id: tab,
      changed_on: '2026-01-01T00:00:00.000000',
    });
    await store
      .insertInto('query')
      .values([q('bootq000001', String(first)), q('bootq000002', String(second)), q('bootq000003', null)])
      .execute();
    await postForm(alice, 'PUT', `/tabstateview/${first}`, form({ latest_query_id: 'bootq000001' }));
    await postForm(
      alice,
      'POST',
      '/tableschemaview/',
      form({ table: { queryEditorId: first, dbId: granted, schema: 'public', name: 'orders' } }),
    );
    await postForm(alice, 'POST', `/tabstateview/${first}/activate`, {});
    const res = (await alice.get<Bootstrap>('/api/v1/sqllab/')).body.result;
    expect(res.tab_state_ids).toEqual([
      [first, 'First'],
      [second, 'Second'],
    ]);
    expect(res.active_tab).toMatchObject({
      id: first,
      label: 'First',
      latest_query: { id: 'bootq000001' },
      table_schemas: [{ table: 'orders' }],
    });
    expect(Object.keys(res.queries).sort()).toEqual(['bootq000001', 'bootq000002']);
    expect(res.queries.bootq000002).toMatchObject({ id: 'bootq000002', sqlEditorId: String(second), state: 'success' });
    // Another user sees none of it.
    const other = (await admin.get<Bootstrap>('/api/v1/sqllab/')).body.result;
    expect(other.tab_state_ids).toEqual([]);
    expect(other.queries).toEqual({});
  });

  it('needs a signed-in user with SQL Lab access', async () => {
    expect((await h.anonymous().get('/api/v1/sqllab/')).status).toBe(401);
    await h.loupe.store.db.insertInto('ab_role').values({ name: 'boot_nothing' }).execute();
    await h.loupe.security.users.create({
      username: 'boot_norole',
      password: 'boot_norole-pw',
      roles: ['boot_nothing'],
    });
    expect((await (await h.login('boot_norole', 'boot_norole-pw')).get('/api/v1/sqllab/')).status).toBe(403);
  });
});
