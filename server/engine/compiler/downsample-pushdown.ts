import { GenericDataType, genericTypeOf } from '../connectors/connector.ts';
import type { ResolvedColumn } from './columns.ts';
import type { CompileContext } from './compile-context.ts';
import type { ResolvedMetric } from './metrics.ts';
import type { QueryObject } from './query-object.ts';
import { columnLabel } from './query-object.ts';
import { Sql } from './sql-fragment.ts';

/** What the chart-data runner asks: M4 buckets over the x-axis column, computed in the engine. */
export interface DownsamplePushdownRequest {
  /** The x-axis column's label (the downsample rule's `x`). */
  x: string;
  /** Equal-width buckets over the x range (pixel columns). */
  buckets: number;
}

/** The alias of the extra last result column: the series' distinct x count before thinning. */
export const FROM_ROWS_ALIAS = '__loupe_downsample_from_rows';

/**
 * Whether M4 can run in this query's SQL: DuckDB (its arg_min/arg_max), an aggregate query whose
 * columns are the x-axis (a temporal BASE_AXIS / `__timestamp` holding timestamps) and series
 * columns only, so each (x, series) is one row and keeping whole rows is what the in-memory
 * operation does after the pivot. Otherwise the rows go to the post-processing op as before.
 */
export function pushdownApplies(
  ctx: CompileContext,
  qo: QueryObject,
  columns: readonly ResolvedColumn[],
  metrics: readonly ResolvedMetric[],
  request: DownsamplePushdownRequest,
): ResolvedColumn | null {
  if (ctx.dialect !== 'duckdb' || qo.is_rowcount || qo.metrics === null || metrics.length === 0) return null;
  if (!Number.isSafeInteger(request.buckets) || request.buckets < 1) return null;
  const x = columns.find((c) => c.label === request.x);
  if (!x || !x.baseAxis || !x.temporal) return null;
  const storedTimestamps =
    x.grained ||
    (x.dataset !== null &&
      !x.dataset.python_date_format &&
      x.dataset.type !== null &&
      genericTypeOf(ctx.dialect, x.dataset.type) === GenericDataType.TEMPORAL);
  if (!storedTimestamps) return null;
  const series = new Set(qo.series_columns.map(columnLabel));
  return columns.every((c) => c === x || series.has(c.label)) ? x : null;
}

/**
 * The query wrapped in M4 (Jugel et al. 2014): the x range cut into `buckets` equal-width buckets,
 * and per bucket and series the rows at the first and last x and at each metric's minimum and
 * maximum; every row at a kept x is returned (so series stay aligned), ordered by x, with the
 * base query's distinct x count as a last column (FROM_ROWS_ALIAS). The base query (filters,
 * order, row limit) is unchanged inside.
 */
export function m4Statement(
  ctx: CompileContext,
  base: Sql,
  aliases: { x: string; series: readonly string[]; metrics: readonly string[]; all: readonly string[] },
  buckets: number,
): Sql {
  const q = ctx.spec.quote;
  const x = q(aliases.x);
  const epoch = (col: string) => `epoch_ms(CAST(${col} AS TIMESTAMP))`;
  const groupBy = ['loupe_bucket', ...aliases.series.map(q)].join(', ');
  const keys = [
    `MIN(${x})`,
    `MAX(${x})`,
    ...aliases.metrics.flatMap((m) => [`arg_min(${x}, ${q(m)})`, `arg_max(${x}, ${q(m)})`]),
  ];
  const extremes = keys.map((k, i) => `${k} AS k${i}`).join(', ');
  const kept = keys
    .map((_, i) => `SELECT k${i} AS x FROM loupe_extremes WHERE k${i} IS NOT NULL`)
    .join('\n  UNION\n  ');
  return Sql.concat(
    // Materialized: computed once for its three readers, and the same rows for each (a row limit
    // cutting through ties in ORDER BY could otherwise keep different rows in each).
    'WITH loupe_base AS MATERIALIZED (\n',
    base,
    '\n),\nloupe_span AS (\n',
    `  SELECT MIN(${epoch(x)}) AS lo, MAX(${epoch(x)}) AS hi, COUNT(DISTINCT ${x}) AS n FROM loupe_base\n`,
    '),\nloupe_bucketed AS (\n',
    `  SELECT b.*, LEAST(${buckets - 1}, CAST(FLOOR((${epoch(`b.${x}`)} - s.lo) * ${buckets} / GREATEST(s.hi - s.lo, 1)) AS BIGINT)) AS loupe_bucket\n`,
    '  FROM loupe_base AS b, loupe_span AS s\n',
    '),\nloupe_extremes AS (\n',
    `  SELECT ${extremes}\n  FROM loupe_bucketed\n  GROUP BY ${groupBy}\n`,
    '),\nloupe_kept AS (\n  ',
    kept,
    '\n)\n',
    `SELECT ${aliases.all.map((a) => `b.${q(a)}`).join(', ')}, s.n AS ${q(FROM_ROWS_ALIAS)}\n`,
    'FROM loupe_base AS b, loupe_span AS s\n',
    `WHERE b.${x} IN (SELECT x FROM loupe_kept)\n`,
    `ORDER BY b.${x}`,
  );
}
