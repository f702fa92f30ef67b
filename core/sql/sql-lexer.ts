/** The SQL engines Loupe reads SQL for (the same names as the server's connector backends). */
export type SqlDialect = 'duckdb' | 'sqlite' | 'postgresql' | 'mysql';

/**
 * Which string literals treat a backslash as an escape: none, only E'…' strings (PostgreSQL and
 * DuckDB with standard_conforming_strings), or all (MySQL's default, PostgreSQL with
 * standard_conforming_strings off).
 */
export type BackslashMode = 'none' | 'e-prefix' | 'all';

/** How each engine reads backslashes in its default configuration. */
export const DEFAULT_BACKSLASH_MODE: Record<SqlDialect, BackslashMode> = {
  mysql: 'all',
  postgresql: 'e-prefix',
  duckdb: 'e-prefix',
  sqlite: 'none',
};

export interface SqlToken {
  /**
   * `string`: a literal ('…', MySQL's "…", a dollar-quoted `$tag$…$tag$` body); `quoted`: a quoted
   * name ("…", `…`, SQLite's […]); `comment`: `--…`, MySQL's `#…` (both without the line end) or
   * `/* … *\/`; `symbol`: one character of anything else.
   */
  kind: 'word' | 'quoted' | 'string' | 'number' | 'symbol' | 'space' | 'comment';
  text: string;
  start: number;
  /** Index just after the token. */
  end: number;
  /** The text ended inside this quote, comment or dollar-quoted body. */
  unterminated?: true;
}

const WORD_START = /[A-Za-z_\u0080-\uFFFF]/;
/** Every engine allows `$` inside a name (not first: there it is a parameter or a dollar quote). */
const WORD_PART = /[A-Za-z0-9_$\u0080-\uFFFF]/;
const SPACE = /\s/;
const DOLLAR_TAG = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/;

/**
 * Cuts SQL into tokens the way the engine reads quoting and comments: its quote characters, doubled
 * quotes, backslash escapes per `backslash`, line comments (`#` on MySQL), block comments (nested on
 * PostgreSQL), dollar-quoted bodies (PostgreSQL, DuckDB). Never throws: text that ends inside a quote
 * or comment is one last token marked `unterminated`. Joining the tokens' texts gives the SQL back.
 */
export function lexSql(
  sql: string,
  dialect: SqlDialect,
  backslash: BackslashMode = DEFAULT_BACKSLASH_MODE[dialect],
): SqlToken[] {
  const tokens: SqlToken[] = [];
  const n = sql.length;
  let i = 0;
  const push = (kind: SqlToken['kind'], end: number, unterminated = false) => {
    const token: SqlToken = { kind, text: sql.slice(i, end), start: i, end };
    if (unterminated) token.unterminated = true;
    tokens.push(token);
    i = end;
  };
  const quoted = (kind: 'string' | 'quoted', quote: string, escapes: boolean) => {
    const end = endOfQuoted(sql, i, quote, escapes);
    push(kind, end ?? n, end === null);
  };
  while (i < n) {
    const c = sql[i]!;
    const next = sql[i + 1];
    if (SPACE.test(c)) {
      let j = i + 1;
      while (j < n && SPACE.test(sql[j]!)) j++;
      push('space', j);
    } else if (c === "'") {
      const prev = tokens[tokens.length - 1];
      const ePrefix = prev?.kind === 'word' && /^[eE]$/.test(prev.text) && prev.end === i;
      quoted('string', "'", backslash === 'all' || (backslash === 'e-prefix' && ePrefix));
    } else if (c === '"') {
      if (dialect === 'mysql') quoted('string', '"', backslash === 'all');
      else quoted('quoted', '"', false);
    } else if (c === '`' && (dialect === 'mysql' || dialect === 'sqlite')) {
      quoted('quoted', '`', false);
    } else if (c === '[' && dialect === 'sqlite') {
      const end = sql.indexOf(']', i + 1);
      push('quoted', end < 0 ? n : end + 1, end < 0);
    } else if ((c === '-' && next === '-') || (c === '#' && dialect === 'mysql')) {
      const end = sql.indexOf('\n', i);
      push('comment', end < 0 ? n : end);
    } else if (c === '/' && next === '*') {
      const end = endOfBlockComment(sql, i, dialect === 'postgresql');
      push('comment', end ?? n, end === null);
    } else if (
      c === '$' &&
      (dialect === 'postgresql' || dialect === 'duckdb') &&
      DOLLAR_TAG.test(sql.slice(i, i + 66))
    ) {
      const tag = DOLLAR_TAG.exec(sql.slice(i, i + 66))![0];
      const close = sql.indexOf(tag, i + tag.length);
      push('string', close < 0 ? n : close + tag.length, close < 0);
    } else if (WORD_START.test(c)) {
      let j = i + 1;
      while (j < n && WORD_PART.test(sql[j]!)) j++;
      push('word', j);
    } else if (/[0-9]/.test(c) || (c === '.' && next !== undefined && /[0-9]/.test(next))) {
      let j = i + 1;
      while (j < n && /[0-9A-Za-z_.]/.test(sql[j]!)) j++;
      push('number', j);
    } else {
      push('symbol', i + 1);
    }
  }
  return tokens;
}

/** Index just after the closing quote (a doubled quote is part of the text); null when there is none. */
function endOfQuoted(sql: string, start: number, quote: string, backslashEscapes: boolean): number | null {
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
  return null;
}

/** Index just after the `*\/` that closes the comment at `start` (counting nested ones when `nests`); null when none does. */
function endOfBlockComment(sql: string, start: number, nests: boolean): number | null {
  let depth = 0;
  let j = start;
  while (j < sql.length) {
    if (sql[j] === '/' && sql[j + 1] === '*') {
      depth = nests ? depth + 1 : 1;
      j += 2;
    } else if (sql[j] === '*' && sql[j + 1] === '/') {
      depth--;
      j += 2;
      if (depth === 0) return j;
    } else j++;
  }
  return null;
}
