import { convertFilter } from './convert-filter.ts';
import type { AdhocFilter, QueryObjectExtras, QueryObjectFilterClause } from './query-types.ts';

export interface FiltersInput {
  adhoc_filters?: AdhocFilter[] | null;
  extras?: QueryObjectExtras;
  filters?: QueryObjectFilterClause[];
  /** Legacy free-form WHERE of form_data. */
  where?: unknown;
}

/** Wraps a free-form clause in parentheses; a trailing `--` comment gets a newline first. */
function sanitizeClause(clause: string): string {
  return `(${clause.includes('--') ? `${clause}\n` : clause})`;
}

/**
 * superset-ui-core processFilters: SIMPLE WHERE adhoc filters join `filters`; SQL ones go to
 * `extras.where` / `extras.having`, each parenthesised and joined by ' AND '. SIMPLE HAVING filters
 * are dropped, as in Superset.
 */
export function processFilters(input: FiltersInput): { filters: QueryObjectFilterClause[]; extras: QueryObjectExtras } {
  const { adhoc_filters, extras = {}, filters = [], where } = input;
  const simpleWhere: QueryObjectFilterClause[] = [...filters];
  const freeformWhere: string[] = [];
  const freeformHaving: string[] = [];
  if (typeof where === 'string' && where) freeformWhere.push(where);

  for (const filter of adhoc_filters ?? []) {
    if (filter.expressionType === 'SIMPLE') {
      const clause = convertFilter(filter);
      if (filter.isExtra) clause.isExtra = true;
      if (filter.clause === 'WHERE') simpleWhere.push(clause);
    } else if (filter.clause === 'WHERE') {
      freeformWhere.push(filter.sqlExpression);
    } else {
      freeformHaving.push(filter.sqlExpression);
    }
  }

  return {
    filters: simpleWhere,
    extras: {
      ...extras,
      having: freeformHaving.map(sanitizeClause).join(' AND '),
      where: freeformWhere.map(sanitizeClause).join(' AND '),
    },
  };
}
