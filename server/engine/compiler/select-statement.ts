import { virtualDatasetSql, VirtualSqlError, wrapVirtualSql } from '../sql/virtual-dataset-sql.ts';
import type { CompileContext } from './compile-context.ts';
import { QueryCompileError } from './query-compile-error.ts';
import { Sql } from './sql-fragment.ts';

/** The parts of one SELECT; expressions are SQL text, conditions may carry bound values. */
export interface SelectParts {
  select: string[];
  from: string;
  join?: Sql | null;
  where: Sql[];
  groupBy: string[];
  having: string | null;
  orderBy: string[];
  limit: number | null;
  offset: number;
}

/** One SELECT statement, a clause a line. */
export function selectStatement(p: SelectParts): Sql {
  const out: (Sql | string)[] = [`SELECT ${p.select.join(',\n       ')}`, `\nFROM ${p.from}`];
  if (p.join) out.push(p.join);
  if (p.where.length > 0) out.push('\nWHERE ', Sql.join(p.where, '\n  AND '));
  if (p.groupBy.length > 0) out.push(`\nGROUP BY ${p.groupBy.join(',\n         ')}`);
  if (p.having) out.push(`\nHAVING ${p.having}`);
  if (p.orderBy.length > 0) out.push(`\nORDER BY ${p.orderBy.join(',\n         ')}`);
  if (p.limit !== null) out.push(`\nLIMIT ${p.limit}`);
  if (p.offset > 0) out.push(`\nOFFSET ${p.offset}`);
  return Sql.concat(...out);
}

/** `SELECT COUNT(*) AS rowcount FROM (<query>) AS rowcount_qry`, as Superset writes is_rowcount queries. */
export function rowcountStatement(ctx: CompileContext, inner: Sql): Sql {
  const q = ctx.spec.quote;
  return Sql.concat(`SELECT COUNT(*) AS ${q('rowcount')}\nFROM (\n`, inner, `\n) AS ${q('rowcount_qry')}`);
}

/**
 * The dataset's table, quoted, or its virtual SQL as a subquery named virtual_table: checked on
 * every query to be exactly one SELECT (virtual-dataset-sql.ts), since the row may have been
 * written before the check existed or straight into the store.
 */
export function fromClause(ctx: CompileContext): string {
  const { ds, spec } = ctx;
  if (ds.sql && ds.sql.trim()) {
    let sql: string;
    try {
      sql = virtualDatasetSql(ds.sql, spec.name);
    } catch (err) {
      if (err instanceof VirtualSqlError) throw new QueryCompileError(err.message);
      throw err;
    }
    return wrapVirtualSql(sql, spec.quote('virtual_table'));
  }
  return ds.schema ? `${spec.quote(ds.schema)}.${spec.quote(ds.table_name)}` : spec.quote(ds.table_name);
}
