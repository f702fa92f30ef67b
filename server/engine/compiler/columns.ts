import { GenericDataType, genericTypeOf } from '../connectors/connector.ts';
import type { CompileDatasetColumn } from './compile-dataset.ts';
import type { CompileContext } from './compile-context.ts';
import { toTimestamp } from './date-formats.ts';
import { pyListRepr } from './labels.ts';
import { QueryCompileError } from './query-compile-error.ts';
import { columnLabel, type Column } from './query-object.ts';
import { assertSafeSql } from './sql-safety.ts';
import { applyTimeGrain } from './time-grains.ts';

/** A column of the query, as SQL. Its expression never holds bound values. */
export interface ResolvedColumn {
  label: string;
  expr: string;
  /** The expression yields timestamps (a temporal column, or a grain applied). */
  temporal: boolean;
  baseAxis: boolean;
  /** The dataset column behind it, when there is one. */
  dataset: CompileDatasetColumn | null;
  /** A time grain was applied. */
  grained: boolean;
}

export function missingColumnsError(names: readonly string[]): QueryCompileError {
  return new QueryCompileError(`Columns missing in datasource: ${pyListRepr(names)}`);
}

/** A dataset column as SQL: its quoted name, or its calculated expression in parentheses. */
export function datasetColumnExpr(ctx: CompileContext, col: CompileDatasetColumn): string {
  return col.expression && col.expression.trim() ? `(${col.expression.trim()})` : ctx.spec.quote(col.column_name);
}

/** Marked temporal in the dataset, or of a temporal type. */
export function isTemporalColumn(ctx: CompileContext, col: CompileDatasetColumn): boolean {
  return col.is_dttm || (col.type !== null && genericTypeOf(ctx.dialect, col.type) === GenericDataType.TEMPORAL);
}

/** The column's values are timestamps as stored (not epoch numbers or formatted text). */
export function holdsTimestamps(ctx: CompileContext, col: CompileDatasetColumn): boolean {
  return isTemporalColumn(ctx, col) && !col.python_date_format;
}

/** The column as a timestamp expression: converted from its python_date_format when it has one. */
export function timestampExpr(ctx: CompileContext, col: CompileDatasetColumn): string {
  const expr = datasetColumnExpr(ctx, col);
  return col.python_date_format ? toTimestamp(ctx.spec, expr, col.python_date_format) : expr;
}

/** A temporal dataset column truncated to `grain` (no grain: only converted to a timestamp). */
export function grainedColumn(
  ctx: CompileContext,
  col: CompileDatasetColumn,
  grain: string | null | undefined,
): string {
  const expr = timestampExpr(ctx, col);
  return grain ? applyTimeGrain(ctx.dialect, grain, expr, col.python_date_format ? null : col.type) : expr;
}

/** A plain dataset column by name. */
export function resolveDatasetColumn(ctx: CompileContext, name: string, label = name): ResolvedColumn {
  const col = ctx.columnsByName.get(name);
  if (!col) throw missingColumnsError([name]);
  return {
    label,
    expr: datasetColumnExpr(ctx, col),
    temporal: holdsTimestamps(ctx, col),
    baseAxis: false,
    dataset: col,
    grained: false,
  };
}

/**
 * A query column. An adhoc column whose sqlExpression names a dataset column is that column (as
 * Superset's adhoc_column_to_sqla does); a BASE_AXIS one on a temporal column is converted to a
 * timestamp and truncated to its timeGrain. Free SQL is checked by assertSafeSql; a BASE_AXIS
 * one with a timeGrain is taken as temporal (Superset probes its type on the database first).
 */
export function resolveColumn(ctx: CompileContext, c: Column, field: string): ResolvedColumn {
  if (typeof c === 'string') return resolveDatasetColumn(ctx, c);
  const label = columnLabel(c);
  const baseAxis = c.columnType === 'BASE_AXIS';
  const grain = baseAxis && c.timeGrain ? c.timeGrain : null;
  const col = ctx.columnsByName.get(c.sqlExpression);
  if (col) {
    if (baseAxis && isTemporalColumn(ctx, col)) {
      return {
        label,
        expr: grainedColumn(ctx, col, grain),
        temporal: true,
        baseAxis,
        dataset: col,
        grained: Boolean(grain),
      };
    }
    return { ...resolveDatasetColumn(ctx, col.column_name, label), baseAxis };
  }
  if (c.isColumnReference) throw missingColumnsError([c.sqlExpression]);
  const sql = `(${assertSafeSql(c.sqlExpression, ctx.dialect, field, 'expression', ctx.safety)})`;
  return {
    label,
    expr: grain ? applyTimeGrain(ctx.dialect, grain, sql, null) : sql,
    temporal: Boolean(grain),
    baseAxis,
    dataset: null,
    grained: Boolean(grain),
  };
}

/** Names of physical columns a query refers to that the dataset does not have. */
export function missingColumnNames(ctx: CompileContext, refs: readonly Column[]): string[] {
  const missing: string[] = [];
  for (const c of refs) {
    const name = typeof c === 'string' ? c : c.isColumnReference ? c.sqlExpression : null;
    if (name !== null && !ctx.columnsByName.has(name) && !missing.includes(name)) missing.push(name);
  }
  return missing;
}
