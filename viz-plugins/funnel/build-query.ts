import { buildQueryContext } from '../../core/viz/index.ts';
import type { QueryContext, QueryFormData } from '../../core/viz/index.ts';

/** Superset's plugin-chart-echarts/src/Funnel/buildQuery.ts: ordered by the metric when `sort_by_metric`. */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const { metric, sort_by_metric } = formData;
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      ...(sort_by_metric && metric ? { orderby: [[metric, false]] } : {}),
    },
  ]);
}
