import { ensureIsArray } from '../ensure-is-array.ts';
import { getMetricLabel } from '../get-metric-label.ts';
import { getXAxisLabel, hasGenericChartAxes } from '../get-x-axis.ts';
import type { PostProcessingRule, QueryFormData, QueryObject } from '../query-types.ts';
import { extractExtraMetrics } from './extract-extra-metrics.ts';

/**
 * chart-controls sortOperator (the bar chart's x-axis sort): with `x_axis_sort` and
 * `x_axis_sort_asc` set, no dimensions, and the sort key one of the x-axis, the metrics or the
 * extra limit metric: sort the index (x-axis) or by the metric column.
 */
export function sortOperator(formData: QueryFormData, _queryObject?: QueryObject): PostProcessingRule | undefined {
  const xAxisLabel = getXAxisLabel(formData);
  const sortable = [
    xAxisLabel,
    ...ensureIsArray(formData.metrics).map(getMetricLabel),
    ...extractExtraMetrics(formData).map(getMetricLabel),
  ].filter(Boolean);
  const sortBy = formData.x_axis_sort;
  const ascending = formData.x_axis_sort_asc;
  if (
    !hasGenericChartAxes ||
    sortBy === undefined ||
    sortBy === null ||
    ascending === undefined ||
    ascending === null ||
    !sortable.includes(sortBy as string) ||
    ensureIsArray(formData.groupby).length > 0
  ) {
    return undefined;
  }
  if (sortBy === xAxisLabel) return { operation: 'sort', options: { is_sort_index: true, ascending } };
  return { operation: 'sort', options: { by: sortBy, ascending } };
}
