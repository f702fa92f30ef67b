import type { QueryContext, QueryFormData, QueryFormColumn } from '../../core/viz/index.ts';
import { buildQueryContext, ensureIsArray } from '../../core/viz/index.ts';

// Superset Waterfall/buildQuery.ts: x-axis (or the legacy granularity) then the breakdown, both
// ascending; buildQueryContext turns the x-axis into its BASE_AXIS column.
export default function buildQuery(formData: QueryFormData): QueryContext {
  const columns: QueryFormColumn[] = [
    ...ensureIsArray((formData.x_axis || formData.granularity_sqla) as QueryFormColumn | undefined),
    ...ensureIsArray(formData.groupby),
  ];
  return buildQueryContext(formData, (baseQueryObject) => [
    { ...baseQueryObject, columns, orderby: columns.map((column) => [column, true] as [QueryFormColumn, boolean]) },
  ]);
}
