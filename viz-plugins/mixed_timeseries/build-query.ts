import type { QueryContext, QueryFormData, QueryObject } from '../../core/viz/index.ts';
import {
  buildQueryContext,
  ensureIsArray,
  flattenOperator,
  getXAxisColumn,
  isTimeComparison,
  isXAxisSet,
  normalizeOrderBy,
  pivotOperator,
  renameOperator,
  resampleOperator,
  rollingWindowOperator,
  timeCompareOperator,
  timeComparePivotOperator,
} from '../../core/viz/index.ts';
import { removeFormDataSuffix, retainFormDataSuffix } from './form-data-suffix.ts';

// Superset MixedTimeseries/buildQuery.ts: query A from the plain controls, query B from the `_b`
// ones, both over the shared x-axis; the context is A's with B's query appended.
export default function buildQuery(formData: QueryFormData): QueryContext {
  const contexts = [removeFormDataSuffix(formData, '_b'), retainFormDataSuffix(formData, '_b')].map((fd) =>
    buildQueryContext(fd, (baseQueryObject) => {
      const queryObject: QueryObject = {
        ...baseQueryObject,
        columns: [
          ...(isXAxisSet(formData) ? ensureIsArray(getXAxisColumn(formData)) : []),
          ...ensureIsArray(fd.groupby),
        ],
        series_columns: fd.groupby ?? undefined,
        ...(isXAxisSet(formData) ? {} : { is_timeseries: true }),
      };
      const timeCompared = isTimeComparison(fd, queryObject);
      const pivot = timeCompared ? timeComparePivotOperator(fd, baseQueryObject) : pivotOperator(fd, baseQueryObject);
      return [
        normalizeOrderBy({
          ...queryObject,
          time_offsets: timeCompared ? (fd.time_compare as string[]) : [],
          post_processing: [
            pivot,
            rollingWindowOperator(fd, queryObject),
            timeCompareOperator(fd, queryObject),
            resampleOperator(fd, queryObject),
            renameOperator(fd, { ...queryObject, columns: fd.groupby ?? undefined }),
            flattenOperator(fd, queryObject),
          ],
        }),
      ];
    }),
  );
  return { ...contexts[0], queries: [...contexts[0].queries, ...contexts[1].queries] };
}
