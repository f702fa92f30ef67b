// server/plugins.ts first: it loads reflect-metadata, which tsyringe (behind IChartDataSettings) needs.
import { SERVER_PLUGINS } from '../../../server/plugins.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryContext, QueryFormData } from '../../../core/viz/index.ts';
import { DEFAULT_CHART_DATA_SETTINGS, IChartDataSettings } from '../../../server/engine/chart-data/index.ts';
import type { ServerPlugin, ServerProvider } from '../../../server/host/server-plugin.ts';
import linePlugin from '../../../viz-plugins/echarts_timeseries_line/index.ts';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';

/**
 * Issue 12 point 4, "computed in the engine's SQL where it can be": the line chart's query context
 * (its own buildQuery) with Loupe's downsample rule thins a 1M-point facts series in DuckDB's SQL
 * (M4 buckets), so the engine returns a few rows per pixel column instead of 1M, with the same
 * extremes per bucket as the full series; queries M4 cannot be pushed into keep the in-memory op.
 */
const POINTS = 1_000_000;
const WIDTH = 800;

/** The server plugins with the chart row cap raised to 1M, as the viz bench boots (tests/bench/viz). */
function plugins(): ServerPlugin[] {
  return SERVER_PLUGINS.map((p) => {
    const providers = p.server?.providers;
    if (!providers?.some((x) => typeof x === 'object' && x.provide === IChartDataSettings)) return p;
    const patched: ServerProvider[] = providers.map((x) =>
      typeof x === 'object' && x.provide === IChartDataSettings
        ? { provide: IChartDataSettings, useValue: { ...DEFAULT_CHART_DATA_SETTINGS, maxRowLimit: POINTS } }
        : x,
    );
    return { ...p, server: { ...p.server, providers: patched } };
  });
}

let h: BootedLoupe;
let admin: ApiClient;
let facts: number;
let buildQuery: Awaited<ReturnType<typeof linePlugin.buildQuery>>['default'];

beforeAll(async () => {
  h = await bootLoupe({ examples: true, plugins: plugins() });
  admin = await h.login();
  const q = encodeURIComponent('(filters:!((col:table_name,opr:eq,value:facts)))');
  const list = await admin.get<{ result: { id: number }[] }>(`/api/v1/dataset/?q=${q}`);
  facts = list.body.result[0]!.id;
  buildQuery = (await linePlugin.buildQuery()).default;
}, 300_000);
afterAll(() => h?.close());

interface Entry {
  rowcount: number;
  colnames: string[];
  query: string;
  data: Record<string, number | string>[];
  downsampled?: { method: string; from_rows: number };
}

function formData(extra: Partial<QueryFormData> = {}): QueryFormData {
  return {
    datasource: `${facts}__table`,
    viz_type: 'echarts_timeseries_line',
    x_axis: 'ts',
    metrics: ['sum__m1'],
    groupby: [],
    adhoc_filters: [
      { expressionType: 'SIMPLE', subject: 'ts', operator: 'TEMPORAL_RANGE', comparator: 'No filter', clause: 'WHERE' },
    ],
    row_limit: POINTS,
    order_desc: true,
    ...extra,
  } as QueryFormData;
}

/**
 * The line chart's query ordered by x: the chart orders by the metric, and 5M facts rows cut to 1M
 * by a LIMIT through ties in that order is not the same row set in two requests.
 */
function byX(context: QueryContext): QueryContext {
  return { ...context, queries: context.queries.map((q) => ({ ...q, orderby: [['ts', true]] })) } as QueryContext;
}

async function chartData(context: QueryContext): Promise<Entry> {
  const res = await admin.post<{ result: Entry[] }>('/api/v1/chart/data', { ...context, force: true });
  expect(res.status, res.text).toBe(200);
  return res.body.result[0]!;
}

/** Least and greatest without spreading 1M arguments. */
function range(values: readonly number[]): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const v of values) {
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return [lo, hi];
}

