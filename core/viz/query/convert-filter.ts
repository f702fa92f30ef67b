import type { AdhocFilterSimple, QueryObjectFilterClause } from './query-types.ts';

/** Operators that take no comparator (superset-ui-core UNARY_OPERATORS). */
const UNARY_OPERATORS = new Set(['IS NOT NULL', 'IS NULL', 'IS TRUE', 'IS FALSE']);

/**
 * A SIMPLE adhoc filter as a query object filter (superset-ui-core convertFilter): unary operators
 * drop any comparator left over in the form; undefined keys are left out (JSON would drop them).
 */
export function convertFilter(filter: AdhocFilterSimple): QueryObjectFilterClause {
  const clause: QueryObjectFilterClause = { col: filter.subject, op: filter.operator };
  if (!UNARY_OPERATORS.has(filter.operator) && filter.comparator !== undefined) clause.val = filter.comparator;
  if (typeof filter.timeGrain === 'string') clause.grain = filter.timeGrain;
  return clause;
}
