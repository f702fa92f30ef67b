import { DuckDBInstance } from '@duckdb/node-api';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { datasetId, referenceBody, type QueryResultWire } from './chart-data.test-support.ts';

/**
 * The four query contexts Superset's own chart plugins send, against a whole Loupe with the
 * examples: each answers what the reference says the client expects, and the numbers agree with
 * the same question asked of the examples database directly.
 */
let h: BootedLoupe;
let admin: ApiClient;
let id: number;
let duck: Awaited<ReturnType<typeof DuckDBInstance.create>>;

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  admin = await h.login();
  id = await datasetId(admin, 'birth_names');
  duck = await DuckDBInstance.create(path.join(h.dataDir, 'examples.duckdb'), { access_mode: 'READ_ONLY' });
}, 120_000);
afterAll(async () => {
  duck?.closeSync?.();
  await h?.close();
});

async function direct(sql: string): Promise<unknown[][]> {
  const conn = await duck.connect();
  try {
    const reader = await conn.runAndReadAll(sql);
    return reader.getRowsJS() as unknown[][];
  } finally {
    conn.closeSync();
  }
}

const post = (body: unknown) =>
  admin.post<{ result: QueryResultWire[]; message?: unknown }>('/api/v1/chart/data', body);

/** Superset's "Last year" today: [today - 1 year, today), naive UTC. */
function lastYear(): { since: number; until: number } {
  const now = new Date();
  const until = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return { since: Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate()), until };
}
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

function expectCommonShape(r: QueryResultWire) {
  expect(r.status).toBe('success');
  expect(r.error).toBeNull();
  expect(r.stacktrace).toBeNull();
  expect(typeof r.cache_key).toBe('string');
  expect(r.is_cached).toBe(false);
  expect(r.cached_dttm).toBeNull();
  expect(r.result_format).toBe('json');
  expect(r.query).toMatch(/^SELECT/);
  expect(r.rowcount).toBe(r.data.length);
  expect(r.coltypes.length).toBe(r.colnames.length);
  expect(r.indexnames).toEqual(r.data.map((_d, i) => i));
  expect(r.annotation_data).toEqual({});
  const { since, until } = lastYear();
  expect(r.from_dttm).toBe(since);
  expect(r.to_dttm).toBe(until);
  for (const row of r.data) expect(Object.keys(row)).toEqual(r.colnames);
}

