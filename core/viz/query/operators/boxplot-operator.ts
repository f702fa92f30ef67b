import { ensureIsArray } from '../ensure-is-array.ts';
import { getColumnLabel } from '../get-column-label.ts';
import { getMetricLabel } from '../get-metric-label.ts';
import type { PostProcessingRule, QueryFormData, QueryObject } from '../query-types.ts';

const PERCENTILES = /(\d+)\/(\d+) percentiles/;

/**
 * chart-controls boxplotOperator: `whiskerOptions` 'Tukey' → tukey, 'Min/max (no outliers)' →
 * min/max, 'N/M percentiles' → percentile [N, M]; anything else is an error.
 */
export function boxplotOperator(formData: QueryFormData, queryObject: QueryObject): PostProcessingRule | undefined {
  const whiskerOptions = formData.whiskerOptions as string | undefined;
  if (!whiskerOptions) return undefined;
  let whiskerType: 'tukey' | 'min/max' | 'percentile';
  let percentiles: [number, number] | undefined;
  const match = PERCENTILES.exec(whiskerOptions);
  if (whiskerOptions === 'Tukey') whiskerType = 'tukey';
  else if (whiskerOptions === 'Min/max (no outliers)') whiskerType = 'min/max';
  else if (match) {
    whiskerType = 'percentile';
    percentiles = [parseInt(match[1]!, 10), parseInt(match[2]!, 10)];
  } else {
    throw new Error(`Unsupported whisker type: ${whiskerOptions}`);
  }
  return {
    operation: 'boxplot',
    options: {
      whisker_type: whiskerType,
      percentiles,
      groupby: ensureIsArray(formData.groupby).map(getColumnLabel),
      metrics: ensureIsArray(queryObject.metrics).map(getMetricLabel),
    },
  };
}
