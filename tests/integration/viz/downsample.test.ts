import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildQueryContext,
  downsampleOperator,
  flattenOperator,
  pivotOperator,
  type DownsampleRequest,
  type QueryFormData,
} from '../../../core/viz/index.ts';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';

/**
 * Issue 12 point 4: a Loupe client asking for a downsampled series gets at most twice the chart's
 * width in points and an answer that says so; a request without the operation (every Superset
 * client) gets the whole series, unmarked. The query contexts are built with the viz SDK, as a
 * line chart's buildQuery does.
 */
let h: BootedLoupe;
let admin: ApiClient;
let datasetId: number;
const ROWS = 100_000;
const WIDTH = 500;

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  admin = await h.login();
  const dbs = await admin.get<{ result: { id: number; database_name: string }[] }>('/api/v1/database/');
  const examples = dbs.body.result.find((d) => d.database_name === 'examples')!.id;
  const created = await admin.post<{ id: number }>('/api/v1/dataset/', {
    database: examples,
    schema: 'main',
    table_name: 'hundred_k_series',
    sql:
      "SELECT TIMESTAMP '2020-01-01' + i * INTERVAL 1 MINUTE AS ts, " +
      'sin(i / 700.0) + CASE WHEN i = 61234 THEN 50 ELSE 0 END AS v FROM range(' +
      ROWS +
      ') t(i)',
  });
  if (created.status !== 201) throw new Error(`dataset: ${created.status} ${created.text}`);
  datasetId = created.body.id;
}, 180_000);
afterAll(() => h?.close());

interface Entry {
  rowcount: number;
  colnames: string[];
  data: Record<string, number>[];
  downsampled?: { method: string; from_rows: number };
}

function lineContext(downsample?: DownsampleRequest) {
  const formData: QueryFormData = {
    datasource: `${datasetId}__table`,
    viz_type: 'echarts_timeseries_line',
    x_axis: 'ts',
    metrics: [{ expressionType: 'SQL', sqlExpression: 'SUM(v)', label: 'v' }],
    row_limit: ROWS,
    force: true,
  };
  return buildQueryContext(formData, (base) => {
    const query = { ...base, columns: ['ts'], series_columns: [], orderby: [['ts', true]] as [string, boolean][] };
    return [
      {
        ...query,
        post_processing: [pivotOperator(formData, query), flattenOperator(), downsampleOperator(formData, downsample)],
      },
    ];
  });
}

const chartData = (body: unknown) => admin.post<{ result: Entry[] }>('/api/v1/chart/data', body);

describe('downsampled chart data', () => {
  it('without the operation: the whole series, no downsampled mark', async () => {
    const res = await chartData(lineContext());
    expect(res.status, res.text).toBe(200);
    const entry = res.body.result[0]!;
    expect(entry.rowcount).toBe(ROWS);
    expect(entry).not.toHaveProperty('downsampled');
  }, 60_000);

  for (const method of ['lttb', 'm4'] as const) {
    it(`${method}: at most 2 × width points, ordered, the spike kept, and the answer says so`, async () => {
      const res = await chartData(lineContext({ width: WIDTH, method }));
      expect(res.status, res.text).toBe(200);
      const entry = res.body.result[0]!;
      expect(entry.colnames).toEqual(['ts', 'v']);
      expect(entry.rowcount).toBeLessThanOrEqual(2 * WIDTH);
      expect(entry.rowcount).toBeGreaterThan(WIDTH / 2);
      expect(entry.data).toHaveLength(entry.rowcount);
      expect(entry.downsampled).toEqual({ method, from_rows: ROWS });
      const xs = entry.data.map((r) => r.ts!);
      expect(xs).toEqual([...xs].sort((a, b) => a - b));
      expect(xs[0]).toBe(Date.UTC(2020, 0, 1));
      expect(Math.max(...entry.data.map((r) => r.v!))).toBeGreaterThan(49);
    }, 60_000);
  }
});
