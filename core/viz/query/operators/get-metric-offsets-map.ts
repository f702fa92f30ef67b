import { ensureIsArray } from '../ensure-is-array.ts';
import { getMetricLabel } from '../get-metric-label.ts';
import type { QueryFormData, QueryObject } from '../query-types.ts';
import { TIME_COMPARISON_SEPARATOR } from './types.ts';

/**
 * `metric__offset` → `metric` for every metric and `time_compare` offset, metrics first
 * (chart-controls utils/getMetricOffsetsMap): `{ 'SUM(num)__1 year ago': 'SUM(num)' }`.
 */
export function getMetricOffsetsMap(formData: QueryFormData, queryObject: QueryObject): Map<string, string> {
  const offsets = ensureIsArray(formData.time_compare as string | string[] | undefined);
  const map = new Map<string, string>();
  for (const metric of ensureIsArray(queryObject.metrics).map(getMetricLabel)) {
    for (const offset of offsets) map.set([metric, offset].join(TIME_COMPARISON_SEPARATOR), metric);
  }
  return map;
}
