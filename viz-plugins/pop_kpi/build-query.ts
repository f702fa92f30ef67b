import type { AdhocFilter, QueryContext, QueryFormData } from '../../core/viz/index.ts';
import { buildQueryContext, ensureIsArray, isTimeComparison, timeCompareOperator } from '../../core/viz/index.ts';
import { getTimeOffsets } from './time-offsets.ts';

// Superset BigNumberPeriodOverPeriod/buildQuery.ts: one query for the metric, with the compared
// period asked as a time offset (and the compare step when the comparison is not 'values').
export default function buildQuery(formData: QueryFormData): QueryContext {
  return buildQueryContext(formData, (baseQueryObject) => {
    const compared = isTimeComparison(formData, baseQueryObject);
    const timeRangeFilter = (formData.adhoc_filters ?? []).find(
      (filter: AdhocFilter) => filter.expressionType === 'SIMPLE' && filter.operator === 'TEMPORAL_RANGE',
    );
    const comparator =
      baseQueryObject.time_range ??
      (timeRangeFilter?.expressionType === 'SIMPLE' ? timeRangeFilter.comparator : undefined);
    const timeOffsets = compared
      ? getTimeOffsets(
          ensureIsArray(formData.time_compare as string | string[]),
          comparator,
          formData.start_date_offset,
        )
      : [];
    return [
      {
        ...baseQueryObject,
        groupby: formData.cols as string[] | undefined,
        post_processing: [timeCompareOperator(formData, baseQueryObject)],
        time_offsets: timeOffsets,
      },
    ];
  });
}
