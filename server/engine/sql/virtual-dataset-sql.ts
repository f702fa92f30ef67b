import { lexSql, type SqlDialect } from '../../../core/sql/sql-lexer.ts';
import { splitStatements } from '../../../core/sql/split-statements.ts';
import { classifyStatement } from './statement-kind.ts';

/** Superset's words (superset/connectors/sqla/utils.py, get_virtual_table_metadata). */
export const ONLY_SELECT_MESSAGE = 'Only `SELECT` statements are allowed';
export const ONLY_SINGLE_MESSAGE = 'Only single queries supported';
export const EMPTY_VIRTUAL_SQL_MESSAGE = 'Virtual dataset query cannot be empty';
export const UNBALANCED_MESSAGE = 'Invalid SQL: its parentheses do not balance';
export const UNTERMINATED_MESSAGE = 'Invalid SQL: it ends inside a quoted text or a comment';

/** A virtual dataset's SQL that is not exactly one SELECT; the message is for the user. */
export class VirtualSqlError extends Error {
  override readonly name = 'VirtualSqlError';
}

/**
 * A virtual dataset's SQL as the subquery it becomes, or VirtualSqlError when it is not exactly
 * one complete SELECT for the engine: every statement must be a read that may run (Superset checks
 * that first, then counts statements), there must be one, and its code must end where it started
 * (no quote or comment left open, parentheses balanced), so nothing written after it can close
 * the parenthesis it is put in. Returns the statement without its trailing semicolons.
 */
export function virtualDatasetSql(sql: string, dialect: SqlDialect): string {
  const tokens = lexSql(sql, dialect);
  if (tokens.some((t) => t.unterminated)) throw new VirtualSqlError(UNTERMINATED_MESSAGE);
  const statements = splitStatements(sql, dialect);
  if (statements.length === 0) throw new VirtualSqlError(EMPTY_VIRTUAL_SQL_MESSAGE);
  for (const s of statements) {
    const c = classifyStatement(s, dialect);
    if (c.kind !== 'select') throw new VirtualSqlError(ONLY_SELECT_MESSAGE);
    if (c.refusal) throw new VirtualSqlError(c.refusal);
  }
  if (statements.length > 1) throw new VirtualSqlError(ONLY_SINGLE_MESSAGE);
  let depth = 0;
  for (const t of lexSql(statements[0]!, dialect)) {
    if (t.kind !== 'symbol') continue;
    if (t.text === '(') depth++;
    else if (t.text === ')' && --depth < 0) break;
  }
  if (depth !== 0) throw new VirtualSqlError(UNBALANCED_MESSAGE);
  return statements[0]!;
}

/** `(<sql>) AS <alias>`, the checked SQL on lines of its own so a trailing line comment ends with its line. */
export function wrapVirtualSql(checked: string, alias: string): string {
  return `(\n${checked}\n) AS ${alias}`;
}
