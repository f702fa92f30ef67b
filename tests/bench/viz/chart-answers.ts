// The chart-data answers the bench draws: real POST /api/v1/chart/data on a booted Loupe with the
// examples, the query contexts built by the plugins' own buildQuery (as the web client builds them).
import { gzipSync } from 'node:zlib';
import { tableFromIPC } from 'apache-arrow';
import type { QueryContext, QueryFormData } from '../../../core/viz/index.ts';
import { DEFAULT_CHART_DATA_SETTINGS, IChartDataSettings } from '../../../server/engine/chart-data/index.ts';
import type { ServerPlugin, ServerProvider } from '../../../server/host/server-plugin.ts';
import { SERVER_PLUGINS } from '../../../server/plugins.ts';
import linePlugin from '../../../viz-plugins/echarts_timeseries_line/index.ts';
import tablePlugin from '../../../viz-plugins/table/index.ts';
import { timedPost } from '../chart-data/bench-http.ts';
import type { ApiClient } from '../../harness/api-client.ts';

/** The cap on a chart query's rows for the bench (Superset's SQL_MAX_ROW; Loupe's default is 100k). */
export const BENCH_MAX_ROWS = 1_000_000;

/**
 * The server plugins with the chart-data row cap raised to BENCH_MAX_ROWS, so a 1M-point answer can
 * be asked for (the explore plugin's IChartDataSettings provider replaced; nothing else changes).
 */
export function benchServerPlugins(): ServerPlugin[] {
  return SERVER_PLUGINS.map((p) => {
    const providers = p.server?.providers;
    if (!providers?.some((x) => typeof x === 'object' && x.provide === IChartDataSettings)) return p;
    const patched: ServerProvider[] = providers.map((x) =>
      typeof x === 'object' && x.provide === IChartDataSettings
        ? { provide: IChartDataSettings, useValue: { ...DEFAULT_CHART_DATA_SETTINGS, maxRowLimit: BENCH_MAX_ROWS } }
        : x,
    );
    return { ...p, server: { ...p.server, providers: patched } };
  });
}

const everything = {
  expressionType: 'SIMPLE',
  subject: 'ts',
  operator: 'TEMPORAL_RANGE',
  comparator: 'No filter',
  clause: 'WHERE',
};

/** A line chart of SUM(m1) over `ts` without a time grain: one point per facts row, `points` rows. */
export function lineFormData(datasetId: number, points: number): QueryFormData {
  return {
    datasource: `${datasetId}__table`,
    viz_type: 'echarts_timeseries_line',
    x_axis: 'ts',
    metrics: ['sum__m1'],
    groupby: [],
    adhoc_filters: [everything],
    row_limit: points,
    order_desc: true,
    truncate_metric: true,
    show_legend: false,
    rich_tooltip: true,
    y_axis_format: 'SMART_NUMBER',
    x_axis_time_format: 'smart_date',
  } as QueryFormData;
}

/** The raw-records table of 10k facts rows (every column), all rows on one scrolling page. */
export function tableFormData(datasetId: number, rows: number): QueryFormData {
  return {
    datasource: `${datasetId}__table`,
    viz_type: 'table',
    query_mode: 'raw',
    all_columns: ['ts', 'cat1', 'cat2', 'cat3', 'm1', 'm2'],
    adhoc_filters: [everything],
    row_limit: rows,
    server_pagination: false,
    page_length: 0,
    include_search: false,
    order_by_cols: [],
  } as QueryFormData;
}

export async function lineQuery(formData: QueryFormData, downsampleWidth?: number): Promise<QueryContext> {
  const build = (await linePlugin.buildQuery()).default;
  return build(formData, downsampleWidth ? { downsample: { width: downsampleWidth } } : undefined);
}

export async function tableQuery(formData: QueryFormData): Promise<QueryContext> {
  return (await tablePlugin.buildQuery()).default(formData);
}

export interface Answer {
  /** The answer as the server sent it: JSON text, or the Arrow IPC stream (`result_format: "arrow"`). */
  body: Buffer;
  gzipBytes: number;
  rows: number;
  fromRows: number | null;
  ms: number;
}

/**
 * POSTs a query context to /api/v1/chart/data (force: true) and keeps the answer's bytes: as JSON
 * (Superset's client), or as Arrow, as Loupe's chart host asks for a plugin that reads columns.
 */
export async function fetchAnswer(
  baseUrl: string,
  admin: ApiClient,
  qc: QueryContext,
  format: 'json' | 'arrow' = 'json',
): Promise<Answer> {
  const headers = {
    accept: format === 'arrow' ? 'application/vnd.apache.arrow.stream' : 'application/json',
    authorization: `Bearer ${admin.token}`,
    cookie: admin.cookieHeader(),
    'x-csrftoken': await admin.csrfToken(),
  };
  const body = format === 'arrow' ? { ...qc, force: true, result_format: 'arrow' } : { ...qc, force: true };
  const res = await timedPost(`${baseUrl}/api/v1/chart/data`, headers, body);
  if (res.status !== 200) throw new Error(`POST /api/v1/chart/data: ${res.status} ${res.text.slice(0, 400)}`);
  if (format === 'arrow') {
    const table = tableFromIPC(res.bytes);
    const meta = JSON.parse(table.schema.metadata.get('loupe.query_result') ?? '{}') as {
      downsampled?: { from_rows: number } | null;
    };
    return {
      body: res.bytes,
      gzipBytes: gzipSync(res.bytes).length,
      rows: table.numRows,
      fromRows: meta.downsampled?.from_rows ?? null,
      ms: res.ms,
    };
  }
  const r = (
    JSON.parse(res.text) as {
      result: {
        rowcount: number;
        data: unknown[];
        error?: string | null;
        downsampled?: { from_rows: number } | null;
      }[];
    }
  ).result[0]!;
  if (r.error) throw new Error(`chart data error: ${r.error}`);
  return {
    body: res.bytes,
    gzipBytes: gzipSync(res.bytes).length,
    rows: r.data.length,
    fromRows: r.downsampled?.from_rows ?? null,
    ms: res.ms,
  };
}
