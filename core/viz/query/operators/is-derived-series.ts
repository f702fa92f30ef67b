import { ensureIsArray } from '../ensure-is-array.ts';
import type { QueryFormData } from '../query-types.ts';
import { hasTimeOffset } from './time-offset.ts';
import { ComparisonType } from './types.ts';

/** A series drawn for an "actual values" time comparison (chart-controls utils/isDerivedSeries). */
export function isDerivedSeries(series: { name?: unknown }, formData: QueryFormData, seriesName?: string): boolean {
  if (formData.comparison_type !== ComparisonType.Values) return false;
  const timeCompare = ensureIsArray(formData.time_compare as string | string[] | undefined);
  return hasTimeOffset(series, timeCompare) || (seriesName !== undefined && timeCompare.includes(seriesName));
}
