import type { QueryContext, QueryFormData } from '../../core/viz/index.ts';
import {
  buildQueryContext,
  ensureIsArray,
  flattenOperator,
  getXAxisColumn,
  isXAxisSet,
  pivotOperator,
  resampleOperator,
  rollingWindowOperator,
} from '../../core/viz/index.ts';

// Superset BigNumber/BigNumberWithTrendline/buildQuery.ts: the metric over the x-axis, pivoted on
// it, with the optional rolling window and resampling, then flattened.
export default function buildQuery(formData: QueryFormData): QueryContext {
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns: [...(isXAxisSet(formData) ? ensureIsArray(getXAxisColumn(formData)) : [])],
      ...(isXAxisSet(formData) ? {} : { is_timeseries: true }),
      post_processing: [
        pivotOperator(formData, baseQueryObject),
        rollingWindowOperator(formData, baseQueryObject),
        resampleOperator(formData, baseQueryObject),
        flattenOperator(formData, baseQueryObject),
      ],
    },
  ]);
}
