import { buildQueryContext, type QueryFormData } from '../../core/viz/index.ts';
import type { QueryFormColumn, QueryFormMetric } from '../../core/viz/index.ts';

/**
 * Superset 4.x/5.x plugin-chart-echarts/src/Sankey/buildQuery.ts: the source and target columns as
 * `groupby` (the backend folds it into columns), ordered by the metric when sort_by_metric.
 */
export default function buildQuery(formData: QueryFormData) {
  const { metric, sort_by_metric, source, target } = formData;
  const groupby = [source, target] as QueryFormColumn[];
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      groupby,
      ...(sort_by_metric ? { orderby: [[metric as QueryFormMetric, false] as [QueryFormMetric, boolean]] } : {}),
    },
  ]);
}
