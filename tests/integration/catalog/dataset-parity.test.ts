import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { userWith } from '../../harness/role-users.ts';

/** Superset's dataset API answers (tests/integration_tests/datasets/api_tests.py) beyond create/read. */
let h: BootedLoupe;
let admin: ApiClient;
let alpha: ApiClient;
let gamma: ApiClient;
let examplesId: number;
const q = (rison: string) => `?q=${encodeURIComponent(rison)}`;

interface Metric {
  id: number;
  metric_name: string;
  expression: string;
  verbose_name: string | null;
  metric_type: string | null;
  currency: unknown;
}
interface Show {
  result: {
    id: number;
    catalog: string | null;
    columns: { id: number; column_name: string }[];
    metrics: Metric[];
  };
}

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  admin = await h.login();
  alpha = await userWith(h, 'alpha_ds', ['Alpha']);
  gamma = await userWith(h, 'gamma_ds', ['Gamma']);
  const dbs = await admin.get<{ result: { id: number; database_name: string }[] }>('/api/v1/database/');
  examplesId = dbs.body.result.find((d) => d.database_name === 'examples')!.id;
}, 120_000);
afterAll(() => h?.close());

async function createDataset(body: Record<string, unknown>): Promise<number> {
  const res = await admin.post<{ id: number }>('/api/v1/dataset/', { database: examplesId, ...body });
  expect(res.status, res.text).toBe(201);
  return res.body.id;
}

const show = async (id: number) => (await admin.get<Show>(`/api/v1/dataset/${id}`)).body.result;

describe('a new dataset', () => {
  it("gets Superset's default metric count, COUNT(*), physical or virtual", async () => {
    const physical = await createDataset({ table_name: 'facts' });
    const virtual = await createDataset({ table_name: 'v_count', sql: 'SELECT 1 AS one' });
    for (const id of [physical, virtual]) {
      const metrics = (await show(id)).metrics;
      expect(metrics.map((m) => [m.metric_name, m.expression, m.verbose_name, m.metric_type])).toEqual([
        ['count', 'COUNT(*)', 'COUNT(*)', 'count'],
      ]);
    }
  });
});

describe('PUT /api/v1/dataset/<pk>/refresh', () => {
  it('puts back the default metric count when it was removed, keeping the others', async () => {
    const id = await createDataset({ table_name: 'v_refresh_count', sql: 'SELECT 1 AS a' });
    const put = await admin.put(`/api/v1/dataset/${id}`, { metrics: [{ metric_name: 'total', expression: 'SUM(a)' }] });
    expect(put.status, put.text).toBe(200);
    expect((await show(id)).metrics.map((m) => m.metric_name)).toEqual(['total']);
    const refreshed = await admin.put(`/api/v1/dataset/${id}/refresh`, {});
    expect(refreshed.status, refreshed.text).toBe(200);
    const metrics = (await show(id)).metrics.map((m) => [m.metric_name, m.expression]);
    expect(metrics.sort()).toEqual([
      ['count', 'COUNT(*)'],
      ['total', 'SUM(a)'],
    ]);
    await admin.put(`/api/v1/dataset/${id}/refresh`, {});
    expect((await show(id)).metrics.filter((m) => m.metric_name === 'count')).toHaveLength(1);
  });
});

