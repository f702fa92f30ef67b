import { describe, expect, it } from 'vitest';
import type { Dialect } from './compile-dataset.ts';
import { QueryCompileError } from './query-compile-error.ts';
import { SUBQUERY_MESSAGE, assertSafeSql } from './sql-safety.ts';

const DIALECTS: Dialect[] = ['duckdb', 'sqlite', 'postgresql', 'mysql'];
const check = (sql: string, dialect: Dialect, opts = {}) => assertSafeSql(sql, dialect, 'extras.where', 'where', opts);

describe('assertSafeSql', () => {
  it.each(DIALECTS)('returns expressions that stay in place, trimmed (%s)', (d) => {
    expect(check("  name = 'a;b -- c /* d' AND num > 3 ", d)).toBe("name = 'a;b -- c /* d' AND num > 3");
    expect(check("UPPER(name) /* shout */ = 'X'", d)).toBe("UPPER(name) /* shout */ = 'X'");
  });

  it.each(DIALECTS)('refuses separators, cutting comments, unbalanced text and statements (%s)', (d) => {
    for (const sql of [
      '1=1; DROP TABLE x',
      '1=1) OR (1=1',
      '(1=1',
      "x = 'a' -- rest",
      "x = 'a' /* rest",
      "x = 'a",
      'DELETE FROM x',
      '1=1 UNION SELECT 1',
      '',
    ]) {
      expect(() => check(sql, d), sql).toThrow(QueryCompileError);
    }
  });

  it('refuses names that show the server’s paths, in every clause (DuckDB, SQLite)', () => {
    for (const clause of ['expression', 'where', 'having'] as const) {
      expect(() => assertSafeSql("current_setting('temp_directory')", 'duckdb', 'x', clause)).toThrow(
        /^Invalid SQL in x: 'current_setting' is not allowed: it shows where the server keeps its files\.$/,
      );
      expect(() => assertSafeSql('MAX("DuckDB_Settings"(\'x\'))', 'duckdb', 'x', clause)).toThrow(/duckdb_settings/);
    }
    expect(() => check('pragma_database_list.file IS NOT NULL', 'sqlite')).toThrow(/pragma_database_list/);
    // The same name is an ordinary function elsewhere.
    expect(check("current_setting('search_path') IS NOT NULL", 'postgresql')).toBe(
      "current_setting('search_path') IS NOT NULL",
    );
  });

  it('refuses a string whose end depends on how the engine reads backslashes', () => {
    // One literal when backslashes escape, a literal then a comment when they do not.
    for (const d of ['duckdb', 'postgresql', 'mysql'] as const)
      expect(() => check("name = 'a\\' OR 1=1 -- '", d)).toThrow(QueryCompileError);
    for (const d of ['duckdb', 'postgresql'] as const)
      expect(() => check("name = E'a\\' OR 1=1 -- '", d)).toThrow(QueryCompileError);
    // The same text is one harmless literal on SQLite, which never treats backslashes specially.
    expect(check("name = 'a\\'", 'sqlite')).toBe("name = 'a\\'");
  });

  it('refuses subqueries unless allowed, with Superset message', () => {
    expect(() => check('x IN (SELECT 1)', 'postgresql')).toThrow(SUBQUERY_MESSAGE);
    expect(() => check("x IN (FROM read_parquet('f'))", 'duckdb')).toThrow(QueryCompileError);
    expect(check('x IN (SELECT y FROM t)', 'postgresql', { allowSubqueries: true })).toBe('x IN (SELECT y FROM t)');
  });

  it("refuses each engine's dangerous functions, however written", () => {
    expect(() => check('"pg_sleep"(5) IS NOT NULL', 'postgresql')).toThrow(/pg_sleep/);
    expect(() => check('SLEEP(1) = 0', 'mysql')).toThrow(/SLEEP/);
    expect(() => check("getenv('HOME') IS NULL", 'duckdb')).toThrow(/getenv/);
    expect(() => check("load_extension('x') IS NULL", 'sqlite')).toThrow(/load_extension/);
  });
});
