import { ensureIsArray } from '../ensure-is-array.ts';
import { getMetricLabel } from '../get-metric-label.ts';
import type { QueryFormData, QueryFormMetric } from '../query-types.ts';

/**
 * The "Sort By" limit metric, queried too when the x-axis is sorted by it and it is not already a
 * value metric (chart-controls utils/extractExtraMetrics, current Superset: with dimensions too).
 */
export function extractExtraMetrics(formData: QueryFormData): QueryFormMetric[] {
  const { x_axis_sort, metrics } = formData;
  const [limitMetric] = ensureIsArray(formData.timeseries_limit_metric as QueryFormMetric | QueryFormMetric[] | null);
  if (
    limitMetric &&
    getMetricLabel(limitMetric) === x_axis_sort &&
    !metrics?.some((metric) => getMetricLabel(metric) === x_axis_sort)
  ) {
    return [limitMetric];
  }
  return [];
}
