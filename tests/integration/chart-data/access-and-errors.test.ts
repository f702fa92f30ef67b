import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { datasetId, referenceBody, type QueryResultWire } from './chart-data.test-support.ts';

let h: BootedLoupe;
let admin: ApiClient;
let id: number;

/** A Gamma user plus a role holding datasource_access on birth_names only. */
async function readerOfBirthNames(username: string): Promise<{ client: ApiClient; roleId: number }> {
  const db = h.loupe.store.db;
  const userId = await h.loupe.security.users.create({ username, password: `${username}-password`, roles: ['Gamma'] });
  const role = await db
    .insertInto('ab_role')
    .values({ name: `${username}_role` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const pvs = await db
    .selectFrom('ab_permission_view as pv')
    .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
    .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
    .select('pv.id')
    .where((eb) =>
      eb.or([
        eb.and([eb('p.name', '=', 'datasource_access'), eb('v.name', 'like', `%(id:${id})`)]),
        eb.and([eb('p.name', '=', 'can_samples'), eb('v.name', '=', 'Datasource')]),
      ]),
    )
    .execute();
  expect(pvs).toHaveLength(2);
  for (const pv of pvs)
    await db.insertInto('ab_permission_view_role').values({ permission_view_id: pv.id, role_id: role.id }).execute();
  await db.insertInto('ab_user_role').values({ user_id: userId, role_id: role.id }).execute();
  return { client: await h.login(username, `${username}-password`), roleId: role.id as number };
}

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  admin = await h.login();
  id = await datasetId(admin, 'birth_names');
}, 120_000);
afterAll(() => h?.close());

const pie = () => referenceBody('05_pie_states.json', id);
const post = (body: unknown, client = admin) =>
  client.post<{ result: QueryResultWire[]; message?: unknown; errors?: { error_type: string; message: string }[] }>(
    '/api/v1/chart/data',
    body,
  );

