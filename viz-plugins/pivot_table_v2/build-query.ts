// form_data → query context, as Superset's plugin-chart-pivot-table/src/plugin/buildQuery.ts: the
// union of column and row dimensions (temporal ones time-grained as BASE_AXIS columns), ordered by
// the series-limit metric or the first metric. Pivoting happens on the client.
import {
  buildQueryContext,
  ensureIsArray,
  isPhysicalColumn,
  type AdhocColumn,
  type QueryContext,
  type QueryFormColumn,
  type QueryFormMetric,
  type QueryObject,
} from '../../core/viz/index.ts';
import type { PivotTableFormData } from './types.ts';

export default function buildQuery(formData: PivotTableFormData): QueryContext {
  const timeGrain = (formData.extra_form_data?.time_grain_sqla as string | undefined) || formData.time_grain_sqla;
  // Superset dedupes with a Set: adhoc columns are kept even when equal by value.
  const columns = Array.from(
    new Set<QueryFormColumn>([
      ...(ensureIsArray(formData.groupbyColumns) as QueryFormColumn[]),
      ...(ensureIsArray(formData.groupbyRows) as QueryFormColumn[]),
    ]),
  ).map((col): QueryFormColumn => {
    if (
      isPhysicalColumn(col) &&
      timeGrain &&
      (formData.temporal_columns_lookup?.[col as string] || formData.granularity_sqla === col)
    ) {
      const temporal: AdhocColumn = {
        timeGrain,
        columnType: 'BASE_AXIS',
        sqlExpression: col as string,
        label: col as string,
        expressionType: 'SQL',
      };
      return temporal;
    }
    return col;
  });

  return buildQueryContext(formData, (base: QueryObject) => {
    const { series_limit_metric: seriesLimitMetric, metrics, order_desc: orderDesc } = base;
    let orderby: [QueryFormMetric, boolean][] | undefined;
    if (seriesLimitMetric) orderby = [[seriesLimitMetric as QueryFormMetric, !orderDesc]];
    else if (Array.isArray(metrics) && metrics[0]) orderby = [[metrics[0], !orderDesc]];
    return [{ ...base, orderby, columns }];
  });
}
