import type { RlsClause } from '../row-level-security.ts';
import type { CompileContext } from './compile-context.ts';
import { Sql } from './sql-fragment.ts';
import { assertSafeSql } from './sql-safety.ts';

export type { RlsClause } from '../row-level-security.ts';

/**
 * Row-level security as WHERE conditions (Superset's get_sqla_row_level_filters): every clause is
 * checked like extras.where (an admin writes it, but it must not escape its place either); clauses
 * sharing a non-empty group key become one `((a) OR (b))` condition, and each group or key-less
 * clause is its own condition, ANDed with the rest of the WHERE. Empty clauses are skipped.
 */
export function rlsConditions(ctx: CompileContext, clauses: readonly RlsClause[]): Sql[] {
  const groups = new Map<string, string[]>();
  const out: (string | string[])[] = [];
  clauses.forEach((c, i) => {
    if (!c || typeof c.clause !== 'string' || !c.clause.trim()) return;
    const sql = `(${assertSafeSql(c.clause, ctx.dialect, `row level security filter ${i + 1}`, 'where', ctx.safety)})`;
    const key = c.groupKey?.trim();
    if (!key) return void out.push(sql);
    let group = groups.get(key);
    if (!group) {
      group = [];
      groups.set(key, group);
      out.push(group);
    }
    group.push(sql);
  });
  return out.map((x) => Sql.raw(typeof x === 'string' ? x : x.length === 1 ? x[0]! : `(${x.join(' OR ')})`));
}
