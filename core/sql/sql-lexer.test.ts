import { describe, expect, it } from 'vitest';
import { lexSql, type BackslashMode, type SqlDialect, type SqlToken } from './sql-lexer.ts';

const DIALECTS: SqlDialect[] = ['duckdb', 'sqlite', 'postgresql', 'mysql'];
/** The tokens other than spaces, as `kind:text` (with `!` when unterminated). */
const lex = (sql: string, dialect: SqlDialect, mode?: BackslashMode) =>
  lexSql(sql, dialect, mode)
    .filter((t) => t.kind !== 'space')
    .map((t: SqlToken) => `${t.kind}:${t.text}${t.unterminated ? '!' : ''}`);

describe('lexSql', () => {
  it.each(DIALECTS)('gives the SQL back, token by token, with positions (%s)', (d) => {
    const sql = "SELECT a.\"b\", 'c''d' -- e\n/* f */ FROM t WHERE x >= .5 AND y$ = 1e3;";
    const tokens = lexSql(sql, d);
    expect(tokens.map((t) => t.text).join('')).toBe(sql);
    for (const t of tokens) expect(sql.slice(t.start, t.end)).toBe(t.text);
  });

  it('reads words, numbers and symbols', () => {
    expect(lex('SELECT été, x1, 1.5e3, .5, a$b FROM t', 'postgresql')).toEqual([
      'word:SELECT',
      'word:été',
      'symbol:,',
      'word:x1',
      'symbol:,',
      'number:1.5e3',
      'symbol:,',
      'number:.5',
      'symbol:,',
      'word:a$b',
      'word:FROM',
      'word:t',
    ]);
  });

  it('keeps doubled quotes inside the literal or name', () => {
    expect(lex(`'it''s' "a""b"`, 'postgresql')).toEqual([`string:'it''s'`, `quoted:"a""b"`]);
  });

  it("reads each engine's quote characters", () => {
    expect(lex('"x" `y` [z]', 'sqlite')).toEqual(['quoted:"x"', 'quoted:`y`', 'quoted:[z]']);
    expect(lex('"x" `y` [z]', 'mysql')).toEqual(['string:"x"', 'quoted:`y`', 'symbol:[', 'word:z', 'symbol:]']);
    expect(lex('"x" `y` [z]', 'postgresql')).toEqual([
      'quoted:"x"',
      'symbol:`',
      'word:y',
      'symbol:`',
      'symbol:[',
      'word:z',
      'symbol:]',
    ]);
  });

  it('escapes with backslashes as the mode says: never, in E strings only, or everywhere', () => {
    const sql = "'a\\' x E'b\\' y'";
    expect(lex(sql, 'postgresql', 'none')).toEqual([
      "string:'a\\'",
      'word:x',
      'word:E',
      "string:'b\\'",
      'word:y',
      "string:'!",
    ]);
    expect(lex(sql, 'postgresql', 'e-prefix')).toEqual(["string:'a\\'", 'word:x', 'word:E', "string:'b\\' y'"]);
    expect(lex(sql, 'postgresql', 'all')).toEqual(["string:'a\\' x E'", 'word:b', 'symbol:\\', "string:' y'"]);
    // An E that ends a longer word does not make an escape string.
    expect(lex("nameE'a\\'", 'duckdb', 'e-prefix')).toEqual(['word:nameE', "string:'a\\'"]);
    // MySQL's double-quoted strings escape too.
    expect(lex('"a\\"b"', 'mysql')).toEqual(['string:"a\\"b"']);
  });

  it("defaults to each engine's own backslash reading", () => {
    expect(lex("'a\\';b'", 'mysql')).toEqual(["string:'a\\';b'"]);
    expect(lex("E'\\';x'", 'duckdb')).toEqual(['word:E', "string:'\\';x'"]);
    expect(lex("'a\\';b'", 'sqlite')).toEqual(["string:'a\\'", 'symbol:;', 'word:b', "string:'!"]);
  });

  it('reads line comments to the line end, # on MySQL only', () => {
    expect(lex('a -- b;c\nd', 'duckdb')).toEqual(['word:a', 'comment:-- b;c', 'word:d']);
    expect(lex('a # b\nc', 'mysql')).toEqual(['word:a', 'comment:# b', 'word:c']);
    expect(lex('a # b', 'postgresql')).toEqual(['word:a', 'symbol:#', 'word:b']);
  });

  it('nests block comments on PostgreSQL only', () => {
    expect(lex('/* a /* b */ c */ d', 'postgresql')).toEqual(['comment:/* a /* b */ c */', 'word:d']);
    expect(lex('/* a /* b */ c */ d', 'duckdb')).toEqual([
      'comment:/* a /* b */',
      'word:c',
      'symbol:*',
      'symbol:/',
      'word:d',
    ]);
    expect(lex('/* a', 'mysql')).toEqual(['comment:/* a!']);
  });

  it('reads dollar-quoted bodies on PostgreSQL and DuckDB', () => {
    expect(lex('SELECT $$a;b$$, $fn$ x $$ y $fn$', 'postgresql')).toEqual([
      'word:SELECT',
      'string:$$a;b$$',
      'symbol:,',
      'string:$fn$ x $$ y $fn$',
    ]);
    expect(lex('$$a', 'duckdb')).toEqual(['string:$$a!']);
    // A parameter, a $ inside a name, and engines without dollar quoting.
    expect(lex('$1 a$$b', 'postgresql')).toEqual(['symbol:$', 'number:1', 'word:a$$b']);
    expect(lex('$$a$$', 'sqlite')).toEqual(['symbol:$', 'symbol:$', 'word:a$$']);
  });

  it('marks text that ends inside a quote as one unterminated token', () => {
    expect(lex("SELECT 'x; DROP TABLE t", 'postgresql')).toEqual(['word:SELECT', "string:'x; DROP TABLE t!"]);
    expect(lex('SELECT "x', 'duckdb')).toEqual(['word:SELECT', 'quoted:"x!']);
    expect(lex('SELECT [x', 'sqlite')).toEqual(['word:SELECT', 'quoted:[x!']);
  });
});
