import { buildQueryContext } from '../../core/viz/index.ts';
import type { QueryContext, QueryFormData } from '../../core/viz/index.ts';

/**
 * Superset's plugin-chart-echarts/src/Pie/buildQuery.ts (4.x/5.0, the version the captured
 * reference/query-contexts/05_pie_states.json came from): the base query object, ordered by the
 * metric descending when `sort_by_metric`. The "Other" slice's contributions are computed in
 * transformProps, so no post-processing is sent.
 */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const { metric, sort_by_metric } = formData;
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      ...(sort_by_metric && metric ? { orderby: [[metric, false]] } : {}),
    },
  ]);
}
