import { ensureIsArray } from '../ensure-is-array.ts';
import { getColumnLabel } from '../get-column-label.ts';
import { getXAxisLabel } from '../get-x-axis.ts';
import type { PostProcessingRule, QueryFormData, QueryObject } from '../query-types.ts';
import { getMetricOffsetsMap } from './get-metric-offsets-map.ts';
import { isTimeComparison } from './is-time-comparison.ts';

/** chart-controls timeComparePivotOperator: the pivot with a 'mean' aggregate for each metric and each `metric__offset`. */
export function timeComparePivotOperator(
  formData: QueryFormData,
  queryObject: QueryObject,
): PostProcessingRule | undefined {
  const xAxisLabel = getXAxisLabel(formData);
  if (!isTimeComparison(formData, queryObject) || !xAxisLabel) return undefined;
  const offsets = getMetricOffsetsMap(formData, queryObject);
  const aggregates = Object.fromEntries(
    [...offsets.values(), ...offsets.keys()].map((metric) => [metric, { operator: 'mean' }]),
  );
  return {
    operation: 'pivot',
    options: {
      index: [xAxisLabel],
      columns: ensureIsArray(queryObject.series_columns || queryObject.columns).map(getColumnLabel),
      drop_missing_columns: !formData.show_empty_columns,
      aggregates,
    },
  };
}
