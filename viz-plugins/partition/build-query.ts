import { buildQueryContext, ensureIsArray, getMetricLabel } from '../../core/viz/index.ts';
import type { QueryContext, QueryFormData, QueryFormMetric, QueryObject } from '../../core/viz/index.ts';

/**
 * Superset's legacy-plugin-chart-partition/src/buildQuery.ts (the legacy PartitionViz query): the
 * sort metric joins the metrics and orders descending when `order_desc`; a time series unless
 * `time_series_option` is 'not_time'.
 */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const { time_series_option, timeseries_limit_metric, order_desc } = formData;
  return buildQueryContext(formData, (baseQueryObject) => {
    let metrics: QueryFormMetric[] = ensureIsArray(baseQueryObject.metrics);
    const orderby: NonNullable<QueryObject['orderby']> = [];
    const sortByMetric = ensureIsArray(timeseries_limit_metric as QueryFormMetric | undefined)[0];
    if (sortByMetric) {
      const label = getMetricLabel(sortByMetric);
      if (!metrics.some((metric) => getMetricLabel(metric) === label)) metrics = [...metrics, sortByMetric];
      if (order_desc) orderby.push([sortByMetric, !order_desc]);
    }
    return [
      {
        ...baseQueryObject,
        metrics,
        is_timeseries: ((time_series_option as string | undefined) ?? 'not_time') !== 'not_time',
        orderby: orderby.length > 0 ? orderby : undefined,
      },
    ];
  });
}
