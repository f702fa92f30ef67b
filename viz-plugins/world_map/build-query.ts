import { buildQueryContext, getMetricLabel, type QueryFormData } from '../../core/viz/index.ts';
import type { QueryFormColumn, QueryFormMetric } from '../../core/viz/index.ts';

/**
 * Superset's legacy-plugin-chart-world-map/src/buildQuery.ts (WorldMapViz.query_obj): grouped by
 * the country column, the metric and the bubble-size metric when different, ordered by the metric
 * when sort_by_metric.
 */
export default function buildQuery(formData: QueryFormData) {
  const entity = formData.entity as QueryFormColumn | undefined;
  const metric = formData.metric as QueryFormMetric | undefined;
  const secondary = formData.secondary_metric as QueryFormMetric | undefined;
  const metrics: QueryFormMetric[] = metric ? [metric] : [];
  if (secondary && (!metric || getMetricLabel(secondary) !== getMetricLabel(metric))) metrics.push(secondary);
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns: entity ? [entity] : [],
      metrics,
      orderby: formData.sort_by_metric && metric ? [[metric, false]] : undefined,
    },
  ]);
}
