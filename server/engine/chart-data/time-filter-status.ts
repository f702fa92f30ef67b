import type { QueryDatasource } from '../datasource-provider.ts';

export type FilterStatus = { column: string };
export type RejectedStatus = { column: string; reason: 'not_in_datasource' | 'no_temporal_column' };

/**
 * Superset's get_time_filter_status: a dashboard's time extras (`applied_time_extras`:
 * `__time_col`, `__time_grain`, `__time_range`) are reported applied when the datasource has the
 * time column / any temporal column, else rejected with the reason.
 */
export function timeFilterStatus(
  extras: unknown,
  ds: QueryDatasource,
): { applied: FilterStatus[]; rejected: RejectedStatus[] } {
  const applied: FilterStatus[] = [];
  const rejected: RejectedStatus[] = [];
  if (typeof extras !== 'object' || extras === null || Array.isArray(extras)) return { applied, rejected };
  const e = extras as Record<string, unknown>;
  const temporal = new Set(ds.columns.filter((c) => c.is_dttm).map((c) => c.column_name));
  const timeCol = e.__time_col;
  if (timeCol) {
    if (typeof timeCol === 'string' && temporal.has(timeCol)) applied.push({ column: '__time_col' });
    else rejected.push({ reason: 'not_in_datasource', column: '__time_col' });
  }
  for (const key of ['__time_grain', '__time_range']) {
    if (!(key in e)) continue;
    if (temporal.size) applied.push({ column: key });
    else rejected.push({ reason: 'no_temporal_column', column: key });
  }
  return { applied, rejected };
}
