import type { PostProcessingRule } from '../query-types.ts';

/** chart-controls rankOperator: a dense rank of `metric` (within `group_by`). */
export function rankOperator(
  _formData: unknown,
  _queryObject: unknown,
  options: { metric: string; group_by?: string | null },
): PostProcessingRule {
  return { operation: 'rank', options };
}
