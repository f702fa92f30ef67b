import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { examplesDatabase, userWith } from '../../harness/role-users.ts';
import { datasetId } from '../chart-data/chart-data.test-support.ts';
import { SERVER_PLUGINS } from '../../../server/plugins.ts';
import { vizServerPlugin } from '../../../server/viz/index.ts';
import { testBarPlugin, testTablePlugin } from '../../../server/viz/test-viz-plugins.test-support.ts';

/**
 * The Explore API (reference §9) as Superset's tests/integration_tests/explore/api_tests.py,
 * explore/form_data/api_tests.py and explore/permalink/api_tests.py assert it.
 */

let h: BootedLoupe;
let admin: ApiClient;
let alice: ApiClient; // Gamma with access to the examples database
let nobody: ApiClient; // Gamma with no data access
let dsId: number;
let chartId: number;

const formData = (over: Record<string, unknown> = {}) =>
  JSON.stringify({ datasource: `${dsId}__table`, viz_type: 'test_table', metrics: ['count'], ...over });
const cacheBody = (over: Record<string, unknown> = {}) => ({
  datasource_id: dsId,
  datasource_type: 'table',
  chart_id: chartId,
  form_data: formData(),
  ...over,
});
type Key = { key: string };
type Explore = {
  result: {
    dataset: Record<string, unknown>;
    form_data: Record<string, unknown>;
    slice: Record<string, unknown> | null;
    message: string | null;
  };
};

beforeAll(async () => {
  const plugins = [...SERVER_PLUGINS.filter((p) => p.id !== 'viz'), vizServerPlugin([testTablePlugin, testBarPlugin])];
  h = await bootLoupe({ examples: true, plugins });
  admin = await h.login();
  dsId = await datasetId(admin, 'birth_names');
  const examples = await examplesDatabase(h);
  alice = await userWith(h, 'explore_alice', ['Gamma'], [examples.perm]);
  nobody = await userWith(h, 'explore_nobody', ['Gamma']);
  const created = await admin.post<{ id: number }>('/api/v1/chart/', {
    slice_name: 'Saved table',
    viz_type: 'test_table',
    datasource_id: dsId,
    datasource_type: 'table',
    params: formData({ row_limit: 10 }),
    query_context: '{"queries":[]}',
  });
  chartId = created.body.id;
}, 180_000);
afterAll(() => h?.close());

describe('/api/v1/explore/form_data', () => {
  it('keeps one key per tab and context, a new one per tab or without a tab', async () => {
    const first = await admin.post<Key>('/api/v1/explore/form_data?tab_id=1', cacheBody());
    expect(first.status).toBe(201);
    expect((await admin.post<Key>('/api/v1/explore/form_data?tab_id=1', cacheBody())).body.key).toBe(first.body.key);
    expect((await admin.post<Key>('/api/v1/explore/form_data?tab_id=2', cacheBody())).body.key).not.toBe(
      first.body.key,
    );
    const noChart = await admin.post<Key>('/api/v1/explore/form_data?tab_id=1', cacheBody({ chart_id: null }));
    expect(noChart.body.key).not.toBe(first.body.key);
    const a = await admin.post<Key>('/api/v1/explore/form_data', cacheBody());
    expect((await admin.post<Key>('/api/v1/explore/form_data', cacheBody())).body.key).not.toBe(a.body.key);
  });

  it('reads, updates and deletes an entry; refuses bad bodies (400), hidden data (404), another owner (403)', async () => {
    const { key } = (await alice.post<Key>('/api/v1/explore/form_data?tab_id=7', cacheBody())).body;
    const got = await alice.get<{ form_data: string }>(`/api/v1/explore/form_data/${key}`);
    expect([got.status, got.body.form_data]).toEqual([200, formData()]);
    const changed = formData({ row_limit: 5 });
    const put = await alice.put<Key>(`/api/v1/explore/form_data/${key}?tab_id=7`, cacheBody({ form_data: changed }));
    expect([put.status, put.body.key]).toEqual([200, key]);
    expect((await alice.get<{ form_data: string }>(`/api/v1/explore/form_data/${key}`)).body.form_data).toBe(changed);

    for (const bad of [cacheBody({ form_data: 1234 }), cacheBody({ form_data: 'foo' }), { datasource_id: dsId }])
      expect((await alice.post('/api/v1/explore/form_data', bad)).status).toBe(400);
    expect((await nobody.post('/api/v1/explore/form_data', cacheBody())).status).toBe(404);
    expect((await nobody.get(`/api/v1/explore/form_data/${key}`)).status).toBe(404);
    expect((await nobody.delete(`/api/v1/explore/form_data/${key}`)).status).toBe(404);
    expect((await admin.put(`/api/v1/explore/form_data/${key}`, cacheBody())).status).toBe(403);
    expect((await admin.delete(`/api/v1/explore/form_data/${key}`)).status).toBe(403);
    expect((await alice.get(`/api/v1/explore/form_data/${key}`)).status).toBe(200);
    expect((await admin.get('/api/v1/explore/form_data/unknown-key')).status).toBe(404);

    const del = await alice.delete<{ message: string }>(`/api/v1/explore/form_data/${key}`);
    expect([del.status, del.body.message]).toEqual([200, 'Deleted successfully']);
    expect((await alice.get(`/api/v1/explore/form_data/${key}`)).status).toBe(404);
  });
});

