import { buildQueryContext, type QueryFormData, type QueryFormMetric } from '../../core/viz/index.ts';

/**
 * Superset's plugin-chart-word-cloud/src/plugin/buildQuery.ts: the `series` column (a groupby
 * alias) and the metric, ordered by the metric when sort_by_metric.
 */
export default function buildQuery(formData: QueryFormData) {
  const { metric, sort_by_metric } = formData;
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      ...(sort_by_metric && metric
        ? { orderby: [[metric as QueryFormMetric, false] as [QueryFormMetric, boolean]] }
        : {}),
    },
  ]);
}
