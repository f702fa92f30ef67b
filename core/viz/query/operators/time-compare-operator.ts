import type { PostProcessingRule, QueryFormData, QueryObject } from '../query-types.ts';
import { getMetricOffsetsMap } from './get-metric-offsets-map.ts';
import { isTimeComparison } from './is-time-comparison.ts';
import { ComparisonType } from './types.ts';

/**
 * chart-controls timeCompareOperator: for difference / percentage / ratio comparisons, `compare`
 * each metric with its offset columns and drop the originals ('values' needs no operation).
 */
export function timeCompareOperator(formData: QueryFormData, queryObject: QueryObject): PostProcessingRule | undefined {
  const comparisonType = formData.comparison_type;
  if (!isTimeComparison(formData, queryObject) || comparisonType === ComparisonType.Values) return undefined;
  const offsets = getMetricOffsetsMap(formData, queryObject);
  return {
    operation: 'compare',
    options: {
      source_columns: [...offsets.values()],
      compare_columns: [...offsets.keys()],
      compare_type: comparisonType,
      drop_original_columns: true,
    },
  };
}
