import { ensureIsArray } from '../ensure-is-array.ts';
import { getColumnLabel } from '../get-column-label.ts';
import { getMetricLabel } from '../get-metric-label.ts';
import { getXAxisLabel } from '../get-x-axis.ts';
import type { PostProcessingRule, QueryFormData, QueryObject } from '../query-types.ts';

/**
 * chart-controls pivotOperator: with an x-axis and metrics, pivot on the x-axis label with the
 * series columns as columns and a 'mean' aggregate per metric (which keeps NaN cells).
 */
export function pivotOperator(formData: QueryFormData, queryObject: QueryObject): PostProcessingRule | undefined {
  const metricLabels = ensureIsArray(queryObject.metrics).map(getMetricLabel);
  const xAxisLabel = getXAxisLabel(formData);
  if (!xAxisLabel || metricLabels.length === 0) return undefined;
  return {
    operation: 'pivot',
    options: {
      index: [xAxisLabel],
      columns: ensureIsArray(queryObject.series_columns || queryObject.columns).map(getColumnLabel),
      aggregates: Object.fromEntries(metricLabels.map((metric) => [metric, { operator: 'mean' }])),
      drop_missing_columns: !formData.show_empty_columns,
    },
  };
}