describe('bad requests are 400 with the reference message', () => {
  it('a body that is not JSON', async () => {
    const res = await admin.request('POST', '/api/v1/chart/data', 'not json', { 'content-type': 'application/json' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Request is not JSON' });
  });

  it('a body that breaks the schema', async () => {
    const res = await post({ datasource: { id, type: 'table' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("Request is incorrect: {'queries': ['Missing data for required field.']}");
    const badType = await post({ ...pie(), result_type: 'everything' });
    expect(badType.status).toBe(400);
    expect(String(badType.body.message)).toMatch(
      /^Request is incorrect: \{'result_type': \['Must be one of: full, samples/,
    );
  });

  it('an unknown column or metric', async () => {
    const col = await post({ ...pie(), queries: [{ ...pie().queries[0], columns: ['nope'] }] });
    expect(col.status).toBe(400);
    expect(String(col.body.message)).toMatch(/nope/);
    const metric = await post({ ...pie(), queries: [{ ...pie().queries[0], metrics: ['no_such_metric'] }] });
    expect(metric.status).toBe(400);
    expect(String(metric.body.message)).toMatch(/no_such_metric/);
  });

  it('a post-processing rule that cannot apply', async () => {
    const unknown = await post({
      ...pie(),
      queries: [{ ...pie().queries[0], post_processing: [{ operation: 'teleport', options: {} }] }],
    });
    expect(unknown.status).toBe(400);
    expect(String(unknown.body.message)).toMatch(/^Error: .*teleport/);
    const badColumn = await post({
      ...pie(),
      queries: [
        {
          ...pie().queries[0],
          post_processing: [
            { operation: 'pivot', options: { index: ['missing'], aggregates: { sum__num: { operator: 'mean' } } } },
          ],
        },
      ],
    });
    expect(badColumn.status).toBe(400);
    expect(String(badColumn.body.message)).toMatch(/^Error: /);
  });

  it('a query the database refuses: "Error: <database message>"', async () => {
    const res = await post({
      ...pie(),
      queries: [
        { ...pie().queries[0], metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(no_such_column)', label: 'x' }] },
      ],
    });
    expect(res.status).toBe(400);
    expect(String(res.body.message)).toMatch(/^Error: .*no_such_column/);
  });

  it('an unsafe adhoc SQL fragment never reaches the database', async () => {
    const res = await post({
      ...pie(),
      queries: [{ ...pie().queries[0], extras: { where: '1=1; DROP TABLE birth_names' } }],
    });
    expect(res.status).toBe(400);
    const after = await post(pie());
    expect(after.status).toBe(200);
  });

  it('an unknown datasource is 404', async () => {
    const res = await post({ ...pie(), datasource: { id: 999_999, type: 'table' } });
    expect(res.status).toBe(404);
  });
});

describe('datasource access', () => {
  it('refuses a Gamma user without access to the dataset: 403 DATASOURCE_SECURITY_ACCESS_ERROR', async () => {
    await h.loupe.security.users.create({ username: 'gamma', password: 'gamma-password', roles: ['Gamma'] });
    const gamma = await h.login('gamma', 'gamma-password');
    const res = await post(pie(), gamma);
    expect(res.status).toBe(403);
    expect(res.body.errors![0]).toMatchObject({
      error_type: 'DATASOURCE_SECURITY_ACCESS_ERROR',
      message: expect.stringContaining('main.birth_names'),
    });
    const samples = await gamma.post(`/datasource/samples?datasource_id=${id}&datasource_type=table`, {});
    expect(samples.status).toBe(403);
  });

  it('serves a user holding datasource_access on the dataset', async () => {
    const { client } = await readerOfBirthNames('reader');
    const res = await post(pie(), client);
    expect(res.status).toBe(200);
    expect(res.body.result[0]!.rowcount).toBe(10);
  });
});

/** A Gamma user plus a role holding one permission/view pair (created if missing). */
async function gammaWith(username: string, perm: string, view: string): Promise<ApiClient> {
  const db = h.loupe.store.db;
  const userId = await h.loupe.security.users.create({ username, password: `${username}-password`, roles: ['Gamma'] });
  const role = await db
    .insertInto('ab_role')
    .values({ name: `${username}_role` })
    .returning('id')
    .executeTakeFirstOrThrow();
  const { ensurePermissionView } = await import('../../../server/security/role-sync.ts');
  await ensurePermissionView(db, perm, view);
  const pv = await db
    .selectFrom('ab_permission_view as pv')
    .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
    .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
    .select('pv.id')
    .where('p.name', '=', perm)
    .where('v.name', '=', view)
    .executeTakeFirstOrThrow();
  await db.insertInto('ab_permission_view_role').values({ permission_view_id: pv.id, role_id: role.id }).execute();
  await db.insertInto('ab_user_role').values({ user_id: userId, role_id: role.id }).execute();
  return h.login(username, `${username}-password`);
}

describe('anonymous callers (the Public role)', () => {
  it('query only the datasets the Public role may read', async () => {
    const db = h.loupe.store.db;
    const publicRole = await db
      .selectFrom('ab_role')
      .select('id')
      .where('name', '=', 'Public')
      .executeTakeFirstOrThrow();
    const grant = async (perm: string, view: string) => {
      const pv = await db
        .selectFrom('ab_permission_view as pv')
        .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
        .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
        .select('pv.id')
        .where('p.name', '=', perm)
        .where('v.name', perm === 'datasource_access' ? 'like' : '=', view)
        .executeTakeFirstOrThrow();
      await db
        .insertInto('ab_permission_view_role')
        .values({ permission_view_id: pv.id, role_id: publicRole.id })
        .execute();
    };
    await grant('can_read', 'Chart');
    await grant('datasource_access', `%(id:${id})`);
    const anon = h.anonymous();
    const res = await anon.request<{ result: QueryResultWire[] }>('POST', '/api/v1/chart/data', pie());
    expect(res.status, res.text).toBe(200);
    expect(res.body.result[0]!.rowcount).toBe(10);
    const sales = await datasetId(admin, 'sales');
    const other = await anon.request('POST', '/api/v1/chart/data', {
      ...pie(),
      datasource: { id: sales, type: 'table' },
      queries: [{ metrics: ['count'] }],
    });
    expect(other.status).toBe(403);
  });
});

describe('every way to data access (reference §15.3)', () => {
  it('database_access, schema_access, all_datasource_access and ownership each grant it', async () => {
    const ds = await h.loupe.store.db
      .selectFrom('tables')
      .innerJoin('dbs', 'dbs.id', 'tables.database_id')
      .select(['dbs.id as db_id', 'dbs.database_name', 'tables.schema_perm'])
      .where('tables.id', '=', id)
      .executeTakeFirstOrThrow();
    const viaDatabase = await gammaWith('via_db', 'database_access', `[${ds.database_name}].(id:${ds.db_id})`);
    expect((await post(pie(), viaDatabase)).status).toBe(200);
    const viaSchema = await gammaWith('via_schema', 'schema_access', ds.schema_perm as string);
    expect((await post(pie(), viaSchema)).status).toBe(200);
    const viaAll = await gammaWith('via_all', 'all_datasource_access', 'all_datasource_access');
    expect((await post(pie(), viaAll)).status).toBe(200);
    const otherDb = await gammaWith('other_db', 'database_access', '[elsewhere].(id:999)');
    expect((await post(pie(), otherDb)).status).toBe(403);

    const ownerId = await h.loupe.security.users.create({
      username: 'owner',
      password: 'owner-password',
      roles: ['Gamma'],
    });
    const owner = await h.login('owner', 'owner-password');
    expect((await post(pie(), owner)).status).toBe(403);
    await h.loupe.store.db.insertInto('sqlatable_user').values({ user_id: ownerId, table_id: id }).execute();
    expect((await post(pie(), owner)).status).toBe(200);
  });
});

describe('row-level security', () => {
  it("applies the user role's filter to every query, and keeps their results apart in the cache", async () => {
    const { client, roleId } = await readerOfBirthNames('ca_only');
    const rls = await admin.post('/api/v1/rowlevelsecurity/', {
      name: 'only CA',
      filter_type: 'Regular',
      tables: [id],
      roles: [roleId],
      clause: "state = 'CA'",
    });
    expect(rls.status).toBe(201);
    const adminFirst = await post(pie());
    const res = await post(pie(), client);
    expect(res.status).toBe(200);
    const r = res.body.result[0]!;
    expect(r.data.map((d) => d.state)).toEqual(['CA']);
    expect(r.is_cached).toBe(false);
    expect(r.cache_key).not.toBe(adminFirst.body.result[0]!.cache_key);
    expect(r.query).toContain("state = 'CA'");
    const samples = await client.post<{ result: { data: { state: string }[]; total_count: number } }>(
      `/datasource/samples?datasource_id=${id}&datasource_type=table&per_page=20`,
      {},
    );
    expect(samples.status, samples.text).toBe(200);
    expect(new Set(samples.body.result.data.map((d) => d.state))).toEqual(new Set(['CA']));
    const adminAgain = await post(pie());
    expect(adminAgain.body.result[0]!.data.length).toBe(10);
  });
});
