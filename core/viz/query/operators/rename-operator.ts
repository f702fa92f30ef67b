import { ensureIsArray } from '../ensure-is-array.ts';
import { getMetricLabel } from '../get-metric-label.ts';
import { getXAxisLabel } from '../get-x-axis.ts';
import type { PostProcessingRule, QueryFormData, QueryObject } from '../query-types.ts';
import { getMetricOffsetsMap } from './get-metric-offsets-map.ts';
import { isTimeComparison } from './is-time-comparison.ts';
import { ComparisonType, TIME_COMPARISON_SEPARATOR } from './types.ts';

/**
 * chart-controls renameOperator: renames the top (metric) level of the pivoted columns. With a
 * metric and an x-axis, and either a time comparison or (series or several offsets, with
 * `truncate_metric`): offset columns are renamed to their offset (prefixed with the metric when
 * there are several), and a single metric's level is dropped (renamed to null).
 */
export function renameOperator(formData: QueryFormData, queryObject: QueryObject): PostProcessingRule | undefined {
  const metrics = ensureIsArray(queryObject.metrics);
  const columns = ensureIsArray(queryObject.series_columns || queryObject.columns);
  const timeOffsets = ensureIsArray(formData.time_compare as string | string[] | undefined);
  const xAxisLabel = getXAxisLabel(formData);
  const comparing = isTimeComparison(formData, queryObject);
  const truncate = formData.truncate_metric !== undefined && !!formData.truncate_metric;
  if (metrics.length === 0 || !xAxisLabel) return undefined;
  if (!comparing && !((columns.length > 0 || timeOffsets.length > 1) && truncate)) return undefined;

  const comparisonType = formData.comparison_type;
  const pairs: [string, string | null][] = [];
  if (comparing) {
    for (const [metricWithOffset, metric] of getMetricOffsetsMap(formData, queryObject)) {
      const offset = timeOffsets.find((candidate) => metricWithOffset.includes(candidate));
      pairs.push([
        comparisonType === ComparisonType.Values
          ? metricWithOffset
          : [comparisonType, metric, metricWithOffset].join(TIME_COMPARISON_SEPARATOR),
        metrics.length > 1 ? `${metric}, ${offset}` : (offset ?? null),
      ]);
    }
  }
  const derived: unknown[] = [ComparisonType.Difference, ComparisonType.Percentage, ComparisonType.Ratio];
  if (!derived.includes(comparisonType) && metrics.length === 1 && pairs.length === 0) {
    pairs.push([getMetricLabel(metrics[0]!), null]);
  }
  if (pairs.length === 0) return undefined;
  return { operation: 'rename', options: { columns: Object.fromEntries(pairs), level: 0, inplace: true } };
}