describe('/api/v1/explore/permalink', () => {
  it('stores the state under a key whose URL opens it, and answers it back', async () => {
    const state = { formData: JSON.parse(formData({ slice_id: chartId })), urlParams: [['standalone', '1']] };
    const res = await alice.post<{ key: string; url: string }>('/api/v1/explore/permalink', state);
    expect(res.status).toBe(201);
    expect(res.body.url).toBe(`${h.url}/superset/explore/p/${res.body.key}/`);
    const got = await alice.get<Record<string, unknown>>(`/api/v1/explore/permalink/${res.body.key}`);
    expect(got.status).toBe(200);
    expect(got.body).toEqual({
      chartId,
      datasourceId: dsId,
      datasourceType: 'table',
      datasource: `${dsId}__table`,
      state,
    });
    expect((await nobody.get(`/api/v1/explore/permalink/${res.body.key}`)).status).toBe(404);
  });

  it('answers 400 for a malformed key or state, 404 for an unknown key or hidden data', async () => {
    expect((await admin.get('/api/v1/explore/permalink/not*a*key')).status).toBe(400);
    expect((await admin.get('/api/v1/explore/permalink/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await admin.post('/api/v1/explore/permalink', { urlParams: [] })).status).toBe(400);
    expect((await admin.post('/api/v1/explore/permalink', { formData: { viz_type: 'x' } })).status).toBe(400);
    const hidden = await nobody.post('/api/v1/explore/permalink', { formData: JSON.parse(formData()) });
    expect(hidden.status).toBe(404);
  });
});

describe('GET /api/v1/explore/', () => {
  it('bootstraps from a saved chart: its form data, the slice and the dataset payload', async () => {
    const res = await alice.get<Explore>(`/api/v1/explore/?slice_id=${chartId}`);
    expect(res.status).toBe(200);
    const { form_data, slice, dataset, message } = res.body.result;
    expect(form_data).toMatchObject({
      slice_id: chartId,
      viz_type: 'test_table',
      row_limit: 10,
      datasource: `${dsId}__table`,
    });
    expect(slice).toMatchObject({
      slice_id: chartId,
      slice_name: 'Saved table',
      slice_url: `/explore/?slice_id=${chartId}`,
      query_context: { queries: [] },
    });
    expect(dataset).toMatchObject({ id: dsId, table_name: 'birth_names', type: 'table', uid: `${dsId}__table` });
    expect((dataset.columns as { column_name: string }[]).map((c) => c.column_name)).toContain('gender');
    expect(message).toBeNull();
  });

  it('bootstraps from a dataset, a form_data key (falling back with the message when gone) and a permalink', async () => {
    const fromDs = await alice.get<Explore>(`/api/v1/explore/?datasource_id=${dsId}&datasource_type=table`);
    expect(fromDs.body.result.slice).toBeNull();
    expect(fromDs.body.result.form_data).toEqual({ datasource: `${dsId}__table` });

    const { key } = (
      await alice.post<Key>('/api/v1/explore/form_data?tab_id=3', cacheBody({ form_data: formData({ row_limit: 3 }) }))
    ).body;
    const cached = await alice.get<Explore>(`/api/v1/explore/?form_data_key=${key}&slice_id=${chartId}`);
    expect(cached.body.result.form_data.row_limit).toBe(3);
    expect(cached.body.result.message).toBeNull();
    const gone = await alice.get<Explore>(`/api/v1/explore/?form_data_key=gone&slice_id=${chartId}`);
    expect(gone.body.result.message).toBe('Form data not found in cache, reverting to chart metadata.');
    expect(gone.body.result.form_data.row_limit).toBe(10);

    const link = await alice.post<Key>('/api/v1/explore/permalink', {
      formData: JSON.parse(formData({ row_limit: 42 })),
      urlParams: [['foo', 'bar']],
    });
    const fromLink = await alice.get<Explore>(`/api/v1/explore/?permalink_key=${link.body.key}`);
    expect(fromLink.body.result.form_data).toMatchObject({ row_limit: 42, url_params: { foo: 'bar' } });
  });

  it('answers 404 for an unknown chart, 403 with the dataset named for a dataset the caller cannot reach, and a placeholder for a missing one', async () => {
    expect((await alice.get('/api/v1/explore/?slice_id=999999')).status).toBe(404);
    expect((await alice.get('/api/v1/explore/?slice_id=abc')).status).toBe(400);
    const denied = await nobody.get<{ message: string; datasource_id: number; datasource_type: string }>(
      `/api/v1/explore/?datasource_id=${dsId}&datasource_type=table`,
    );
    expect(denied.status).toBe(403);
    expect(denied.body).toMatchObject({ datasource_id: dsId, datasource_type: 'table' });
    expect(denied.body.message).toMatch(/datasource/);
    const missing = await admin.get<Explore>('/api/v1/explore/?datasource_id=999999&datasource_type=table');
    expect(missing.status).toBe(200);
    expect(missing.body.result.dataset).toEqual({ type: 'table', name: '[Missing Dataset]', columns: [], metrics: [] });
  });
});

describe('dataset metadata and advanced data types', () => {
  it('fetch_datasource_metadata answers the dataset payload; 400 bad key, 404 missing, 403 no access', async () => {
    const res = await alice.get<{ table_name: string; columns: unknown[] }>(
      `/superset/fetch_datasource_metadata?datasourceKey=${dsId}__table`,
    );
    expect([res.status, res.body.table_name]).toEqual([200, 'birth_names']);
    expect(res.body.columns.length).toBeGreaterThan(3);
    expect((await alice.get('/superset/fetch_datasource_metadata?datasourceKey=nope')).status).toBe(400);
    expect((await alice.get('/superset/fetch_datasource_metadata?datasourceKey=999999__table')).status).toBe(404);
    expect((await nobody.get(`/superset/fetch_datasource_metadata?datasourceKey=${dsId}__table`)).status).toBe(403);
  });

  it('answers Superset’s 400 for every advanced data type (Loupe knows none) and lists none', async () => {
    const res = await alice.get<{ message: string }>(
      `/api/v1/advanced_data_type/convert?q=${encodeURIComponent('(type:port,values:!(80))')}`,
    );
    expect([res.status, res.body.message]).toEqual([400, 'Invalid advanced data type: port']);
    expect((await alice.get('/api/v1/advanced_data_type/convert')).status).toBe(400);
    expect((await alice.get<{ result: unknown[] }>('/api/v1/advanced_data_type/types')).body).toEqual({ result: [] });
  });
});
