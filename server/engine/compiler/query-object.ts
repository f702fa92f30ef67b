/**
 * Superset's QueryObject (reference §3.3) as the compiler reads it, after normalizeQueryObject has
 * applied the deprecated aliases and the backend's adjustments (§3.5).
 */

/** An ISO-8601 time grain code (§4.3), e.g. `P1D`, `PT15M`, `1969-12-28T00:00:00Z/P1W`. */
export type TimeGrain = string;

export interface AdhocColumn {
  /** Result column name; defaults to `sqlExpression`. */
  label?: string;
  /** A column name when `isColumnReference`, otherwise free SQL. */
  sqlExpression: string;
  expressionType?: 'SQL';
  isColumnReference?: boolean;
  columnType?: 'BASE_AXIS' | 'SERIES';
  /** Applied when `columnType` is BASE_AXIS and the column is temporal. */
  timeGrain?: TimeGrain | null;
  hasCustomLabel?: boolean;
  optionName?: string;
}

/** A dataset column name or an adhoc column. */
export type Column = string | AdhocColumn;

export const AGGREGATES = ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM'] as const;
export type Aggregate = (typeof AGGREGATES)[number];

export interface AdhocMetricSimple {
  expressionType: 'SIMPLE';
  aggregate: Aggregate;
  column: { column_name: string; type?: string | null; [key: string]: unknown };
  label?: string;
  hasCustomLabel?: boolean;
  optionName?: string;
}

export interface AdhocMetricSql {
  expressionType: 'SQL';
  sqlExpression: string;
  label?: string;
  hasCustomLabel?: boolean;
  optionName?: string;
}

export type AdhocMetric = AdhocMetricSimple | AdhocMetricSql;

/** A saved metric name or an adhoc metric. */
export type Metric = string | AdhocMetric;

export interface QueryObjectFilter {
  col: Column;
  /** One of FILTER_OPERATORS, matched case-insensitively. */
  op: string;
  val?: unknown;
  /** Truncate the column with this grain before comparing (drill and cross filters). */
  grain?: TimeGrain | null;
  isExtra?: boolean;
}

export interface QueryObjectExtras {
  where?: string;
  having?: string;
  time_grain_sqla?: TimeGrain | null;
  relative_start?: string;
  relative_end?: string;
  [key: string]: unknown;
}

export type OrderBy = [Column | Metric, boolean];

export interface QueryObject {
  columns: Column[];
  /** `null` = raw records (no GROUP BY); `[]` with columns = GROUP BY without aggregates. */
  metrics: Metric[] | null;
  orderby: OrderBy[];
  filters: QueryObjectFilter[];
  extras: QueryObjectExtras;
  time_range: string | null;
  /** Temporal column of the legacy time filter and of `__timestamp`. */
  granularity: string | null;
  /** Legacy: add `__timestamp` built from `granularity` and `extras.time_grain_sqla`. */
  is_timeseries: boolean;
  /** `null` or 0 means the default limit. */
  row_limit: number | null;
  row_offset: number;
  order_desc: boolean;
  series_columns: Column[];
  series_limit: number;
  series_limit_metric: Metric | null;
  is_rowcount: boolean;
  /** Keys the compiler does not read (post_processing, time_offsets, annotation_layers…), kept as sent. */
  passthrough: Record<string, unknown>;
}

/** The label Superset gives the legacy time column. */
export const DTTM_ALIAS = '__timestamp';

export function isAdhocColumn(c: unknown): c is AdhocColumn {
  return (
    typeof c === 'object' && c !== null && typeof (c as AdhocColumn).sqlExpression === 'string' && !('aggregate' in c)
  );
}

export function isAdhocMetric(m: unknown): m is AdhocMetric {
  if (typeof m !== 'object' || m === null) return false;
  const t = (m as { expressionType?: unknown }).expressionType;
  return t === 'SIMPLE' || t === 'SQL';
}

/** A column's result label (Superset's get_column_name). */
export function columnLabel(c: Column): string {
  return typeof c === 'string' ? c : c.label || c.sqlExpression;
}

/** A metric's result label (Superset's get_metric_name). */
export function metricLabel(m: Metric): string {
  if (typeof m === 'string') return m;
  if (m.label) return m.label;
  return m.expressionType === 'SIMPLE' ? `${m.aggregate}(${m.column?.column_name ?? ''})` : m.sqlExpression;
}
