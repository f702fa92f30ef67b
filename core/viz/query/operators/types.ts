import type { PostProcessingRule, QueryFormData, QueryObject } from '../query-types.ts';

// Shared shapes of superset-ui-chart-controls src/operators (types.ts, utils/constants.ts) and the
// ComparisonType / RollingType enums of superset-ui-core.

/** Builds one post_processing entry from the form and the query object, or nothing. */
export type PostProcessingFactory<T = PostProcessingRule | undefined> = (
  formData: QueryFormData,
  queryObject: QueryObject,
) => T;

/** Joins a metric and a time offset: `SUM(num)__1 year ago`. */
export const TIME_COMPARISON_SEPARATOR = '__';

export const ComparisonType = {
  Values: 'values',
  Difference: 'difference',
  Percentage: 'percentage',
  Ratio: 'ratio',
} as const;
export type ComparisonType = (typeof ComparisonType)[keyof typeof ComparisonType];

export const RollingType = { Mean: 'mean', Sum: 'sum', Std: 'std', Cumsum: 'cumsum' } as const;
export type RollingType = (typeof RollingType)[keyof typeof RollingType];
