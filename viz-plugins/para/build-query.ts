import { buildQueryContext, ensureIsArray, getMetricLabel } from '../../core/viz/index.ts';
import type { QueryContext, QueryFormData, QueryFormMetric, QueryObject } from '../../core/viz/index.ts';

/**
 * Superset's legacy-plugin-chart-parallel-coordinates/src/buildQuery.ts: grouped by `series`, all
 * metrics (with `secondary_metric`), the sort metric added and ordered descending when `order_desc`.
 */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const { timeseries_limit_metric, order_desc } = formData;
  return buildQueryContext(formData, (baseQueryObject) => {
    let metrics: QueryFormMetric[] = ensureIsArray(baseQueryObject.metrics);
    const orderby: NonNullable<QueryObject['orderby']> = [];
    const sortByMetric = ensureIsArray(timeseries_limit_metric as QueryFormMetric | undefined)[0];
    if (sortByMetric) {
      const label = getMetricLabel(sortByMetric);
      if (!metrics.some((metric) => getMetricLabel(metric) === label)) metrics = [...metrics, sortByMetric];
      if (order_desc) orderby.push([sortByMetric, !order_desc]);
    }
    return [{ ...baseQueryObject, metrics, orderby: orderby.length > 0 ? orderby : undefined }];
  });
}
