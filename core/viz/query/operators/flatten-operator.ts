import type { PostProcessingRule } from '../query-types.ts';

/** chart-controls flattenOperator: joins the pivot's column levels into one name (", "). */
export function flattenOperator(_formData?: unknown, _queryObject?: unknown): PostProcessingRule {
  return { operation: 'flatten' };
}