describe('PUT /api/v1/dataset/<pk> refuses', () => {
  let id: number;
  beforeAll(async () => {
    id = await createDataset({ table_name: 'v_update', sql: 'SELECT 1 AS a, 2 AS b' });
  });

  it('duplicate column names and duplicate metric names (422), changing nothing', async () => {
    const cols = await admin.put(`/api/v1/dataset/${id}`, {
      columns: [{ column_name: 'a' }, { column_name: 'a' }],
    });
    expect([cols.status, cols.body]).toEqual([422, { message: { columns: ['One or more columns are duplicated'] } }]);
    const metrics = await admin.put(`/api/v1/dataset/${id}`, {
      metrics: [
        { metric_name: 'm', expression: 'COUNT(*)' },
        { metric_name: 'm', expression: 'SUM(a)' },
      ],
    });
    expect([metrics.status, metrics.body]).toEqual([
      422,
      { message: { metrics: ['One or more metrics are duplicated'] } },
    ]);
    const after = await show(id);
    expect(after.columns.map((c) => c.column_name)).toEqual(['a', 'b']);
    expect(after.metrics.map((m) => m.metric_name)).toEqual(['count']);
  });

  it('a metric currency that is not {symbol: ISO 4217, symbolPosition: prefix|suffix} (400)', async () => {
    for (const currency of [
      { symbol: 'XYZ', symbolPosition: 'prefix' },
      { symbol: 'USD', symbolPosition: 'middle' },
      { symbol: 'USD', symbolPosition: 'prefix', colour: 'red' },
      { symbolPosition: 'prefix' },
      '{"symbol": "EUR"',
    ]) {
      const res = await admin.put<{ message: { metrics: string[] } }>(`/api/v1/dataset/${id}`, {
        metrics: [{ metric_name: 'revenue', expression: 'SUM(a)', currency }],
      });
      expect(res.status, JSON.stringify(currency)).toBe(400);
      expect(Object.keys(res.body.message)).toEqual(['metrics']);
    }
    expect((await show(id)).metrics.map((m) => m.metric_name)).toEqual(['count']);
  });

  it('accepts a valid currency and answers it as an object', async () => {
    const res = await admin.put(`/api/v1/dataset/${id}`, {
      metrics: [
        { metric_name: 'revenue', expression: 'SUM(a)', currency: { symbol: 'EUR', symbolPosition: 'suffix' } },
      ],
    });
    expect(res.status, res.text).toBe(200);
    const revenue = (await show(id)).metrics.find((m) => m.metric_name === 'revenue')!;
    expect(revenue.currency).toEqual({ symbol: 'EUR', symbolPosition: 'suffix' });
    const none = await admin.put(`/api/v1/dataset/${id}`, {
      metrics: [{ id: revenue.id, metric_name: 'revenue', expression: 'SUM(a)', currency: {} }],
    });
    expect(none.status, none.text).toBe(200);
  });

  it('a catalog on a database without multi-catalog (422)', async () => {
    const res = await admin.put(`/api/v1/dataset/${id}`, { catalog: 'elsewhere' });
    expect([res.status, res.body]).toEqual([
      422,
      { message: { catalog: ['Only the default catalog is supported for this connection'] } },
    ]);
    expect((await show(id)).catalog).toBeNull();
  });
});

describe('DELETE /api/v1/dataset/<pk>/column/<id> and /metric/<id>', () => {
  let id: number;
  beforeAll(async () => {
    id = await createDataset({ table_name: 'v_items', sql: 'SELECT 1 AS a, 2 AS b' });
  });

  it('refuses a non-owner (403), and answers 404 for an item of another dataset or none', async () => {
    const ds = await show(id);
    const col = ds.columns[0]!.id;
    const metric = ds.metrics[0]!.id;
    expect((await alpha.delete(`/api/v1/dataset/${id}/column/${col}`)).status).toBe(403);
    expect((await alpha.delete(`/api/v1/dataset/${id}/metric/${metric}`)).status).toBe(403);
    expect((await gamma.delete(`/api/v1/dataset/${id}/metric/${metric}`)).status).toBe(403);
    expect((await admin.delete(`/api/v1/dataset/${id}/column/999999`)).status).toBe(404);
    expect((await admin.delete(`/api/v1/dataset/999999/column/${col}`)).status).toBe(404);
    expect((await admin.delete(`/api/v1/dataset/${id}/metric/abc`)).status).toBe(404);
    const other = await createDataset({ table_name: 'v_items_other', sql: 'SELECT 1 AS z' });
    const otherCol = (await show(other)).columns[0]!.id;
    expect((await admin.delete(`/api/v1/dataset/${id}/column/${otherCol}`)).status).toBe(404);
    expect((await show(id)).columns).toHaveLength(2);
    expect((await show(other)).columns).toHaveLength(1);
  });

  it('lets the owner delete a column and a metric', async () => {
    const ds = await show(id);
    const col = await admin.delete(`/api/v1/dataset/${id}/column/${ds.columns[0]!.id}`);
    expect([col.status, col.body]).toEqual([200, { message: 'OK' }]);
    const metric = await admin.delete(`/api/v1/dataset/${id}/metric/${ds.metrics[0]!.id}`);
    expect([metric.status, metric.body]).toEqual([200, { message: 'OK' }]);
    const after = await show(id);
    expect(after.columns.map((c) => c.column_name)).toEqual(['b']);
    expect(after.metrics).toEqual([]);
  });
});

