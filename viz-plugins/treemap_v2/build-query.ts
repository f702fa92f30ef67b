import { buildQueryContext } from '../../core/viz/index.ts';
import type { QueryContext, QueryFormData, QueryObject } from '../../core/viz/index.ts';

/**
 * Superset's plugin-chart-echarts/src/Treemap/buildQuery.ts: the metric descending (when
 * `sort_by_metric`), then every groupby column ascending, and only when a row limit applies.
 */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const { metric, sort_by_metric, groupby, row_limit } = formData;
  const columns = groupby ?? [];
  const orderby: NonNullable<QueryObject['orderby']> = [];
  if (sort_by_metric && metric) orderby.push([metric, false]);
  for (const column of columns) orderby.push([column, true]);
  const applyOrderBy = row_limit !== undefined && row_limit !== null && row_limit !== 0;
  return buildQueryContext(formData, (baseQueryObject) => [
    { ...baseQueryObject, ...(applyOrderBy && orderby.length > 0 ? { orderby } : {}) },
  ]);
}
