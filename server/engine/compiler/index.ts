// The QueryObject → SQL compiler (see README.md).
export { compileQuery, type CompileOptions } from './compile-query.ts';
export { rlsConditions, type RlsClause } from './rls-conditions.ts';
export type { BoundSql, CompiledColumn, CompiledQuery, QueryPlan } from './compiled-query.ts';
export {
  DIALECTS,
  type CompileDataset,
  type CompileDatasetColumn,
  type CompileDatasetMetric,
  type Dialect,
} from './compile-dataset.ts';
export { normalizeQueryObject } from './normalize-query-object.ts';
export {
  AGGREGATES,
  DTTM_ALIAS,
  columnLabel,
  isAdhocColumn,
  isAdhocMetric,
  metricLabel,
  type AdhocColumn,
  type AdhocMetric,
  type AdhocMetricSimple,
  type AdhocMetricSql,
  type Aggregate,
  type Column,
  type Metric,
  type OrderBy,
  type QueryObject,
  type QueryObjectExtras,
  type QueryObjectFilter,
  type TimeGrain,
} from './query-object.ts';
export { QueryCompileError } from './query-compile-error.ts';
export { runCompiledQuery, type CompiledQueryResult, type RunOptions } from './run-compiled-query.ts';
export { assertSafeSql, SUBQUERY_MESSAGE, type SqlClause, type SqlSafetyOptions } from './sql-safety.ts';
export { FILTER_OPERATORS, type RejectedFilter } from './filters.ts';
export { TIME_GRAINS, applyTimeGrain, canonicalGrain, type TimeGrainCode } from './time-grains.ts';
export type { TimeBounds, TimeRangeResolver } from './time-filter.ts';
export type { SeriesLimitStrategy } from './dialects.ts';
