import type { Dialect } from './compile-dataset.ts';
import type { RejectedFilter } from './filters.ts';
import type { TimeBounds } from './time-filter.ts';

/** SQL with its bound values, in the dialect's placeholder style (`$1` PostgreSQL, `?` others). */
export interface BoundSql {
  sql: string;
  params: unknown[];
}

/**
 * How a compiled query runs: one statement, or (a series limit outside DuckDB) a pre-query for the top
 * series whose rows `mainQuery` binds into the main statement.
 */
export type QueryPlan =
  | { kind: 'single'; statement: BoundSql }
  | { kind: 'two-step'; seriesQuery: BoundSql; mainQuery: (seriesRows: readonly unknown[][]) => BoundSql };

export interface CompiledColumn {
  /** The result column name. */
  label: string;
  /** Its alias in the SQL: the label unless the engine cannot keep it (see assignAliases). */
  alias: string;
  kind: 'column' | 'metric';
  /** Values are timestamps (a BASE_AXIS or `__timestamp` column, a grain, or a temporal column). */
  temporal: boolean;
  /** The x-axis column (BASE_AXIS or the legacy `__timestamp`). */
  baseAxis: boolean;
}

export interface CompiledQuery {
  dialect: Dialect;
  /**
   * The SQL for display and cache keys: the statement of a single plan; for a two-step plan the
   * pre-query, then the main query with its series condition written as a comment (not runnable).
   */
  sql: string;
  /** The values bound into `sql` (for a two-step plan, the pre-query's then the main query's). */
  params: unknown[];
  plan: QueryPlan;
  /** Result columns in order. */
  columns: CompiledColumn[];
  labels: string[];
  columnLabels: string[];
  metricLabels: string[];
  temporalLabels: string[];
  rowLimit: number;
  rowOffset: number;
  isRowcount: boolean;
  appliedFilters: string[];
  rejectedFilters: RejectedFilter[];
  /** The query's `time_range` resolved (Superset's from_dttm/to_dttm); null without one. */
  timeRange: TimeBounds | null;
  /**
   * M4 runs in the SQL with this many x buckets (CompileOptions.downsample); the statement then
   * returns one more column after `columns`: the base query's distinct x count (runCompiledQuery
   * takes it off as `downsampleFromRows`). null when the query is compiled as asked.
   */
  downsampleBuckets?: number | null;
}
