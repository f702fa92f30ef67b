import type { QueryDatasource } from '../datasource-provider.ts';

type Raw = Record<string, unknown>;
const isTemporalRange = (f: unknown): f is Raw =>
  typeof f === 'object' && f !== null && String((f as Raw).op).toUpperCase() === 'TEMPORAL_RANGE';

/**
 * Superset's QueryContextFactory adjustments (reference §3.5, step 1; step 2 is the compiler's
 * normalizeQueryObject): when a query has a `granularity` (a native "time column" filter) and the
 * chart's x-axis is a temporal column of the dataset, the x-axis column becomes the granularity
 * column (adhoc: sqlExpression and label rewritten), pivot indexes follow, and the time filter on
 * the old axis is removed (the compiler filters the granularity column by `time_range` instead).
 * Without a temporal x-axis, the first TEMPORAL_RANGE filter on a named column is removed.
 * The time range of a removed filter is kept as the query's `time_range` when it has none.
 */
export function applyGranularity(input: Raw, formData: Raw | null, ds: QueryDatasource): Raw {
  const granularity = [input.granularity, input.granularity_sqla].find((g) => typeof g === 'string' && g !== '') as
    string | undefined;
  if (!granularity) return input;
  const qo: Raw = { ...input };
  const xAxis = formData?.x_axis;
  const temporal = new Set(ds.columns.filter((c) => c.is_dttm).map((c) => c.column_name));
  let filterToRemove: string | null = null;

  if (typeof xAxis === 'string' && temporal.has(xAxis)) {
    filterToRemove = xAxis;
    const columns = Array.isArray(qo.columns) ? qo.columns : [];
    let replaced = false;
    qo.columns = columns.map((c) => {
      if (replaced) return c;
      if (c === xAxis) return ((replaced = true), granularity);
      if (typeof c === 'object' && c !== null && (c as Raw).sqlExpression === xAxis)
        return ((replaced = true), { ...(c as Raw), sqlExpression: granularity, label: granularity });
      return c;
    });
    if (replaced && Array.isArray(qo.post_processing)) {
      qo.post_processing = qo.post_processing.map((p) => {
        if (typeof p !== 'object' || p === null || (p as Raw).operation !== 'pivot') return p;
        return { ...(p as Raw), options: { ...((p as Raw).options as Raw | undefined), index: [granularity] } };
      });
    }
  }
  const filters = Array.isArray(qo.filters) ? qo.filters : [];
  if (!filterToRemove) {
    const first = filters.find((f) => isTemporalRange(f) && typeof f.col === 'string');
    if (first) filterToRemove = (first as Raw).col as string;
  }
  if (filterToRemove) {
    const removed = filters.find((f) => isTemporalRange(f) && (f as Raw).col === filterToRemove) as Raw | undefined;
    if (!qo.time_range && removed && typeof removed.val === 'string' && removed.val) qo.time_range = removed.val;
    qo.filters = filters.filter((f) => typeof f !== 'object' || f === null || (f as Raw).col !== filterToRemove);
  }
  return qo;
}
