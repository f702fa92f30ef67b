import type { Dialect } from './compile-dataset.ts';

export interface SqlToken {
  kind: 'word' | 'quoted' | 'string' | 'number' | 'symbol' | 'space' | 'comment';
  text: string;
  start: number;
}

/**
 * Which string literals treat a backslash as an escape: none, only E'…' strings (PostgreSQL and
 * DuckDB with standard_conforming_strings), or all (MySQL's default, PostgreSQL with
 * standard_conforming_strings off).
 */
export type BackslashMode = 'none' | 'e-prefix' | 'all';

/** The modes an expression is tokenized in: it must be safe in every mode the engine may be in. */
export const BACKSLASH_MODES: Record<Dialect, BackslashMode[]> = {
  sqlite: ['none'],
  duckdb: ['none', 'e-prefix', 'all'],
  postgresql: ['none', 'e-prefix', 'all'],
  mysql: ['none', 'all'],
};

/** Why an expression cannot be embedded; the caller names the field. */
export class UnsafeSqlError extends Error {}

const WORD_START = /[A-Za-z_\u0080-\uFFFF]/;
const WORD_PART_MYSQL = /[A-Za-z0-9_$\u0080-\uFFFF]/;
const WORD_PART = /[A-Za-z0-9_\u0080-\uFFFF]/;
const SPACE = /\s/;

/**
 * Splits one SQL expression into tokens exactly as far as quoting, comments and parentheses go,
 * refusing what could end the expression early or hide part of it: a statement separator, line
 * comments, unterminated or nested or executable block comments, unterminated quotes, unbalanced
 * parentheses, bind parameters, dollar quoting, NUL characters, and quote characters the engine
 * reads differently.
 */
export function tokenizeSql(sql: string, dialect: Dialect, mode: BackslashMode): SqlToken[] {
  const tokens: SqlToken[] = [];
  const n = sql.length;
  let i = 0;
  let depth = 0;
  const push = (kind: SqlToken['kind'], end: number) => {
    tokens.push({ kind, text: sql.slice(i, end), start: i });
    i = end;
  };
  while (i < n) {
    const c = sql[i]!;
    const next = sql[i + 1];
    if (c === '\0') throw new UnsafeSqlError('NUL characters are not allowed');
    if (SPACE.test(c)) {
      let j = i + 1;
      while (j < n && SPACE.test(sql[j]!)) j++;
      push('space', j);
    } else if (c === "'") {
      const prev = tokens[tokens.length - 1];
      const ePrefix = prev?.kind === 'word' && /^[eE]$/.test(prev.text) && prev.start + 1 === i;
      const escapes = mode === 'all' || (mode === 'e-prefix' && ePrefix);
      push('string', endOfQuoted(sql, i, "'", escapes));
    } else if (c === '"') {
      if (dialect === 'mysql') push('string', endOfQuoted(sql, i, '"', mode === 'all'));
      else push('quoted', endOfQuoted(sql, i, '"', false));
    } else if (c === '`') {
      if (dialect !== 'mysql' && dialect !== 'sqlite') throw new UnsafeSqlError("'`' is not a quote character in this database");
      push('quoted', endOfQuoted(sql, i, '`', false));
    } else if (c === '[' && dialect === 'sqlite') {
      const end = sql.indexOf(']', i + 1);
      if (end < 0) throw new UnsafeSqlError('unterminated quoted identifier');
      push('quoted', end + 1);
    } else if (c === '-' && next === '-') {
      throw new UnsafeSqlError("line comments ('--') are not allowed");
    } else if (c === '#' && dialect === 'mysql') {
      throw new UnsafeSqlError("line comments ('#') are not allowed");
    } else if (c === '/' && next === '*') {
      push('comment', endOfBlockComment(sql, i));
    } else if (c === ';') {
      throw new UnsafeSqlError("a statement separator (';') is not allowed");
    } else if (c === '?' && dialect !== 'postgresql') {
      throw new UnsafeSqlError("bind parameters ('?') are not allowed");
    } else if (c === '$' && dialect !== 'mysql') {
      throw new UnsafeSqlError("'$' (bind parameters or dollar quoting) is not allowed");
    } else if ((c === ':' || c === '@') && dialect === 'sqlite' && next !== undefined && /[A-Za-z0-9_]/.test(next)) {
      throw new UnsafeSqlError(`bind parameters ('${c}${next}') are not allowed`);
    } else if (c === '(') {
      depth++;
      push('symbol', i + 1);
    } else if (c === ')') {
      if (--depth < 0) throw new UnsafeSqlError('unbalanced parentheses');
      push('symbol', i + 1);
    } else if (WORD_START.test(c)) {
      const part = dialect === 'mysql' ? WORD_PART_MYSQL : WORD_PART;
      let j = i + 1;
      while (j < n && part.test(sql[j]!)) j++;
      push('word', j);
    } else if (/[0-9]/.test(c) || (c === '.' && next !== undefined && /[0-9]/.test(next))) {
      let j = i + 1;
      while (j < n && /[0-9A-Za-z_.]/.test(sql[j]!)) j++;
      push('number', j);
    } else {
      push('symbol', i + 1);
    }
  }
  if (depth !== 0) throw new UnsafeSqlError('unbalanced parentheses');
  return tokens;
}

/** Index just after the closing quote; a doubled quote is part of the text. */
function endOfQuoted(sql: string, start: number, quote: string, backslashEscapes: boolean): number {
  for (let j = start + 1; j < sql.length; j++) {
    const c = sql[j];
    if (backslashEscapes && c === '\\') {
      j++;
      continue;
    }
    if (c === quote) {
      if (sql[j + 1] === quote) {
        j++;
        continue;
      }
      return j + 1;
    }
  }
  throw new UnsafeSqlError('unterminated quoted string or identifier');
}

/** A plain block comment; executable (`/*!`), hint (`/*+`) and nested comments are refused. */
function endOfBlockComment(sql: string, start: number): number {
  const end = sql.indexOf('*/', start + 2);
  if (end < 0) throw new UnsafeSqlError("unterminated comment ('/*')");
  const body = sql.slice(start + 2, end);
  if (/^(!|\+|M!)/.test(body)) throw new UnsafeSqlError('executable or hint comments are not allowed');
  if (body.includes('/*')) throw new UnsafeSqlError('nested comments are not allowed');
  return end + 2;
}
