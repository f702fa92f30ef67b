import { isPhysicalColumn } from './column-guards.ts';
import type { QueryFormColumn } from './query-types.ts';

/** The result column of a column (superset-ui-core getColumnLabel): its name, label or SQL expression. */
export function getColumnLabel(column: QueryFormColumn): string {
  if (isPhysicalColumn(column)) return column;
  if (column?.label) return column.label;
  return column?.sqlExpression;
}
