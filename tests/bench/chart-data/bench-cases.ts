/**
 * The benchmark's queries on `facts` (5M rows: ts, cat1/cat2/cat3 with 10/100/1000 skewed values,
 * m1, m2), as Superset's client sends them (reference §3.3): one QueryObject per case, no
 * post-processing, so the API and the driver run exactly the same statement.
 */
export interface BenchCase {
  name: string;
  /** Aggregates aim at ≤ 1.10 API/driver, raw rows at ≤ 1.25. */
  kind: 'aggregate' | 'raw';
  query: Record<string, unknown>;
}

const xAxis = (grain: string) => ({
  columnType: 'BASE_AXIS',
  sqlExpression: 'ts',
  label: 'ts',
  expressionType: 'SQL',
  isColumnReference: true,
  timeGrain: grain,
});
const noFilter = { col: 'ts', op: 'TEMPORAL_RANGE', val: 'No filter' };

export const BENCH_CASES: BenchCase[] = [
  {
    name: 'day buckets',
    kind: 'aggregate',
    query: {
      columns: [xAxis('P1D')],
      metrics: ['count', 'sum__m1'],
      filters: [noFilter],
      orderby: [[xAxis('P1D'), true]],
      row_limit: 10_000,
    },
  },
  {
    name: 'top-10 series limit',
    kind: 'aggregate',
    query: {
      columns: [xAxis('P1W'), 'cat3'],
      metrics: ['sum__m1'],
      filters: [noFilter],
      series_columns: ['cat3'],
      series_limit: 10,
      series_limit_metric: 'sum__m1',
      order_desc: true,
      orderby: [['sum__m1', false]],
      row_limit: 10_000,
    },
  },
  {
    name: 'count distinct',
    kind: 'aggregate',
    query: {
      columns: ['cat1'],
      metrics: [
        {
          expressionType: 'SIMPLE',
          aggregate: 'COUNT_DISTINCT',
          column: { column_name: 'cat3' },
          label: 'COUNT_DISTINCT(cat3)',
        },
        {
          expressionType: 'SIMPLE',
          aggregate: 'COUNT_DISTINCT',
          column: { column_name: 'cat2' },
          label: 'COUNT_DISTINCT(cat2)',
        },
      ],
      filters: [noFilter],
      orderby: [['cat1', true]],
      row_limit: 100,
    },
  },
  {
    name: 'filtered range',
    kind: 'aggregate',
    query: {
      columns: ['cat2'],
      metrics: ['count', 'avg__m1'],
      time_range: 'Last year',
      filters: [
        { col: 'ts', op: 'TEMPORAL_RANGE', val: 'Last year' },
        { col: 'cat1', op: 'IN', val: ['Alpha', 'Bravo', 'Charlie'] },
        { col: 'm2', op: '>=', val: 2 },
      ],
      orderby: [['count', false]],
      row_limit: 1000,
    },
  },
  {
    name: '10k raw rows',
    kind: 'raw',
    query: {
      columns: ['ts', 'cat1', 'cat2', 'cat3', 'm1', 'm2'],
      filters: [noFilter],
      orderby: [],
      row_limit: 10_000,
    },
  },
];
