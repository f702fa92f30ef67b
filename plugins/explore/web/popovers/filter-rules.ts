import type { AdhocFilter, JsonValue } from '../../../../core/viz/query/query-types.ts';

/** Superset's filter operators (OPERATOR_ENUM_TO_OPERATOR_TYPE): the SQL operator and the label shown. */
export const OPERATORS = {
  EQUALS: { operator: '==', label: 'Equal to (=)' },
  NOT_EQUALS: { operator: '!=', label: 'Not equal to (≠)' },
  LESS_THAN: { operator: '<', label: 'Less than (<)' },
  LESS_THAN_OR_EQUAL: { operator: '<=', label: 'Less or equal (<=)' },
  GREATER_THAN: { operator: '>', label: 'Greater than (>)' },
  GREATER_THAN_OR_EQUAL: { operator: '>=', label: 'Greater or equal (>=)' },
  IN: { operator: 'IN', label: 'In' },
  NOT_IN: { operator: 'NOT IN', label: 'Not in' },
  LIKE: { operator: 'LIKE', label: 'Like' },
  ILIKE: { operator: 'ILIKE', label: 'Like (case insensitive)' },
  IS_NOT_NULL: { operator: 'IS NOT NULL', label: 'Is not null' },
  IS_NULL: { operator: 'IS NULL', label: 'Is null' },
  LATEST_PARTITION: { operator: 'LATEST PARTITION', label: 'use latest_partition template' },
  IS_TRUE: { operator: '==', label: 'Is true' },
  IS_FALSE: { operator: '==', label: 'Is false' },
  TEMPORAL_RANGE: { operator: 'TEMPORAL_RANGE', label: 'TEMPORAL_RANGE' },
} as const;
export type OperatorId = keyof typeof OPERATORS;

const NUMERIC: readonly OperatorId[] = [
  'EQUALS',
  'NOT_EQUALS',
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
];
const GENERAL: readonly OperatorId[] = [...NUMERIC, 'IN', 'NOT_IN', 'LIKE', 'ILIKE', 'IS_NOT_NULL', 'IS_NULL'];

/**
 * The operators offered for a subject (spec §5.4): HAVING only the numeric comparators; a boolean
 * column only null checks and IS_TRUE/IS_FALSE; IS_TRUE/IS_FALSE also for integer or expression
 * columns; TEMPORAL_RANGE never by hand.
 */
export function operatorsFor(
  clause: 'WHERE' | 'HAVING',
  column: { type?: string | null; type_generic?: number | null; expression?: string | null } | null,
): OperatorId[] {
  if (clause === 'HAVING') return [...NUMERIC];
  if (column?.type_generic === 3 || /^BOOL/i.test(column?.type ?? ''))
    return ['IS_TRUE', 'IS_FALSE', 'IS_NULL', 'IS_NOT_NULL'];
  const out = [...GENERAL];
  if (column?.expression || /INT/i.test(column?.type ?? '')) out.push('IS_TRUE', 'IS_FALSE');
  return out;
}

export const isMultiOperator = (id: string | undefined) => id === 'IN' || id === 'NOT_IN';
export const isNullOperator = (id: string | undefined) => id === 'IS_NULL' || id === 'IS_NOT_NULL';

/** Spec §5.3: whether an adhoc filter can be saved. */
export function isFilterValid(f: AdhocFilter): boolean {
  if (f.expressionType === 'SQL') return Boolean(f.sqlExpression?.trim() && f.clause);
  const id = f.operatorId as string | undefined;
  if (!f.subject || !f.operator) return false;
  if (isNullOperator(id)) return true;
  if (id === 'IS_TRUE' || id === 'IS_FALSE') return f.comparator !== null && f.comparator !== undefined;
  if (!f.clause) return false;
  const c = f.comparator;
  if (Array.isArray(c)) return c.length > 0;
  return c !== null && c !== undefined && c !== '';
}

/**
 * Pasted text for a multi-value comparator (spec §5.4): split on comma, newline, tab and semicolon,
 * trimmed, deduplicated, empty values dropped.
 */
export function splitPasted(text: string): string[] {
  return [...new Set(text.split(/[,\n\t;]/).map((s) => s.trim()))].filter(Boolean);
}

/** Spec §5.3: the chip's label, cut to 40 characters and an ellipsis at 43 or more. */
export function filterLabel(f: AdhocFilter): string {
  let label: string;
  if (f.expressionType === 'SQL') label = f.sqlExpression;
  else {
    const subject = typeof f.subject === 'string' ? f.subject : (f.subject.label ?? f.subject.sqlExpression);
    const id = f.operatorId as OperatorId | undefined;
    if (f.operator === 'TEMPORAL_RANGE') label = `${subject} (${String(f.comparator ?? '')})`;
    else if (id === 'IS_TRUE' || id === 'IS_FALSE') label = `${subject} ${OPERATORS[id].label.toLowerCase()}`;
    else if (isNullOperator(id)) label = `${subject} ${f.operator}`;
    else {
      const c = f.comparator as JsonValue;
      label = `${subject} ${f.operator} ${Array.isArray(c) ? `(${c.join(', ')})` : String(c ?? '')}`;
    }
  }
  return label.length >= 43 ? `${label.slice(0, 40)}...` : label;
}
