import {
  buildQueryContext,
  ensureIsArray,
  flattenOperator,
  isTimeComparison,
  pivotOperator,
  resampleOperator,
  rollingWindowOperator,
  timeCompareOperator,
  timeComparePivotOperator,
} from '../../core/viz/index.ts';
import type { PostProcessingRule, QueryContext, QueryFormData } from '../../core/viz/index.ts';

/** The legacy `contribution` checkbox row-normalised the pivoted frame. */
const legacyContribution = (formData: QueryFormData): PostProcessingRule | undefined =>
  formData.contribution ? { operation: 'contribution', options: { orientation: 'row' } } : undefined;

/**
 * Superset's legacy-plugin-chart-rose/src/buildQuery.ts (the legacy NVD3 time-series pipeline the
 * rose rode on): a time series pivoted on the timestamp, then resample, rolling window, time
 * comparison and contribution, flattened back into records.
 */
export default function buildQuery(formData: QueryFormData): QueryContext {
  return buildQueryContext(formData, (baseQueryObject) => {
    const queryObject = {
      ...baseQueryObject,
      is_timeseries: true,
      time_offsets: isTimeComparison(formData, baseQueryObject) ? ensureIsArray(formData.time_compare as string[]) : [],
    };
    return [
      {
        ...queryObject,
        post_processing: [
          isTimeComparison(formData, queryObject)
            ? timeComparePivotOperator(formData, queryObject)
            : pivotOperator(formData, queryObject),
          resampleOperator(formData, queryObject),
          rollingWindowOperator(formData, queryObject),
          timeCompareOperator(formData, queryObject),
          legacyContribution(formData),
          flattenOperator(formData, queryObject),
        ],
      },
    ];
  });
}
