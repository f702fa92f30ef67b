import type { DatasourceRef } from '../datasource-provider.ts';

/** Superset's ChartDataResultType (reference §3.2). */
export const RESULT_TYPES = [
  'full',
  'samples',
  'query',
  'results',
  'columns',
  'post_processed',
  'timegrains',
  'drill_detail',
] as const;
export type ResultType = (typeof RESULT_TYPES)[number];

/** Superset's formats, plus `arrow` (Apache Arrow IPC stream) for Loupe's own clients. */
export const RESULT_FORMATS = ['json', 'csv', 'xlsx', 'arrow'] as const;
export type ResultFormat = (typeof RESULT_FORMATS)[number];

/** The body of POST /api/v1/chart/data once validated. Query objects stay raw until compiled. */
export interface QueryContext {
  datasource: DatasourceRef;
  force: boolean;
  queries: Record<string, unknown>[];
  form_data: Record<string, unknown> | null;
  result_format: ResultFormat;
  result_type: ResultType;
  custom_cache_timeout: number | null;
}