describe('GET /api/v1/dataset/<pk>/drill_info/', () => {
  it("answers the dataset's columns, name and owners", async () => {
    const id = await createDataset({ table_name: 'v_drill', sql: 'SELECT 1 AS a, 2 AS b' });
    const res = await admin.get<{ id: number; result: Record<string, unknown> }>(
      `/api/v1/dataset/${id}/drill_info/${q('(dashboard_id:1)')}`,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.id).toBe(id);
    expect(res.body.result).toMatchObject({
      id,
      table_name: 'v_drill',
      columns: [
        { column_name: 'a', verbose_name: null, groupby: true },
        { column_name: 'b', verbose_name: null, groupby: true },
      ],
      owners: [{ first_name: expect.any(String), last_name: expect.any(String) }],
      created_by: { first_name: expect.any(String), last_name: expect.any(String) },
      changed_on_humanized: expect.any(String),
    });
  });

  it('404 for no dataset and for one the caller may not query (Superset master), 400 for a bad q', async () => {
    const id = await createDataset({ table_name: 'v_drill_private', sql: 'SELECT 1 AS a' });
    expect((await admin.get(`/api/v1/dataset/999999/drill_info/`)).status).toBe(404);
    expect((await gamma.get(`/api/v1/dataset/${id}/drill_info/`)).status).toBe(404);
    expect((await gamma.get(`/api/v1/dataset/${id}/drill_info/${q('(dashboard_id:1)')}`)).status).toBe(404);
    expect((await admin.get(`/api/v1/dataset/${id}/drill_info/${q('(dashboard_id:x)')}`)).status).toBe(400);
  });
});

describe('POST /api/v1/dataset/get_or_create/', () => {
  it('finds an existing dataset by name, physical or virtual, whatever schema the body names', async () => {
    const virtual = await createDataset({ table_name: 'v_goc', schema: 'main', sql: 'SELECT 1 AS a' });
    const found = await admin.post<{ result: { table_id: number } }>('/api/v1/dataset/get_or_create/', {
      table_name: 'v_goc',
      database_id: examplesId,
    });
    expect([found.status, found.body]).toEqual([200, { result: { table_id: virtual } }]);
    const birth = await admin.get<{ ids: number[] }>(
      '/api/v1/dataset/' + q('(filters:!((col:table_name,opr:eq,value:birth_names)))'),
    );
    const physical = await admin.post<{ result: { table_id: number } }>('/api/v1/dataset/get_or_create/', {
      table_name: 'birth_names',
      database_id: examplesId,
    });
    expect([physical.status, physical.body]).toEqual([200, { result: { table_id: birth.body.ids[0] } }]);
  });
});

