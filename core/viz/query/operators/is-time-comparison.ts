import type { QueryFormData, QueryObject } from '../query-types.ts';
import { getMetricOffsetsMap } from './get-metric-offsets-map.ts';
import { ComparisonType } from './types.ts';

/** A known comparison_type and at least one metric × time offset (chart-controls utils/isTimeComparison). */
export function isTimeComparison(formData: QueryFormData, queryObject: QueryObject): boolean {
  const known = Object.values(ComparisonType) as unknown[];
  return known.includes(formData.comparison_type) && getMetricOffsetsMap(formData, queryObject).size > 0;
}
