import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { datasetId, referenceBody, type QueryResultWire } from './chart-data.test-support.ts';

let h: BootedLoupe;
let admin: ApiClient;
let id: number;

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  admin = await h.login();
  id = await datasetId(admin, 'birth_names');
}, 120_000);
afterAll(() => h?.close());

type Body = { result: QueryResultWire[]; message?: string };
const post = (body: unknown, query = '') => admin.post<Body>(`/api/v1/chart/data${query}`, body);
const big = () => referenceBody('06_big_number_total.json', id);

async function insertChart(values: {
  slice_name: string;
  query_context: string | null;
  cache_timeout?: number | null;
}): Promise<number> {
  const row = await h.loupe.store.db
    .insertInto('slices')
    .values({
      uuid: crypto.randomUUID(),
      viz_type: 'big_number_total',
      datasource_id: id,
      datasource_type: 'table',
      cache_timeout: null,
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id as number;
}

describe('the result cache', () => {
  it('misses, then hits with the same key and cached_dttm, and force runs again', async () => {
    const body = { ...big(), queries: [{ ...big().queries[0], row_limit: 7 }] };
    const first = (await post(body)).body.result[0]!;
    expect(first.is_cached).toBe(false);
    expect(first.cached_dttm).toBeNull();
    expect(first.cache_timeout).toBe(86_400);
    const second = (await post(body)).body.result[0]!;
    expect(second.is_cached).toBe(true);
    expect(second.cache_key).toBe(first.cache_key);
    expect(second.cached_dttm).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/);
    expect(second.data).toEqual(first.data);
    const forced = (await post({ ...body, force: true })).body.result[0]!;
    expect(forced.is_cached).toBe(false);
    expect(forced.cache_key).toBe(first.cache_key);
    const forcedByQuery = (await post(body, '?force=true')).body.result[0]!;
    expect(forcedByQuery.is_cached).toBe(false);
  });

  it('keys on what changes the result: another filter value is another entry', async () => {
    const boys = big();
    (boys.queries[0]!.filters as { val: unknown }[])[1]!.val = 'boy';
    const a = (await post(big())).body.result[0]!;
    const b = (await post(boys)).body.result[0]!;
    expect(b.cache_key).not.toBe(a.cache_key);
    expect(b.is_cached).toBe(false);
  });

  it('takes cache_timeout from the custom value, then the chart, then the dataset', async () => {
    await admin.put(`/api/v1/dataset/${id}`, { cache_timeout: 600 });
    const fromDataset = (await post({ ...big(), force: true })).body.result[0]!;
    expect(fromDataset.cache_timeout).toBe(600);
    const chartId = await insertChart({ slice_name: 'timeout chart', query_context: null, cache_timeout: 120 });
    const fromChart = (
      await post({ ...big(), force: true }, `?form_data=${encodeURIComponent(JSON.stringify({ slice_id: chartId }))}`)
    ).body.result[0]!;
    expect(fromChart.cache_timeout).toBe(120);
    const custom = (await post({ ...big(), force: true, custom_cache_timeout: 30 })).body.result[0]!;
    expect(custom.cache_timeout).toBe(30);
  });

  it('a dataset edit changes the key (changed_on is part of it)', async () => {
    const before = (await post(big())).body.result[0]!;
    await admin.put(`/api/v1/dataset/${id}`, { description: `edited ${Date.now()}` });
    const after = (await post(big())).body.result[0]!;
    expect(after.cache_key).not.toBe(before.cache_key);
    expect(after.is_cached).toBe(false);
  });
});

describe('GET /api/v1/chart/<pk>/data/', () => {
  it('runs the saved query_context with format, type and force overrides', async () => {
    const chartId = await insertChart({ slice_name: 'girls', query_context: JSON.stringify(big()) });
    const res = await admin.get<Body>(`/api/v1/chart/${chartId}/data/`);
    expect(res.status).toBe(200);
    expect(res.body.result[0]!.colnames).toEqual(['count']);
    const csv = await admin.get(`/api/v1/chart/${chartId}/data/?format=csv`);
    expect(csv.status).toBe(200);
    expect(csv.text.split('\n')[0]).toBe('count');
    const samples = await admin.get<Body>(`/api/v1/chart/${chartId}/data/?type=samples&force=true`);
    expect(samples.body.result[0]!.colnames.length).toBe(7);
    expect(samples.body.result[0]!.is_cached).toBe(false);
  });

  it('404 for an unknown chart, 400 for a chart without query context, 400 for a bad format', async () => {
    expect((await admin.get('/api/v1/chart/999999/data/')).status).toBe(404);
    const bare = await insertChart({ slice_name: 'bare', query_context: null });
    const res = await admin.get<{ message: string }>(`/api/v1/chart/${bare}/data/`);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Chart has no query context saved. Please save the chart again.');
    expect((await admin.get(`/api/v1/chart/${bare}/data/?format=pdf`)).status).toBe(400);
  });
});

describe('GET /api/v1/chart/data/<cache_key>', () => {
  it('422 when nothing is cached under the key', async () => {
    const res = await admin.get<{ message: string }>('/api/v1/chart/data/0123456789abcdef0123456789abcdef');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Cached data not found');
  });
});

describe('time offsets', () => {
  it("adds <metric>__<offset> columns holding the shifted period's values", async () => {
    const line = referenceBody('01_line_groupby_series_limit.json', id);
    const q = {
      ...line.queries[0],
      columns: [(line.queries[0]!.columns as unknown[])[0]],
      series_columns: [],
      series_limit: 0,
      time_offsets: ['1 year ago'],
      post_processing: [],
      orderby: [],
    };
    const res = await post({ ...line, queries: [q] });
    expect(res.status, res.text).toBe(200);
    const r = res.body.result[0]!;
    expect(r.colnames).toEqual(['ds', 'sum__num', 'sum__num__1 year ago']);
    expect(r.coltypes).toEqual([2, 0, 0]);
    expect(r.label_map['sum__num__1 year ago']).toEqual(['sum__num', '1 year ago']);
    // The shifted value of a month equals the main value of the same month a year before.
    const wide = await post({ ...line, queries: [{ ...q, time_range: 'Last 2 years', time_offsets: [] }] });
    const byMonth = new Map(wide.body.result[0]!.data.map((d) => [d.ds as number, d.sum__num as number]));
    let compared = 0;
    for (const row of r.data) {
      const d = new Date(row.ds as number);
      const yearBefore = Date.UTC(d.getUTCFullYear() - 1, d.getUTCMonth(), 1);
      const first = (row.ds as number) === Math.min(...r.data.map((x) => x.ds as number));
      if (first || !byMonth.has(yearBefore)) continue; // a partial first month is cut differently
      expect(row['sum__num__1 year ago']).toBeCloseTo(byMonth.get(yearBefore)!, 6);
      compared++;
    }
    expect(compared).toBeGreaterThan(6);
  });

  it('refuses a comparison without a bounded time range (400)', async () => {
    const res = await post({
      ...big(),
      queries: [{ ...big().queries[0], filters: [], time_range: 'No filter', time_offsets: ['1 year ago'] }],
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/enclosed time range/);
  });
});

describe('POST /datasource/samples', () => {
  it('pages samples with the total count', async () => {
    const res = await admin.post<{ result: QueryResultWire & { page: number; per_page: number; total_count: number } }>(
      `/datasource/samples?datasource_id=${id}&datasource_type=table&page=2&per_page=5`,
      {},
    );
    expect(res.status, res.text).toBe(200);
    const r = res.body.result;
    expect(r.page).toBe(2);
    expect(r.per_page).toBe(5);
    expect(r.rowcount).toBe(5);
    expect(r.colnames.length).toBe(7);
    expect(r.total_count).toBeGreaterThan(50_000);
  });

  it('reads drill detail with filters, counting only the matching rows', async () => {
    const res = await admin.post<{ result: QueryResultWire & { total_count: number } }>(
      `/datasource/samples?datasource_id=${id}&datasource_type=table&per_page=10`,
      {
        filters: [
          { col: 'state', op: '==', val: 'CA' },
          { col: 'gender', op: '==', val: 'girl' },
        ],
      },
    );
    expect(res.status, res.text).toBe(200);
    for (const d of res.body.result.data) expect(d).toMatchObject({ state: 'CA', gender: 'girl' });
    const all = await admin.post<{ result: { total_count: number } }>(
      `/datasource/samples?datasource_id=${id}&datasource_type=table&per_page=1`,
      {},
    );
    expect(res.body.result.total_count).toBeLessThan(all.body.result.total_count);
    expect(res.body.result.total_count).toBeGreaterThan(0);
  });

  it('400 without a datasource id', async () => {
    expect((await admin.post('/datasource/samples?datasource_type=table', {})).status).toBe(400);
  });
});

describe('GET /api/v1/time_range/', () => {
  it('is served', async () => {
    const res = await admin.get<{ result: { timeRange: string }[] }>(
      `/api/v1/time_range/?q=${encodeURIComponent("'Last week'")}`,
    );
    expect(res.status).toBe(200);
    expect(res.body.result[0]!.timeRange).toBe('Last week');
  });
});

describe('applied and rejected filters', () => {
  it('reports a filter on a column the dataset lacks as rejected, and dashboard time extras as applied', async () => {
    const body = big();
    body.queries[0]!.filters = [...(body.queries[0]!.filters as unknown[]), { col: 'region', op: '==', val: 'West' }];
    body.queries[0]!.applied_time_extras = { __time_range: 'Last year' };
    const res = await post(body);
    expect(res.status).toBe(200);
    const r = res.body.result[0]!;
    expect(r.applied_filters).toEqual([{ column: 'ds' }, { column: 'gender' }, { column: '__time_range' }]);
    expect(r.rejected_filters).toEqual([{ reason: 'not_in_datasource', column: 'region' }]);
  });
});

describe('a client that goes away', () => {
  it("cancels its running query (the connector sees the request's signal abort)", async () => {
    const { IConnectorPool } = await import('../../../plugins/catalog/server/exports.ts');
    const ds = await h.loupe.store.db
      .selectFrom('tables')
      .select('database_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const { connector } = await h.loupe.container.resolve(IConnectorPool).forDatabase(ds.database_id as number);
    const signals: AbortSignal[] = [];
    const original = connector.execute.bind(connector);
    connector.execute = async (sql, opts) => {
      if (opts?.signal) signals.push(opts.signal);
      await new Promise((r) => setTimeout(r, 400));
      return original(sql, opts);
    };
    try {
      const client = new AbortController();
      const pending = fetch(`${h.url}/api/v1/chart/data`, {
        method: 'POST',
        headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ ...big(), force: true }),
        signal: client.signal,
      }).catch((err: unknown) => err);
      for (let i = 0; i < 100 && signals.length === 0; i++) await new Promise((r) => setTimeout(r, 10));
      expect(signals).toHaveLength(1);
      expect(signals[0]!.aborted).toBe(false);
      client.abort();
      await pending;
      for (let i = 0; i < 100 && !signals[0]!.aborted; i++) await new Promise((r) => setTimeout(r, 10));
      expect(signals[0]!.aborted).toBe(true);
    } finally {
      connector.execute = original;
    }
  });
});

describe('annotation layers', () => {
  it('fills annotation_data from another chart (line/table layers), skips FORMULA layers, 400 for a missing chart', async () => {
    const pie = referenceBody('05_pie_states.json', id);
    const chartId = await insertChart({ slice_name: 'states as annotation', query_context: JSON.stringify(pie) });
    const layer = {
      name: 'States',
      annotationType: 'EVENT',
      sourceType: 'table',
      value: chartId,
      show: true,
      showMarkers: false,
      overrides: { time_range: null },
    };
    const formula = {
      name: 'Line',
      annotationType: 'FORMULA',
      sourceType: '',
      value: 'x*2',
      show: true,
      showMarkers: false,
    };
    const res = await post({ ...big(), queries: [{ ...big().queries[0], annotation_layers: [layer, formula] }] });
    expect(res.status, res.text).toBe(200);
    const data = res.body.result[0]!.annotation_data as Record<
      string,
      { records: { state: string; sum__num: number }[] }
    >;
    expect(Object.keys(data)).toEqual(['States']);
    expect(data.States!.records).toHaveLength(10);
    expect(Object.keys(data.States!.records[0]!)).toEqual(['state', 'sum__num']);

    const missing = await post({
      ...big(),
      queries: [{ ...big().queries[0], annotation_layers: [{ ...layer, value: 999_999 }] }],
    });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('The chart does not exist');
  });
});
