import { buildQueryContext, ensureIsArray } from '../../core/viz/index.ts';
import type { QueryContext, QueryFormData, QueryFormMetric, QueryObject } from '../../core/viz/index.ts';

/**
 * Superset's plugin-chart-echarts/src/Radar/buildQuery.ts: ordered by the series-limit metric, else
 * by the first metric, always descending.
 */
export default function buildQuery(formData: QueryFormData): QueryContext {
  const sortByMetric = ensureIsArray(formData.series_limit_metric as QueryFormMetric | undefined)[0];
  return buildQueryContext(formData, (baseQueryObject) => {
    const metrics = baseQueryObject.metrics ?? [];
    let orderby: QueryObject['orderby'] = baseQueryObject.orderby ?? [];
    if (sortByMetric) orderby = [[sortByMetric, false]];
    else if (metrics.length > 0) orderby = [[metrics[0]!, false]];
    return [{ ...baseQueryObject, orderby }];
  });
}
