import type { Parser } from 'node-sql-parser';
import { parserFor } from '../sql/sql-parser.ts';
import type { DialectSpec } from './dialects.ts';
import { UnsafeSqlError } from './sql-tokenizer.ts';

/** Where an adhoc SQL fragment goes: a SELECT expression, a WHERE condition, a HAVING condition. */
export type SqlClause = 'expression' | 'where' | 'having';

const PROBE_TABLE = 'loupe_expr_check';

/** The query shape a fragment of each clause takes, over a probe table. */
export const WRAP: Record<SqlClause, (sql: string) => string> = {
  expression: (sql) => `SELECT (${sql}) AS loupe_expr FROM ${PROBE_TABLE}`,
  where: (sql) => `SELECT 1 AS loupe_expr FROM ${PROBE_TABLE} WHERE (${sql})`,
  having: (sql) => `SELECT 1 AS loupe_expr FROM ${PROBE_TABLE} GROUP BY 1 HAVING (${sql})`,
};

/**
 * Parses the fragment inside the query shape it will take, with node-sql-parser's grammar for the
 * engine (PostgreSQL's for DuckDB). When it parses, the result must be that one SELECT over the
 * probe table, with no other statement, table or subquery. Returns false when the grammar cannot
 * read it (valid dialect SQL it does not know, or invalid SQL the engine will reject): the
 * tokenizer's checks then stand alone.
 */
export function parserCheck(sql: string, spec: DialectSpec, clause: SqlClause, allowSubqueries: boolean): boolean {
  let result: ReturnType<Parser['parse']>;
  try {
    result = parserFor(spec.parserDatabase).parse(WRAP[clause](sql), { database: spec.parserDatabase });
  } catch {
    return false;
  }
  const statements = Array.isArray(result.ast) ? result.ast : [result.ast];
  if (statements.length !== 1 || (statements[0] as { type?: string }).type !== 'select')
    throw new UnsafeSqlError('it is not a single expression');
  if (allowSubqueries) return true;
  const tables = result.tableList.filter((t) => !t.endsWith(`::${PROBE_TABLE}`));
  if (tables.length > 0 || hasSubquery(statements[0], true)) throw new UnsafeSqlError('SUBQUERY');
  return true;
}

function hasSubquery(node: unknown, root: boolean): boolean {
  if (Array.isArray(node)) return node.some((n) => hasSubquery(n, false));
  if (typeof node !== 'object' || node === null) return false;
  const o = node as Record<string, unknown>;
  if (!root && (o.type === 'select' || (typeof o.ast === 'object' && o.ast !== null))) return true;
  return Object.values(o).some((v) => hasSubquery(v, false));
}
