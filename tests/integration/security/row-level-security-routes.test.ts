import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { datasetId, type QueryResultWire } from '../chart-data/chart-data.test-support.ts';

/**
 * Row-level security wherever a dataset's rows leave (issue 19, point 0): with a rule
 * `gender = 'boy'` on birth_names for one role, every route that reads its rows — chart data
 * (asynchronous and cached), exports, samples, drill to detail, a saved chart's data, the
 * value list of a native filter — answers only boys to a member of that role, while an admin
 * (not bound by the rule) still sees girls. GLOBAL_ASYNC_QUERIES is on so the job path is walked too.
 */
let h: BootedLoupe;
let admin: ApiClient;
let boys: ApiClient;
let gamma: ApiClient;
let id: number;
let chartId: number;

type Entry = QueryResultWire & { data: Record<string, unknown>[]; query: string; cache_key: string };
interface Job {
  job_id: string;
}
interface AsyncEvent {
  job_id: string;
  status: string;
  result_url: string | null;
}

const byGender = () => ({
  datasource: { id, type: 'table' },
  result_format: 'json',
  result_type: 'full',
  queries: [{ columns: ['gender'], metrics: ['count'], orderby: [['gender', true]], row_limit: 10 }],
});

/** Grants `perms` ([permission, view menu] pairs) through a new role, and adds the role to the user. */
async function grant(username: string, role: string, perms: [string, string][]): Promise<number> {
  const db = h.loupe.store.db;
  const user = await db.selectFrom('ab_user').select('id').where('username', '=', username).executeTakeFirstOrThrow();
  const r = await db.insertInto('ab_role').values({ name: role }).returning('id').executeTakeFirstOrThrow();
  for (const [perm, view] of perms) {
    const pv = await db
      .selectFrom('ab_permission_view as pv')
      .innerJoin('ab_permission as p', 'p.id', 'pv.permission_id')
      .innerJoin('ab_view_menu as v', 'v.id', 'pv.view_menu_id')
      .select('pv.id')
      .where('p.name', '=', perm)
      .where('v.name', 'like', view)
      .executeTakeFirstOrThrow();
    await db.insertInto('ab_permission_view_role').values({ permission_view_id: pv.id, role_id: r.id }).execute();
  }
  await db.insertInto('ab_user_role').values({ user_id: user.id, role_id: r.id }).execute();
  return r.id as number;
}

