import { boxplotOperator, buildQueryContext, ensureIsArray, type QueryFormData } from '../../core/viz/index.ts';

/**
 * Superset's plugin-chart-echarts/src/BoxPlot/buildQuery.ts: the "distribute across" columns and
 * the series (groupby) columns, then the `boxplot` post-processing per series.
 */
export default function buildQuery(formData: QueryFormData) {
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns: [...ensureIsArray(formData.columns), ...ensureIsArray(formData.groupby)],
      series_columns: formData.groupby ?? undefined,
      post_processing: [boxplotOperator(formData, baseQueryObject)],
    },
  ]);
}
