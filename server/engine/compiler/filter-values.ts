import { GenericDataType, genericTypeOf } from '../connectors/connector.ts';
import { naiveTimestampToMs } from '../connectors/normalize.ts';
import type { CompileContext } from './compile-context.ts';
import type { CompileDatasetColumn } from './compile-dataset.ts';
import { isEpochFormat } from './date-formats.ts';
import { pyRepr } from './labels.ts';
import { QueryCompileError } from './query-compile-error.ts';
import { Sql } from './sql-fragment.ts';

/** What a filter value is converted to before it is bound. */
export type ValueKind = 'numeric' | 'string' | 'temporal' | 'boolean' | 'raw';

/** Superset's markers inside filter values. */
export const NULL_STRING = '<NULL>';
export const EMPTY_STRING = '<empty string>';

/** Operators whose value is a pattern, always bound as text. */
const PATTERN_OPS = new Set(['LIKE', 'NOT LIKE', 'ILIKE', 'NOT ILIKE', 'REGEX']);

export type FilterValue = null | string | number | boolean | Date;

/**
 * The kind of a column's values: timestamps when the compared expression yields them, epoch
 * numbers or formatted text for python_date_format columns, otherwise the column type's generic
 * kind; free SQL is bound as sent.
 */
export function valueKindOf(ctx: CompileContext, col: CompileDatasetColumn | null, temporalExpr: boolean): ValueKind {
  if (temporalExpr) return 'temporal';
  if (!col) return 'raw';
  if (col.python_date_format) return isEpochFormat(col.python_date_format) ? 'numeric' : 'string';
  if (col.type === null || col.type.trim() === '') return col.is_dttm ? 'temporal' : 'raw';
  switch (genericTypeOf(ctx.dialect, col.type)) {
    case GenericDataType.NUMERIC:
      return 'numeric';
    case GenericDataType.BOOLEAN:
      return 'boolean';
    case GenericDataType.TEMPORAL:
      return 'temporal';
    default:
      return col.is_dttm ? 'temporal' : 'string';
  }
}

/**
 * One filter value typed to its column, as Superset's filter_values_handler does: `<NULL>` is
 * NULL, `<empty string>` is '', numbers stay numbers (numeric text becomes a number), temporal
 * values (epoch milliseconds or date text) become timestamps. A value that cannot be read as the
 * column's kind is refused rather than compared as something else.
 */
export function typedValue(v: unknown, kind: ValueKind, op: string, column: string): FilterValue {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number' && !Number.isFinite(v)) throw invalid(v, column, 'a finite number');
  if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') {
    throw new QueryCompileError(`Invalid filter value for column ${pyRepr(column)}: ${JSON.stringify(v) ?? String(v)}`);
  }
  let value: string | number | boolean = v;
  if (typeof value === 'string') {
    value = value.replace(/^[\t\n]+|[\t\n]+$/g, '');
    if (value === NULL_STRING) return null;
    if (value === EMPTY_STRING) value = '';
  }
  if (PATTERN_OPS.has(op)) return String(value);
  switch (kind) {
    case 'numeric':
      if (typeof value === 'number') return value;
      if (typeof value === 'boolean') return value ? 1 : 0;
      if (/^\s*[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?\s*$/.test(value)) return Number(value);
      throw invalid(value, column, 'a number');
    case 'string':
      return String(value);
    case 'boolean':
      return toBoolean(value, column);
    case 'temporal':
      return toTimestamp(value, column);
    default:
      return value;
  }
}

/** The value as a bound parameter; timestamps and numbers in the engine's form for their kind. */
export function valueSql(
  ctx: CompileContext,
  v: Exclude<FilterValue, null>,
  kind: ValueKind,
  columnType: string | null,
): Sql {
  if (v instanceof Date) return ctx.spec.timestamp(v, columnType);
  if (typeof v === 'number' && kind === 'numeric') return ctx.spec.number(v);
  return Sql.param(v);
}

function toBoolean(v: string | number | boolean, column: string): boolean {
  if (typeof v === 'boolean') return v;
  if (typeof v === 'number') return v !== 0;
  const s = v.trim().toLowerCase();
  if (['true', 't', '1', 'yes', 'y'].includes(s)) return true;
  if (['false', 'f', '0', 'no', 'n'].includes(s)) return false;
  throw invalid(v, column, 'a boolean');
}

function toTimestamp(v: string | number | boolean, column: string): Date {
  if (typeof v === 'number') return new Date(v);
  if (typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v.trim())) {
    const ms = naiveTimestampToMs(v.trim());
    if (ms !== null) return new Date(ms);
  }
  throw invalid(v, column, 'a timestamp (epoch milliseconds or YYYY-MM-DD[ HH:MM:SS])');
}

function invalid(v: unknown, column: string, expected: string): QueryCompileError {
  return new QueryCompileError(
    `Invalid filter value ${JSON.stringify(v) ?? String(v)} for column ${pyRepr(column)}: expected ${expected}`,
  );
}
