// The family's buildQuery, as Superset's plugin-chart-echarts src/Timeseries/buildQuery.ts builds it:
// x-axis + groupby columns, series columns, extra (sort) metrics, and the post-processing chain
// pivot → rolling → time compare → resample → rename → contribution → sort → flatten → prophet.
// Loupe adds `downsample` last, only when the host asks (never for Superset's clients).
import type { BuildQueryOptions } from '../plugin/viz-plugin.ts';
import {
  buildQueryContext,
  contributionOperator,
  downsampleOperator,
  ensureIsArray,
  extractExtraMetrics,
  flattenOperator,
  getXAxisColumn,
  isTimeComparison,
  isXAxisSet,
  normalizeOrderBy,
  pivotOperator,
  prophetOperator,
  renameOperator,
  resampleOperator,
  rollingWindowOperator,
  sortOperator,
  timeCompareOperator,
  timeComparePivotOperator,
} from '../query/index.ts';
import type { QueryContext, QueryFormData, QueryObject } from '../query/query-types.ts';

export function buildTimeseriesQuery(formData: QueryFormData, options?: BuildQueryOptions): QueryContext {
  const { groupby } = formData;
  return buildQueryContext(formData, (baseQueryObject: QueryObject) => {
    const extraMetrics = extractExtraMetrics(formData);
    const timeCompared = isTimeComparison(formData, baseQueryObject);
    const pivot = timeCompared
      ? timeComparePivotOperator(formData, baseQueryObject)
      : pivotOperator(formData, baseQueryObject);
    const columns = [
      ...(isXAxisSet(formData) ? ensureIsArray(getXAxisColumn(formData)) : []),
      ...ensureIsArray(groupby),
    ];
    const timeOffsets = timeCompared ? (formData.time_compare as string[]) : [];
    return [
      {
        ...baseQueryObject,
        metrics: [...(baseQueryObject.metrics ?? []), ...extraMetrics],
        columns,
        series_columns: groupby ?? undefined,
        ...(isXAxisSet(formData) ? {} : { is_timeseries: true }),
        orderby: normalizeOrderBy(baseQueryObject).orderby,
        time_offsets: timeOffsets,
        post_processing: [
          pivot,
          rollingWindowOperator(formData, baseQueryObject),
          timeCompareOperator(formData, baseQueryObject),
          resampleOperator(formData, baseQueryObject),
          renameOperator(formData, baseQueryObject),
          contributionOperator(formData, baseQueryObject, timeOffsets),
          sortOperator(formData, baseQueryObject),
          flattenOperator(formData, baseQueryObject),
          prophetOperator(formData, baseQueryObject),
          options?.downsample ? downsampleOperator(formData, options.downsample) : undefined,
        ],
      },
    ];
  });
}
