import type { AdhocColumn, QueryFormColumn } from './query-types.ts';

// Type guards of superset-ui-core src/query/types/Column.ts.

/** A physical column: the dataset column's name. */
export function isPhysicalColumn(column?: unknown): column is string {
  return typeof column === 'string';
}

/** An adhoc column: an object with a SQL expression and a label (expressionType absent or 'SQL'). */
export function isAdhocColumn(column?: unknown): column is AdhocColumn {
  if (typeof column !== 'object' || column === null) return false;
  const candidate = column as Partial<AdhocColumn>;
  return (
    candidate.sqlExpression !== undefined &&
    candidate.label !== undefined &&
    (candidate.expressionType === undefined || candidate.expressionType === 'SQL')
  );
}

export function isQueryFormColumn(column?: unknown): column is QueryFormColumn {
  return isPhysicalColumn(column) || isAdhocColumn(column);
}
