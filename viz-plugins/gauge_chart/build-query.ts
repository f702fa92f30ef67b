import { buildQueryContext } from '../../core/viz/index.ts';
import type { QueryContext, QueryFormData } from '../../core/viz/index.ts';

/**
 * Superset's plugin-chart-echarts/src/Gauge/buildQuery.ts: the base query object plus a `groupby`
 * key (always sent, [] when unset) and the metric order when `sort_by_metric`.
 */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const { metric, sort_by_metric } = formData;
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      groupby: formData.groupby || [],
      ...(sort_by_metric && metric ? { orderby: [[metric, false]] } : {}),
    },
  ]);
}