/** Per equal-width x bucket over [lo, hi]: the least and greatest y (M4's bucketing). */
function bucketExtremes(rows: readonly Record<string, number | string>[], lo: number, hi: number, buckets: number) {
  const out = new Map<number, [number, number]>();
  for (const row of rows) {
    const x = Number(row.ts);
    const y = Number(row.sum__m1);
    const b = Math.min(buckets - 1, Math.floor(((x - lo) * buckets) / Math.max(hi - lo, 1)));
    const seen = out.get(b);
    if (!seen) out.set(b, [y, y]);
    else out.set(b, [Math.min(seen[0], y), Math.max(seen[1], y)]);
  }
  return out;
}

describe('downsample computed in the SQL', () => {
  it('M4 on a 1M-point facts series: ≤ 4 rows per bucket, each bucket’s extremes as in the full series', async () => {
    const full = await chartData(byX(buildQuery(formData())));
    expect(full.rowcount).toBe(POINTS);
    expect(full).not.toHaveProperty('downsampled');
    expect(full.query).not.toContain('loupe_extremes');

    const down = await chartData(byX(buildQuery(formData(), { downsample: { width: WIDTH, method: 'm4' } })));
    const buckets = Math.floor((2 * WIDTH) / 4);
    expect(down.query).toContain('arg_max');
    expect(down.colnames).toEqual(['ts', 'sum__m1']);
    expect(down.downsampled).toEqual({ method: 'm4', from_rows: POINTS });
    expect(down.rowcount).toBeLessThanOrEqual(4 * buckets);
    expect(down.rowcount).toBeGreaterThan(buckets);

    const xs = full.data.map((r) => Number(r.ts));
    const [lo, hi] = range(xs);
    const downXs = down.data.map((r) => Number(r.ts));
    expect(downXs).toEqual([...downXs].sort((a, b) => a - b));
    expect(downXs[0]).toBe(lo);
    expect(downXs[downXs.length - 1]).toBe(hi);
    const fullBuckets = bucketExtremes(full.data, lo, hi, buckets);
    const downBuckets = bucketExtremes(down.data, lo, hi, buckets);
    expect(downBuckets.size).toBe(fullBuckets.size);
    for (const [b, extremes] of fullBuckets) expect(downBuckets.get(b), `bucket ${b}`).toEqual(extremes);
    // Every kept row is a row of the full series, values unchanged.
    const yAt = new Map(full.data.map((r) => [Number(r.ts), Number(r.sum__m1)]));
    for (const row of down.data) expect(Number(row.sum__m1)).toBe(yAt.get(Number(row.ts)));
  }, 600_000);

  it('LTTB (the default) runs on the SQL’s M4 rows: 2 × width points, the global extremes kept', async () => {
    const full = await chartData(buildQuery(formData({ row_limit: 200_000 })));
    const down = await chartData(buildQuery(formData({ row_limit: 200_000 }), { downsample: { width: WIDTH } }));
    expect(down.query).toContain('arg_min');
    expect(down.downsampled).toEqual({ method: 'lttb', from_rows: 200_000 });
    expect(down.rowcount).toBe(2 * WIDTH);
    const ys = (rows: Entry['data']) => rows.map((r) => Number(r.sum__m1));
    expect(range(ys(down.data))).toEqual(range(ys(full.data)));
  }, 600_000);

  it('falls back to the in-memory op when a rule before it changes values (rolling), same answer shape', async () => {
    const fd = formData({ row_limit: 50_000, rolling_type: 'mean', rolling_periods: 3 });
    const down = await chartData(buildQuery(fd, { downsample: { width: WIDTH, method: 'm4' } }));
    expect(down.query).not.toContain('loupe_extremes');
    expect(down.downsampled).toEqual({ method: 'm4', from_rows: 50_000 });
    expect(down.rowcount).toBeLessThanOrEqual(2 * WIDTH);
  }, 600_000);

  it('series columns: every series kept at the same x values (aligned after the pivot)', async () => {
    const fd = formData({ row_limit: 100_000, groupby: ['cat1'] });
    const down = await chartData(buildQuery(fd, { downsample: { width: WIDTH, method: 'm4' } }));
    expect(down.query).toContain('arg_max');
    expect(down.downsampled?.method).toBe('m4');
    expect(down.rowcount).toBeLessThanOrEqual(2 * WIDTH);
    expect(down.colnames[0]).toBe('ts');
    expect(down.colnames.length).toBeGreaterThan(2);
  }, 600_000);
});
