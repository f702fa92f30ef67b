import type { PostProcessingRule, QueryFormData } from '../query-types.ts';

/** chart-controls contributionOperator: `contributionMode` row|column → percent of total (time_shifts when given). */
export function contributionOperator(
  formData: QueryFormData,
  _queryObject?: unknown,
  timeShifts?: string[],
): PostProcessingRule | undefined {
  if (!formData.contributionMode) return undefined;
  const options: Record<string, unknown> = { orientation: formData.contributionMode };
  if (timeShifts !== undefined) options.time_shifts = timeShifts;
  return { operation: 'contribution', options };
}