async function doneEvent(client: ApiClient, jobId: string): Promise<AsyncEvent> {
  for (let i = 0; i < 400; i++) {
    const res = await client.get<{ result: AsyncEvent[] }>('/api/v1/async_event/');
    const hit = res.body.result.find((e) => e.job_id === jobId && e.status !== 'pending' && e.status !== 'running');
    if (hit) {
      expect(hit.status).toBe('done');
      return hit;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no event for job ${jobId}`);
}

/** Chart data as the async client sees it: 200 from the cache, or 202 then the job's result. */
async function chartData(client: ApiClient, body: unknown): Promise<{ first: number; entry: Entry }> {
  const res = await client.post<{ result: Entry[] } & Job>('/api/v1/chart/data', body);
  if (res.status === 200) return { first: 200, entry: res.body.result[0]! };
  expect(res.status, res.text).toBe(202);
  const event = await doneEvent(client, res.body.job_id);
  const data = await client.get<{ result: Entry[] }>(event.result_url!);
  expect(data.status, data.text).toBe(200);
  return { first: 202, entry: data.body.result[0]! };
}

const genders = (rows: Record<string, unknown>[]) => [...new Set(rows.map((r) => r.gender))].sort();

beforeAll(async () => {
  h = await bootLoupe({ examples: true, config: { featureFlags: { GLOBAL_ASYNC_QUERIES: true } } });
  admin = await h.login();
  await admin.csrfToken();
  id = await datasetId(admin, 'birth_names');
  await h.loupe.security.users.create({ username: 'boys', password: 'boys-password', roles: ['Gamma'] });
  await h.loupe.security.users.create({ username: 'gamma', password: 'gamma-password', roles: ['Gamma'] });
  const roleId = await grant('boys', 'boys_only', [
    ['datasource_access', `%(id:${id})`],
    ['can_samples', 'Datasource'],
  ]);
  const rule = await admin.post('/api/v1/rowlevelsecurity/', {
    name: 'boys only',
    filter_type: 'Regular',
    tables: [id],
    roles: [roleId],
    clause: "gender = 'boy'",
  });
  expect(rule.status, rule.text).toBe(201);
  await grant('gamma', 'gamma_samples', [['can_samples', 'Datasource']]);
  boys = await h.login('boys', 'boys-password');
  await boys.csrfToken();
  gamma = await h.login('gamma', 'gamma-password');
  const chart = await h.loupe.store.db
    .insertInto('slices')
    .values({
      uuid: crypto.randomUUID(),
      slice_name: 'by gender',
      viz_type: 'table',
      datasource_id: id,
      datasource_type: 'table',
      query_context: JSON.stringify(byGender()),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  chartId = chart.id as number;
}, 120_000);
afterAll(() => h?.close());

describe('row-level security on every route that reads rows', () => {
  it('chart data through the async job, then from the cache, keeps each caller to their rows', async () => {
    const everyone = await chartData(admin, byGender());
    expect(everyone.first).toBe(202);
    expect(genders(everyone.entry.data)).toEqual(['boy', 'girl']);

    // The admin's result is cached; the rule's holder must not be served it.
    const bound = await chartData(boys, byGender());
    expect(bound.first).toBe(202);
    expect(genders(bound.entry.data)).toEqual(['boy']);
    expect(bound.entry.query).toContain("gender = 'boy'");
    expect(bound.entry.cache_key).not.toBe(everyone.entry.cache_key);

    const again = await chartData(boys, byGender());
    expect(again.first).toBe(200);
    expect(again.entry.is_cached).toBe(true);
    expect(genders(again.entry.data)).toEqual(['boy']);
    const adminAgain = await chartData(admin, byGender());
    expect(genders(adminAgain.entry.data)).toEqual(['boy', 'girl']);
  });

  it("an async result fetched by another caller is re-run under that caller's clauses", async () => {
    const res = await admin.post<Job>('/api/v1/chart/data', { ...byGender(), force: true });
    expect(res.status).toBe(202);
    const event = await doneEvent(admin, res.body.job_id);
    const theirs = await boys.get<{ result: Entry[] }>(event.result_url!);
    expect(theirs.status, theirs.text).toBe(200);
    expect(genders(theirs.body.result[0]!.data)).toEqual(['boy']);
  });

  it('exports (CSV) carry only the rows the rule leaves', async () => {
    const csv = await boys.post<string>('/api/v1/chart/data', { ...byGender(), result_format: 'csv' });
    expect(csv.status, csv.text).toBe(200);
    expect(csv.text).toMatch(/^gender,count\r?\nboy,\d+\r?\n?$/);
    const adminCsv = await admin.post<string>('/api/v1/chart/data', { ...byGender(), result_format: 'csv' });
    expect(adminCsv.text).toContain('girl');
  });

  it('samples and drill to detail, through chart data and /datasource/samples', async () => {
    for (const resultType of ['samples', 'drill_detail']) {
      const res = await boys.post<{ result: Entry[] }>('/api/v1/chart/data', {
        ...byGender(),
        result_type: resultType,
        queries: [{ row_limit: 1000 }],
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.result[0]!.rowcount).toBeGreaterThan(0);
      expect(genders(res.body.result[0]!.data), resultType).toEqual(['boy']);
    }
    const url = `/datasource/samples?datasource_id=${id}&datasource_type=table&per_page=500`;
    type Samples = { result: { data: Record<string, unknown>[]; total_count: number } };
    const samples = await boys.post<Samples>(url, {});
    expect(samples.status, samples.text).toBe(200);
    expect(genders(samples.body.result.data)).toEqual(['boy']);
    const adminSamples = await admin.post<Samples>(url, {});
    expect(genders(adminSamples.body.result.data)).toEqual(['boy', 'girl']);
    expect(samples.body.result.total_count).toBeLessThan(adminSamples.body.result.total_count);

    // Drill to detail: a filter on a state, the rule still ANDed.
    const drill = await boys.post<Samples>(url, { filters: [{ col: 'state', op: '==', val: 'CA' }] });
    expect(drill.status, drill.text).toBe(200);
    expect(drill.body.result.data.length).toBeGreaterThan(0);
    expect(genders(drill.body.result.data)).toEqual(['boy']);
    expect(new Set(drill.body.result.data.map((r) => r.state))).toEqual(new Set(['CA']));
  });

  it("a saved chart's data, as JSON samples and as CSV", async () => {
    const samples = await boys.get<{ result: Entry[] }>(`/api/v1/chart/${chartId}/data/?type=samples`);
    expect(samples.status, samples.text).toBe(200);
    expect(genders(samples.body.result[0]!.data)).toEqual(['boy']);
    const csv = await boys.get<string>(`/api/v1/chart/${chartId}/data/?format=csv`);
    expect(csv.status, csv.text).toBe(200);
    expect(csv.text).toMatch(/^gender,count\r?\nboy,\d+\r?\n?$/);
  });

  it("a native filter's value list offers only what the rule leaves", async () => {
    const url = `/api/v1/datasource/table/${id}/column/gender/values/`;
    const bound = await boys.get<{ result: string[] }>(url);
    expect(bound.status, bound.text).toBe(200);
    expect(bound.body.result).toEqual(['boy']);
    expect((await admin.get<{ result: string[] }>(url)).body.result).toEqual(['boy', 'girl']);
    const states = await boys.get<{ result: string[] }>(`/api/v1/datasource/table/${id}/column/state/values/`);
    expect(states.body.result.length).toBeGreaterThan(1);
    expect(states.body.result).toContain('CA');

    // The dataset's fetch_values_predicate narrows the list too, ANDed with the rule.
    await h.loupe.store.db
      .updateTable('tables')
      .set({ fetch_values_predicate: "state IN ('CA', 'NY')" })
      .where('id', '=', id)
      .execute();
    try {
      const narrowed = await boys.get<{ result: string[] }>(`/api/v1/datasource/table/${id}/column/state/values/`);
      expect(narrowed.body.result).toEqual(['CA', 'NY']);
      expect((await boys.get<{ result: string[] }>(url)).body.result).toEqual(['boy']);
    } finally {
      await h.loupe.store.db.updateTable('tables').set({ fetch_values_predicate: null }).where('id', '=', id).execute();
    }
  });
});

describe("the row-reading routes answer Superset's errors", () => {
  it('column values: 400 for an invalid type, 404 for an unknown datasource, 403 without access', async () => {
    const bad = await admin.get(`/api/v1/datasource/not_table/${id}/column/gender/values/`);
    expect([bad.status, bad.body]).toEqual([400, { message: 'Invalid datasource type: not_table' }]);
    const query = await admin.get(`/api/v1/datasource/query/${id}/column/gender/values/`);
    expect([query.status, query.body]).toEqual([
      400,
      { message: 'Unable to get column values for datasource type: query' },
    ]);
    const view = await admin.get(`/api/v1/datasource/view/${id}/column/gender/values/`);
    expect([view.status, view.body]).toEqual([400, { message: 'DAO datasource query source type is not supported' }]);
    const missing = await admin.get('/api/v1/datasource/table/999999/column/gender/values/');
    expect([missing.status, missing.body]).toEqual([404, { message: 'Datasource does not exist' }]);
    const column = await admin.get(`/api/v1/datasource/table/${id}/column/nope/values/`);
    expect([column.status, column.body]).toEqual([400, { message: 'Column name nope does not exist' }]);
    const denied = await gamma.get(`/api/v1/datasource/table/${id}/column/gender/values/`);
    expect([denied.status, denied.body]).toEqual([
      403,
      {
        message:
          'This endpoint requires the datasource main.birth_names, database or `all_datasource_access` permission',
      },
    ]);
  });

  it('samples: 404 "Datasource does not exist" for an unknown datasource, 403 without access', async () => {
    const missing = await admin.post('/datasource/samples?datasource_id=999999&datasource_type=table', {});
    expect([missing.status, missing.body]).toEqual([404, { error: 'Datasource does not exist' }]);
    const denied = await gamma.post<{ errors: { error_type: string }[] }>(
      `/datasource/samples?datasource_id=${id}&datasource_type=table`,
      {},
    );
    expect(denied.status).toBe(403);
    expect(denied.body.errors[0]!.error_type).toBe('DATASOURCE_SECURITY_ACCESS_ERROR');
  });
});
