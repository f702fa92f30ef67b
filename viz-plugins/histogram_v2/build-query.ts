import { buildQueryContext, ensureIsArray, histogramOperator, type QueryFormData } from '../../core/viz/index.ts';
import type { QueryFormColumn } from '../../core/viz/index.ts';

/**
 * Superset's plugin-chart-echarts/src/Histogram/buildQuery.ts: raw rows of the groupby columns and
 * the binned column (no metrics), binned by the `histogram` post-processing.
 */
export default function buildQuery(formData: QueryFormData) {
  const column = formData.column as QueryFormColumn;
  const groupby = ensureIsArray(formData.groupby);
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns: [...groupby, column],
      post_processing: [histogramOperator({ ...formData, groupby }, baseQueryObject)],
      metrics: undefined,
    },
  ]);
}
