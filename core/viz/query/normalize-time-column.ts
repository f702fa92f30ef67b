import { isAdhocColumn, isPhysicalColumn } from './column-guards.ts';
import { isXAxisSet } from './get-x-axis.ts';
import type { AdhocColumn, QueryFormColumn, QueryFormData, QueryObject } from './query-types.ts';

/**
 * superset-ui-core normalizeTimeColumn: the x-axis column among `columns` becomes a BASE_AXIS adhoc
 * column carrying `extras.time_grain_sqla` as its timeGrain, and `is_timeseries` is dropped.
 * The physical-column form has the keys Superset's released client sends (captured in
 * reference/query-contexts/01_line_groupby_series_limit.json: no isColumnReference).
 */
export function normalizeTimeColumn(formData: QueryFormData, queryObject: QueryObject): QueryObject {
  if (!isXAxisSet(formData)) return queryObject;
  const xAxis = formData.x_axis as QueryFormColumn;
  const { columns, extras } = queryObject;
  if (!Array.isArray(columns)) return queryObject;
  const axisIndex = columns.findIndex(
    (column) =>
      (isPhysicalColumn(column) && isPhysicalColumn(xAxis) && column === xAxis) ||
      (isAdhocColumn(column) && isAdhocColumn(xAxis) && column.sqlExpression === xAxis.sqlExpression),
  );
  if (axisIndex < 0) return queryObject;

  const axis = columns[axisIndex];
  const mutated: QueryFormColumn[] = [...columns];
  mutated[axisIndex] = isAdhocColumn(axis)
    ? ({ timeGrain: extras?.time_grain_sqla, columnType: 'BASE_AXIS', ...axis } as AdhocColumn)
    : {
        timeGrain: extras?.time_grain_sqla,
        columnType: 'BASE_AXIS',
        sqlExpression: xAxis as string,
        label: xAxis as string,
        expressionType: 'SQL',
      };
  const { is_timeseries: _dropped, ...rest } = queryObject;
  return { ...rest, columns: mutated };
}
