import { describe, expect, it } from 'vitest';
import type { SqlDialect } from '../../../core/sql/sql-lexer.ts';
import { classifyStatement, FILES_REFUSED, SETTINGS_REFUSED } from './statement-kind.ts';

const ALL: SqlDialect[] = ['duckdb', 'sqlite', 'postgresql', 'mysql'];

describe('classifyStatement', () => {
  it.each(ALL)('tells reads from writes on %s', (d) => {
    expect(classifyStatement('SELECT a, comment, load FROM t', d)).toEqual({ kind: 'select', refusal: null });
    expect(classifyStatement('WITH x AS (SELECT 1 AS a) SELECT * FROM x', d).kind).toBe('select');
    expect(classifyStatement('SHOW TABLES', d).kind).toBe('read');
    expect(classifyStatement('INSERT INTO t VALUES (1)', d)).toEqual({ kind: 'write', refusal: null });
    expect(classifyStatement('CREATE TABLE x AS SELECT 1', d).kind).toBe('write');
    expect(classifyStatement('SELECT 1 INTO t2', d).kind).toBe('write');
    expect(classifyStatement('DROP TABLE t', d).kind).toBe('write');
  });

  it.each(ALL)('counts engine settings as settings, refused whatever the database allows, on %s', (d) => {
    for (const sql of [
      'SET search_path = x',
      'set enable_external_access = true',
      'RESET ALL',
      'PRAGMA database_list',
      'pragma journal_mode = wal',
      '/* x */ PRAGMA query_only = 0',
      'ALTER SYSTEM SET work_mem = 1',
    ])
      expect(classifyStatement(sql, d), sql).toEqual({ kind: 'settings', refusal: SETTINGS_REFUSED });
  });

  it.each(ALL)('counts reaching for files, databases and extensions as settings on %s', (d) => {
    for (const sql of [
      "ATTACH '/srv/loupe/loupe.db' AS m",
      'DETACH m',
      'INSTALL sqlite',
      'LOAD sqlite',
      "COPY (SELECT 42 AS x) TO '/tmp/x.csv'",
      "EXPORT DATABASE '/tmp/x'",
      "IMPORT DATABASE '/tmp/x'",
      'CHECKPOINT',
      'FORCE CHECKPOINT',
      "CREATE PERSISTENT SECRET s (TYPE s3, KEY_ID 'k')",
      "CREATE OR REPLACE SECRET s (TYPE s3, KEY_ID 'k')",
      "VACUUM INTO '/tmp/copy.db'",
      "SELECT * FROM t INTO OUTFILE '/tmp/x'",
      "LOAD DATA INFILE '/etc/passwd' INTO TABLE t",
    ])
      expect(classifyStatement(sql, d), sql).toEqual({ kind: 'settings', refusal: FILES_REFUSED });
  });

  it('refuses the names that show the server’s paths in any statement, however written (DuckDB)', () => {
    for (const sql of [
      'SELECT path FROM duckdb_databases()',
      'SELECT path FROM duckdb_databases',
      'SELECT * FROM pragma_database_list',
      'SELECT * FROM "PRAGMA_DATABASE_LIST"',
      'SELECT name, value FROM main.duckdb_settings()',
      "SELECT current_setting('temp_directory')",
      'SELECT * FROM Duckdb_Extensions()',
      'SELECT * FROM pragma_database_size()',
      'CALL pragma_database_list()',
    ]) {
      const c = classifyStatement(sql, 'duckdb');
      expect(c.refusal, sql).toMatch(/is not allowed: it shows where the server keeps its files\.$/);
    }
    // Pragma functions that only describe a table stay, and so do strings and names that merely mention them.
    expect(classifyStatement("SELECT * FROM pragma_table_info('t')", 'duckdb').refusal).toBeNull();
    expect(classifyStatement("SELECT 'duckdb_databases' AS x, y.path FROM y", 'duckdb').refusal).toBeNull();
  });

  it('counts PostgreSQL’s set_config() as a settings change, in any statement', () => {
    expect(classifyStatement("SELECT set_config('search_path', 'x', false)", 'postgresql')).toEqual({
      kind: 'settings',
      refusal: SETTINGS_REFUSED,
    });
    expect(classifyStatement('SELECT set_config FROM t', 'postgresql').kind).toBe('select');
  });

  it('refuses SQLite’s pragma functions that show files, and sqlite_dbpage', () => {
    expect(classifyStatement('SELECT file FROM pragma_database_list', 'sqlite').refusal).toMatch(
      /pragma_database_list/,
    );
    expect(classifyStatement('SELECT * FROM sqlite_dbpage', 'sqlite').refusal).toMatch(/sqlite_dbpage/);
    expect(classifyStatement("SELECT * FROM pragma_table_info('t')", 'sqlite').refusal).toBeNull();
  });

  it('counts anything it cannot read as a write, never a read', () => {
    expect(classifyStatement('FROBNICATE t', 'postgresql').kind).toBe('write');
    expect(classifyStatement('WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', 'postgresql').kind).toBe('write');
  });
});