describe('the dataset_is_certified list filter', () => {
  it('lists certified datasets for true and the others for false', async () => {
    const id = await createDataset({ table_name: 'v_certified', sql: 'SELECT 1 AS a' });
    const put = await admin.put(`/api/v1/dataset/${id}`, {
      extra: JSON.stringify({ certification: { certified_by: 'Data team', details: 'Checked' } }),
    });
    expect(put.status, put.text).toBe(200);
    const certified = await admin.get<{ ids: number[] }>(
      '/api/v1/dataset/' + q('(filters:!((col:id,opr:dataset_is_certified,value:!t)),page_size:100)'),
    );
    expect(certified.status, certified.text).toBe(200);
    expect(certified.body.ids).toEqual([id]);
    const others = await admin.get<{ ids: number[]; count: number }>(
      '/api/v1/dataset/' + q('(filters:!((col:id,opr:dataset_is_certified,value:!f)),page_size:100)'),
    );
    expect(others.body.ids).not.toContain(id);
    expect(others.body.count).toBeGreaterThan(3);
  });
});

describe('PUT /api/v1/dataset/warm_up_cache', () => {
  it("runs each chart of the dataset with force and answers each chart's status", async () => {
    const ds = await createDataset({ table_name: 'v_warm', sql: "SELECT 'a' AS g UNION ALL SELECT 'b' AS g" });
    const context = {
      datasource: { id: ds, type: 'table' },
      queries: [{ columns: ['g'], metrics: ['count'], orderby: [['g', true]] }],
      result_format: 'json',
      result_type: 'full',
    };
    const insert = async (slice_name: string, query_context: string | null) =>
      (
        await h.loupe.store.db
          .insertInto('slices')
          .values({
            uuid: crypto.randomUUID(),
            slice_name,
            viz_type: 'table',
            datasource_id: ds,
            datasource_type: 'table',
            query_context,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id as number;
    const good = await insert('warm good', JSON.stringify(context));
    const none = await insert('warm without context', null);
    const res = await admin.put<{ result: unknown[] }>('/api/v1/dataset/warm_up_cache', {
      db_name: 'examples',
      table_name: 'v_warm',
      extra_filters: JSON.stringify([{ col: 'g', op: '==', val: 'b' }]),
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.result).toEqual([
      { chart_id: good, viz_error: null, viz_status: 'success' },
      {
        chart_id: none,
        viz_error: 'Chart has no query context saved. Please save the chart again.',
        viz_status: null,
      },
    ]);
    // The filtered query is now cached: the same context with the extra filter is answered from the cache.
    const cached = await admin.post<{ result: { is_cached: boolean; data: { g: string }[] }[] }>('/api/v1/chart/data', {
      ...context,
      queries: [{ ...context.queries[0], filters: [{ col: 'g', op: '==', val: 'b' }] }],
    });
    expect(cached.status, cached.text).toBe(200);
    expect(cached.body.result[0]!.is_cached).toBe(true);
    expect(cached.body.result[0]!.data).toEqual([{ g: 'b', count: 1 }]);
  });

  it('404 for a table that is not a dataset of that database, 400 for a body out of shape', async () => {
    const missing = await admin.put('/api/v1/dataset/warm_up_cache', { db_name: 'examples', table_name: 'nope' });
    expect([missing.status, missing.body]).toEqual([
      404,
      { message: 'The provided table was not found in the provided database' },
    ]);
    const otherDb = await admin.put('/api/v1/dataset/warm_up_cache', { db_name: 'nope', table_name: 'birth_names' });
    expect(otherDb.status).toBe(404);
    expect((await admin.put('/api/v1/dataset/warm_up_cache', { table_name: 'birth_names' })).status).toBe(400);
    const badFilters = await admin.put('/api/v1/dataset/warm_up_cache', {
      db_name: 'examples',
      table_name: 'birth_names',
      extra_filters: '[{"col": 1}]',
    });
    expect(badFilters.status).toBe(400);
    expect(
      (await alpha.put('/api/v1/dataset/warm_up_cache', { db_name: 'examples', table_name: 'birth_names' })).status,
    ).toBe(403);
  });
});
