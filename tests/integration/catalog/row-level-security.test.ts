import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IRowLevelSecurity } from '../../../server/engine/row-level-security.ts';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { createTempPgDatabase } from '../../harness/pg-database.ts';

/**
 * `/api/v1/rowlevelsecurity/` (reference §15.4) and the IRowLevelSecurity the engine calls, on
 * both metadata stores.
 */
describe.each(['SQLite', 'PostgreSQL'] as const)('row-level security with %s metadata', (store) => {
  let h: BootedLoupe;
  let admin: ApiClient;
  let gamma: ApiClient;
  let gammaId: number;
  let datasets: number[];
  const roles: Record<string, number> = {};
  const q = (rison: string) => `?q=${encodeURIComponent(rison)}`;

  type Rule = {
    name: string;
    filter_type: 'Regular' | 'Base';
    tables: number[];
    roles: number[];
    clause: string;
    group_key?: string | null;
    description?: string | null;
  };

  let dropPg: (() => Promise<void>) | null = null;

  beforeAll(async () => {
    let metadataUrl: string | undefined;
    if (store === 'PostgreSQL') {
      const pg = await createTempPgDatabase('loupe_rls');
      metadataUrl = pg.url;
      dropPg = pg.drop;
    }
    h = await bootLoupe({ examples: true, config: metadataUrl ? { metadataUrl } : {} });
    admin = await h.login();
    gammaId = await h.loupe.security.users.create({
      username: 'rls_gamma',
      password: 'rls-gamma-pw',
      roles: ['Gamma'],
    });
    await h.loupe.security.users.create({ username: 'rls_alpha', password: 'rls-alpha-pw', roles: ['Alpha', 'Gamma'] });
    gamma = await h.login('rls_gamma', 'rls-gamma-pw');
    const ds = await admin.get<{ result: { id: number }[] }>(
      '/api/v1/dataset/' + q('(order_column:table_name,order_direction:asc,page_size:100)'),
    );
    datasets = ds.body.result.map((d) => d.id);
    const rs = await h.loupe.store.db.selectFrom('ab_role').select(['id', 'name']).execute();
    for (const r of rs) roles[String(r.name)] = Number(r.id);
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    await dropPg?.();
  });

  async function create(rule: Rule): Promise<number> {
    const res = await admin.post<{ id: number; result: Rule }>('/api/v1/rowlevelsecurity/', rule);
    expect(res.status, res.text).toBe(201);
    return res.body.id;
  }

  async function clear() {
    const list = await admin.get<{ ids: number[] }>('/api/v1/rowlevelsecurity/' + q('(page_size:100)'));
    if (list.body.ids.length) await admin.delete(`/api/v1/rowlevelsecurity/${q(`!(${list.body.ids.join(',')})`)}`);
  }

  describe('the rowlevelsecurity API', () => {
    it('runs on the metadata store under test', () => {
      expect(h.loupe.store.dialect).toBe(store === 'PostgreSQL' ? 'postgres' : 'sqlite');
    });

    it('creates a rule (201 with the body echoed) and lists and shows it with its tables and roles', async () => {
      expect(datasets.length).toBeGreaterThanOrEqual(2);
      const rule: Rule = {
        name: 'gamma sees CA',
        filter_type: 'Regular',
        tables: [datasets[0]!, datasets[1]!],
        roles: [roles.Gamma!],
        clause: "state = 'CA'",
        group_key: 'region',
        description: 'only California',
      };
      const res = await admin.post<{ id: number; result: Rule }>('/api/v1/rowlevelsecurity/', rule);
      expect(res.status).toBe(201);
      expect(res.body.result).toEqual(rule);
      const id = res.body.id;
      // Every write is audited in the action log, in the same transaction.
      const log = await h.loupe.store.db
        .selectFrom('logs')
        .select(['action', 'json'])
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(log.action).toBe('RLSRestApi.post');
      expect(JSON.parse(log.json!)).toMatchObject({ id, name: 'gamma sees CA', clause: "state = 'CA'" });

      const list = await admin.get<{ count: number; ids: number[]; result: Record<string, unknown>[] }>(
        '/api/v1/rowlevelsecurity/',
      );
      expect(list.status).toBe(200);
      expect(list.body.count).toBe(1);
      expect(list.body.ids).toEqual([id]);
      const row = list.body.result[0]!;
      expect(row).toMatchObject({
        id,
        name: 'gamma sees CA',
        filter_type: 'Regular',
        clause: "state = 'CA'",
        group_key: 'region',
        roles: [{ id: roles.Gamma, name: 'Gamma' }],
      });
      expect((row.tables as { id: number }[]).map((t) => t.id).sort()).toEqual([datasets[0], datasets[1]].sort());
      expect(row.changed_by).toMatchObject({ first_name: expect.any(String) });

      const show = await admin.get<{ id: number; result: Record<string, unknown> }>(`/api/v1/rowlevelsecurity/${id}`);
      expect(show.status).toBe(200);
      expect(show.body.result).toMatchObject({
        name: 'gamma sees CA',
        description: 'only California',
        filter_type: 'Regular',
        group_key: 'region',
        clause: "state = 'CA'",
      });
      expect(Object.keys((show.body.result.tables as object[])[0]!).sort()).toEqual(['id', 'schema', 'table_name']);

      const filtered = await admin.get<{ count: number }>(
        '/api/v1/rowlevelsecurity/' + q(`(filters:!((col:roles,opr:rel_m_m,value:${roles.Admin})))`),
      );
      expect(filtered.body.count).toBe(0);
      const byName = await admin.get<{ count: number }>(
        '/api/v1/rowlevelsecurity/' + q('(filters:!((col:name,opr:ct,value:sees)))'),
      );
      expect(byName.body.count).toBe(1);
    });

    it('answers _info with its permissions and related/ with roles and datasets', async () => {
      const info = await admin.get<{ permissions: string[]; add_columns: { name: string }[] }>(
        '/api/v1/rowlevelsecurity/_info',
      );
      expect(info.status).toBe(200);
      expect(info.body.permissions).toEqual(['can_read', 'can_write']);
      expect(info.body.add_columns.map((c) => c.name)).toEqual([
        'name',
        'description',
        'filter_type',
        'tables',
        'roles',
        'group_key',
        'clause',
      ]);
      const related = await admin.get<{ count: number; result: { value: number; text: string }[] }>(
        '/api/v1/rowlevelsecurity/related/roles',
      );
      expect(related.status).toBe(200);
      expect(related.body.result.map((r) => r.text)).toEqual(expect.arrayContaining(['Admin', 'Gamma']));
      const tables = await admin.get<{ count: number; result: { value: number }[] }>(
        '/api/v1/rowlevelsecurity/related/tables',
      );
      expect(tables.body.count).toBe(datasets.length);
    });

    it('updates a rule: its fields and links replaced, the body echoed', async () => {
      const id = (await admin.get<{ ids: number[] }>('/api/v1/rowlevelsecurity/')).body.ids[0]!;
      const res = await admin.put<{ id: number; result: unknown }>(`/api/v1/rowlevelsecurity/${id}`, {
        clause: "state = 'NY'",
        roles: [roles.Alpha!],
        tables: [datasets[0]!],
      });
      expect([res.status, res.body]).toEqual([
        200,
        { id, result: { clause: "state = 'NY'", roles: [roles.Alpha], tables: [datasets[0]] } },
      ]);
      const show = await admin.get<{
        result: { clause: string; roles: { id: number }[]; tables: { id: number }[]; name: string };
      }>(`/api/v1/rowlevelsecurity/${id}`);
      expect(show.body.result).toMatchObject({
        name: 'gamma sees CA',
        clause: "state = 'NY'",
        roles: [{ id: roles.Alpha }],
        tables: [{ id: datasets[0] }],
      });
    });

    it('refuses bad bodies with 400, unknown roles and datasets and taken names with 422, missing rules with 404', async () => {
      const good: Rule = { name: 'r', filter_type: 'Base', tables: [datasets[0]!], roles: [], clause: '1 = 0' };
      for (const bad of [
        { ...good, filter_type: 'Sometimes' },
        { ...good, tables: [] },
        { name: 'x' },
        { ...good, clause: 7 },
        { ...good, extra: 1 },
      ]) {
        const res = await admin.post<{ message: unknown }>('/api/v1/rowlevelsecurity/', bad);
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect(typeof res.body.message).toBe('object');
      }
      const role = await admin.post('/api/v1/rowlevelsecurity/', { ...good, roles: [987654] });
      expect([role.status, role.body]).toEqual([422, { message: { roles: ['Some roles do not exist'] } }]);
      const table = await admin.post('/api/v1/rowlevelsecurity/', { ...good, tables: [987654] });
      expect([table.status, table.body]).toEqual([422, { message: { tables: ['Datasource does not exist'] } }]);
      const taken = await admin.post('/api/v1/rowlevelsecurity/', { ...good, name: 'gamma sees CA' });
      expect(taken.status).toBe(422);
      expect((await admin.put('/api/v1/rowlevelsecurity/987654', { clause: '1 = 1' })).status).toBe(404);
      expect((await admin.get('/api/v1/rowlevelsecurity/987654')).status).toBe(404);
      expect((await admin.delete('/api/v1/rowlevelsecurity/987654')).status).toBe(404);
      expect((await admin.get<{ count: number }>('/api/v1/rowlevelsecurity/')).body.count).toBe(1);
    });

    it('is for admins only by default: 403 for Gamma, reads and writes', async () => {
      expect((await gamma.get('/api/v1/rowlevelsecurity/')).status).toBe(403);
      expect((await gamma.get('/api/v1/rowlevelsecurity/_info')).status).toBe(403);
      const res = await gamma.post('/api/v1/rowlevelsecurity/', {
        name: 'mine',
        filter_type: 'Base',
        tables: [datasets[0]],
        roles: [],
        clause: '1 = 1',
      });
      expect(res.status).toBe(403);
      expect((await h.anonymous().get('/api/v1/rowlevelsecurity/')).status).toBe(401);
    });

    it('deletes one rule, then several ("Deleted N rules"), all or none', async () => {
      const a = await create({ name: 'a', filter_type: 'Base', tables: [datasets[0]!], roles: [], clause: '1 = 1' });
      const b = await create({ name: 'b', filter_type: 'Base', tables: [datasets[0]!], roles: [], clause: '1 = 1' });
      const c = await create({ name: 'c', filter_type: 'Base', tables: [datasets[0]!], roles: [], clause: '1 = 1' });
      expect((await admin.delete(`/api/v1/rowlevelsecurity/${q(`!(${b},987654)`)}`)).status).toBe(404);
      const one = await admin.delete(`/api/v1/rowlevelsecurity/${a}`);
      expect([one.status, one.body]).toEqual([200, { message: 'OK' }]);
      const two = await admin.delete(`/api/v1/rowlevelsecurity/${q(`!(${b},${c})`)}`);
      expect([two.status, two.body]).toEqual([200, { message: 'Deleted 2 rules' }]);
      expect((await admin.get<{ count: number }>('/api/v1/rowlevelsecurity/')).body.count).toBe(1);
      const links = await h.loupe.store.db
        .selectFrom('rls_filter_tables')
        .select('rls_filter_id')
        .where('rls_filter_id', 'in', [a, b, c])
        .execute();
      expect(links).toEqual([]);
    });
  });

  describe('IRowLevelSecurity.clausesFor', () => {
    const rls = () => h.loupe.container.resolve(IRowLevelSecurity);
    const user = async (username: string) => {
      const row = await h.loupe.store.db
        .selectFrom('ab_user')
        .select('id')
        .where('username', '=', username)
        .executeTakeFirstOrThrow();
      return (await h.loupe.security.users.load(Number(row.id)))!;
    };

    it('gives Regular rules to members of their roles and Base rules to everyone but theirs, on their datasets only', async () => {
      await clear();
      const [d1, d2] = [datasets[0]!, datasets[1]!];
      await create({
        name: 'gamma CA',
        filter_type: 'Regular',
        tables: [d1],
        roles: [roles.Gamma!],
        clause: "state = 'CA'",
        group_key: 'region',
      });
      await create({
        name: 'gamma NY',
        filter_type: 'Regular',
        tables: [d1, d2],
        roles: [roles.Gamma!],
        clause: "state = 'NY'",
        group_key: 'region',
      });
      await create({
        name: 'alpha only',
        filter_type: 'Regular',
        tables: [d1],
        roles: [roles.Alpha!],
        clause: 'num > 10',
      });
      await create({
        name: 'all but admin',
        filter_type: 'Base',
        tables: [d1],
        roles: [roles.Admin!],
        clause: '1 = 1',
        group_key: '',
      });

      const g = await user('rls_gamma');
      expect(g.id).toBe(gammaId);
      expect(await rls().clausesFor(g, d1)).toEqual([
        { clause: "state = 'CA'", groupKey: 'region' },
        { clause: "state = 'NY'", groupKey: 'region' },
        { clause: '1 = 1', groupKey: null },
      ]);
      expect(await rls().clausesFor(g, d2)).toEqual([{ clause: "state = 'NY'", groupKey: 'region' }]);

      const alpha = await user('rls_alpha');
      expect((await rls().clausesFor(alpha, d1)).map((c) => c.clause)).toEqual([
        "state = 'CA'",
        "state = 'NY'",
        'num > 10',
        '1 = 1',
      ]);

      const adminUser = await user('admin');
      expect(await rls().clausesFor(adminUser, d1)).toEqual([]);
      expect(await rls().clausesFor(null, d1)).toEqual([{ clause: '1 = 1', groupKey: null }]);
      expect(await rls().clausesFor(g, 987654)).toEqual([]);
    });

    it('filters what POST /api/v1/chart/data returns (a Base rule binds everyone but its roles)', async () => {
      await clear();
      const list = await admin.get<{ result: { id: number }[] }>(
        '/api/v1/dataset/' + q('(filters:!((col:table_name,opr:eq,value:birth_names)))'),
      );
      const birthNames = list.body.result[0]!.id;
      const chartData = async () => {
        const res = await admin.post<{ result: { data: { gender: string; count: number }[] }[] }>(
          '/api/v1/chart/data',
          {
            datasource: { id: birthNames, type: 'table' },
            force: true,
            queries: [{ columns: ['gender'], metrics: ['count'], orderby: [['gender', true]], row_limit: 10 }],
            result_format: 'json',
            result_type: 'full',
          },
        );
        expect(res.status, res.text).toBe(200);
        return res.body.result[0]!.data;
      };
      const all = await chartData();
      expect(all.map((r) => r.gender)).toEqual(['boy', 'girl']);
      const id = await create({
        name: 'boys only',
        filter_type: 'Base',
        tables: [birthNames],
        roles: [roles.Gamma!],
        clause: "gender = 'boy'",
      });
      expect(await chartData()).toEqual([all[0]]);
      await admin.put(`/api/v1/rowlevelsecurity/${id}`, { roles: [roles.Admin!] });
      expect(await chartData()).toEqual(all);
      await admin.delete(`/api/v1/rowlevelsecurity/${id}`);
    });

    it('stops binding a dataset taken out of the rule', async () => {
      await clear();
      const g = await user('rls_gamma');
      const id = await create({
        name: 'gamma NY',
        filter_type: 'Regular',
        tables: [datasets[0]!, datasets[1]!],
        roles: [roles.Gamma!],
        clause: "state = 'NY'",
      });
      expect(await rls().clausesFor(g, datasets[1]!)).toEqual([{ clause: "state = 'NY'", groupKey: null }]);
      await admin.put(`/api/v1/rowlevelsecurity/${id}`, { tables: [datasets[0]!] });
      expect(await rls().clausesFor(g, datasets[1]!)).toEqual([]);
      expect(await rls().clausesFor(g, datasets[0]!)).toEqual([{ clause: "state = 'NY'", groupKey: null }]);
    });
  });
});