describe('POST /api/v1/chart/data with the reference bodies', () => {
  it('01 line chart: pivoted by state into one column per top-5 state, monthly epoch-ms x-axis, label_map', async () => {
    const res = await post(referenceBody('01_line_groupby_series_limit.json', id));
    expect(res.status).toBe(200);
    expect(res.body.result).toHaveLength(1);
    const r = res.body.result[0]!;
    expectCommonShape(r);
    const { since, until } = lastYear();
    const expected = await direct(`
      WITH f AS (SELECT * FROM birth_names WHERE ds >= '${iso(since)}' AND ds < '${iso(until)}' AND state IN ('CA','NY','TX','FL','IL','PA','OH')),
      top AS (SELECT state FROM f GROUP BY state ORDER BY SUM(num) DESC LIMIT 5)
      SELECT epoch_ms(date_trunc('month', ds)) AS m, state, SUM(num)::DOUBLE FROM f WHERE state IN (SELECT state FROM top) GROUP BY 1, 2`);
    const states = [...new Set(expected.map((e) => e[1] as string))].sort();
    expect(r.colnames).toEqual(['ds', ...states]);
    expect(r.coltypes).toEqual([2, ...states.map(() => 0)]);
    expect(r.label_map).toEqual(Object.fromEntries(r.colnames.map((c) => [c, [c]])));
    expect(r.applied_filters).toEqual([{ column: 'ds' }, { column: 'state' }]);
    expect(r.rejected_filters).toEqual([]);
    const months = [...new Set(expected.map((e) => Number(e[0])))].sort((a, b) => a - b);
    expect(r.data.map((d) => d.ds)).toEqual(months);
    for (const [m, state, total] of expected) {
      const row = r.data.find((d) => d.ds === Number(m))!;
      expect(row[state as string]).toBeCloseTo(Number(total), 6);
    }
  });

  it('05 pie: state and sum__num, the 10 largest in order', async () => {
    const res = await post(referenceBody('05_pie_states.json', id));
    expect(res.status).toBe(200);
    const r = res.body.result[0]!;
    expectCommonShape(r);
    expect(r.colnames).toEqual(['state', 'sum__num']);
    expect(r.coltypes).toEqual([1, 0]);
    const { since, until } = lastYear();
    const expected = await direct(
      `SELECT state, SUM(num)::DOUBLE FROM birth_names WHERE ds >= '${iso(since)}' AND ds < '${iso(until)}' GROUP BY 1 ORDER BY 2 DESC LIMIT 10`,
    );
    expect(r.data.map((d) => [d.state, d.sum__num])).toEqual(expected.map((e) => [e[0], Number(e[1])]));
    expect(r.sql_rowcount).toBe(10);
  });

  it('06 big number: one row, one numeric column', async () => {
    const res = await post(referenceBody('06_big_number_total.json', id));
    expect(res.status).toBe(200);
    const r = res.body.result[0]!;
    expectCommonShape(r);
    expect(r.colnames).toEqual(['count']);
    expect(r.coltypes).toEqual([0]);
    const { since, until } = lastYear();
    const [[n]] = (await direct(
      `SELECT COUNT(*)::DOUBLE FROM birth_names WHERE ds >= '${iso(since)}' AND ds < '${iso(until)}' AND gender = 'girl'`,
    )) as [[number]];
    expect(r.data).toEqual([{ count: Number(n) }]);
    expect(r.applied_filters).toEqual([{ column: 'ds' }, { column: 'gender' }]);
  });

  it('09 raw table: 50 rows of the five columns, temporal as epoch ms, ordered by num desc then name', async () => {
    const res = await post(referenceBody('09_table_raw_order_by.json', id));
    expect(res.status).toBe(200);
    const r = res.body.result[0]!;
    expectCommonShape(r);
    expect(r.colnames).toEqual(['ds', 'name', 'gender', 'state', 'num']);
    expect(r.coltypes).toEqual([2, 1, 1, 1, 0]);
    expect(r.rowcount).toBe(50);
    expect(r.query).not.toMatch(/GROUP BY/);
    const { since, until } = lastYear();
    const expected = await direct(
      `SELECT epoch_ms(ds), name, gender, state, num FROM birth_names WHERE ds >= '${iso(since)}' AND ds < '${iso(until)}' AND state IN ('CA','NY') ORDER BY num DESC, name ASC LIMIT 50`,
    );
    expect(r.data.map((d) => [d.ds, d.name, d.gender, d.state, d.num])).toEqual(
      expected.map((e) => [Number(e[0]), e[1], e[2], e[3], Number(e[4])]),
    );
    for (const d of r.data) expect(typeof d.ds).toBe('number');
  });

  it('answers several query objects in one request, in order', async () => {
    const pie = referenceBody('05_pie_states.json', id);
    const big = referenceBody('06_big_number_total.json', id);
    const res = await post({ ...pie, queries: [...pie.queries, ...big.queries] });
    expect(res.status).toBe(200);
    expect(res.body.result.map((r) => r.colnames)).toEqual([['state', 'sum__num'], ['count']]);
  });

  it('accepts the hidden-form download body (form_data field) as the SPA posts it', async () => {
    const body = referenceBody('06_big_number_total.json', id);
    const res = await fetch(`${h.url}/api/v1/chart/data`, {
      method: 'POST',
      headers: { authorization: `Bearer ${admin.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ form_data: JSON.stringify({ ...body, result_format: 'csv' }), filename: 'girls' }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename=girls.csv');
    const lines = (await res.text()).trim().split('\n');
    expect(lines[0]).toBe('count');
    expect(Number(lines[1])).toBeGreaterThan(0);
  });
});
