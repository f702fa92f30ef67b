import { lexSql, type BackslashMode, type SqlToken } from '../../../core/sql/sql-lexer.ts';
import type { Dialect } from './compile-dataset.ts';

export type { BackslashMode, SqlToken } from '../../../core/sql/sql-lexer.ts';

/** The modes an expression is tokenized in: it must be safe in every mode the engine may be in. */
export const BACKSLASH_MODES: Record<Dialect, BackslashMode[]> = {
  sqlite: ['none'],
  duckdb: ['none', 'e-prefix', 'all'],
  postgresql: ['none', 'e-prefix', 'all'],
  mysql: ['none', 'all'],
};

/** Why an expression cannot be embedded; the caller names the field. */
export class UnsafeSqlError extends Error {}

/**
 * Splits one SQL expression into tokens (the engine's own lexing, core/sql/sql-lexer.ts), refusing
 * what could end the expression early or hide part of it: a statement separator, line comments,
 * unterminated or nested or executable block comments, unterminated quotes, unbalanced
 * parentheses, bind parameters, dollar quoting, NUL characters, and quote characters the engine
 * reads differently. The first such token, from the left, names the refusal.
 */
export function tokenizeSql(sql: string, dialect: Dialect, mode: BackslashMode): SqlToken[] {
  const tokens = lexSql(sql, dialect, mode);
  let depth = 0;
  for (const t of tokens) {
    if (t.kind === 'string' || t.kind === 'quoted') {
      if (t.text.startsWith('$')) throw new UnsafeSqlError("'$' (bind parameters or dollar quoting) is not allowed");
      if (t.unterminated)
        throw new UnsafeSqlError(
          t.text.startsWith('[') ? 'unterminated quoted identifier' : 'unterminated quoted string or identifier',
        );
    } else if (t.kind === 'comment') {
      checkComment(t.text);
    } else if (t.kind === 'word') {
      if (dialect !== 'mysql' && t.text.includes('$'))
        throw new UnsafeSqlError("'$' (bind parameters or dollar quoting) is not allowed");
    } else if (t.kind === 'symbol') {
      depth = checkSymbol(sql, t, dialect, depth);
    }
  }
  if (depth !== 0) throw new UnsafeSqlError('unbalanced parentheses');
  return tokens;
}

/** Refuses a symbol no expression may hold; answers the parenthesis depth after it. */
function checkSymbol(sql: string, t: SqlToken, dialect: Dialect, depth: number): number {
  const c = t.text;
  const next = sql[t.end];
  if (c === '\0') throw new UnsafeSqlError('NUL characters are not allowed');
  if (c === ';') throw new UnsafeSqlError("a statement separator (';') is not allowed");
  if (c === '`') throw new UnsafeSqlError("'`' is not a quote character in this database");
  if (c === '?' && dialect !== 'postgresql') throw new UnsafeSqlError("bind parameters ('?') are not allowed");
  if (c === '$' && dialect !== 'mysql')
    throw new UnsafeSqlError("'$' (bind parameters or dollar quoting) is not allowed");
  if ((c === ':' || c === '@') && dialect === 'sqlite' && next !== undefined && /[A-Za-z0-9_]/.test(next)) {
    throw new UnsafeSqlError(`bind parameters ('${c}${next}') are not allowed`);
  }
  if (c === '(') return depth + 1;
  if (c === ')') {
    if (depth === 0) throw new UnsafeSqlError('unbalanced parentheses');
    return depth - 1;
  }
  return depth;
}

/** Only a plain, closed block comment: line, unterminated, executable (`/*!`), hint (`/*+`) and nested ones are refused. */
function checkComment(text: string): void {
  if (text.startsWith('--')) throw new UnsafeSqlError("line comments ('--') are not allowed");
  if (text.startsWith('#')) throw new UnsafeSqlError("line comments ('#') are not allowed");
  // The first `*/` ends the comment for an engine that does not nest them; one that does must see no `/*` before it.
  const end = text.indexOf('*/', 2);
  if (end < 0) throw new UnsafeSqlError("unterminated comment ('/*')");
  const body = text.slice(2, end);
  if (/^(!|\+|M!)/.test(body)) throw new UnsafeSqlError('executable or hint comments are not allowed');
  if (body.includes('/*')) throw new UnsafeSqlError('nested comments are not allowed');
}
