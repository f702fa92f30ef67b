import { describe, expect, it } from 'vitest';
import { applyLimit, statementKind } from './sql-statements.ts';

describe('statementKind', () => {
  it.each([
    ['SELECT * FROM t', 'select'],
    ['with a as (select 1) select * from a', 'select'],
    ["SELECT replace(name, 'a', 'b') FROM t", 'select'],
    ["SELECT 'DROP TABLE t' AS s", 'select'],
    ['SELECT comment, load, t.set FROM t', 'select'],
    ['SET search_path = x', 'mutation'],
    ["COPY t TO '/tmp/x'", 'mutation'],
    ['CALL p()', 'mutation'],
    ["SELECT * FROM t INTO OUTFILE '/tmp/x'", 'mutation'],
    ['SHOW TABLES', 'read'],
    ['EXPLAIN SELECT 1', 'read'],
    ['DELETE FROM t', 'mutation'],
    ['INSERT INTO t VALUES (1)', 'mutation'],
    ['SELECT 1 INTO t2', 'mutation'],
    ['WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d', 'mutation'],
    ['CREATE TABLE x AS SELECT 1', 'mutation'],
    ['PRAGMA journal_mode = wal', 'mutation'],
    ['PRAGMA database_list', 'mutation'],
    ["ATTACH '/srv/loupe/loupe.db' AS m", 'mutation'],
    ['INSTALL sqlite', 'mutation'],
    ['LOAD sqlite', 'mutation'],
    ['DETACH m', 'mutation'],
    ['EXPLAIN ANALYZE DELETE FROM t', 'mutation'],
    ['VACUUM', 'mutation'],
  ])('%s → %s', (sql, kind) => {
    expect(statementKind(sql, 'postgresql')).toBe(kind);
  });
});

describe('applyLimit', () => {
  it('adds one more row than the limit, on its own line (after a trailing comment)', () => {
    expect(applyLimit('SELECT * FROM t -- all', 'duckdb', 100)).toEqual({
      sql: 'SELECT * FROM t -- all\nLIMIT 101',
      keep: 100,
      factorIfNotCut: 'NOT_LIMITED',
    });
  });
  it('keeps a smaller LIMIT (QUERY), an equal one (QUERY_AND_DROPDOWN), lowers a larger one', () => {
    expect(applyLimit('SELECT * FROM t LIMIT 5', 'duckdb', 100)).toMatchObject({
      sql: 'SELECT * FROM t LIMIT 5',
      keep: 5,
      factorIfNotCut: 'QUERY',
    });
    expect(applyLimit('SELECT * FROM t LIMIT 100', 'duckdb', 100)).toMatchObject({
      keep: 100,
      factorIfNotCut: 'QUERY_AND_DROPDOWN',
    });
    expect(applyLimit('SELECT * FROM t LIMIT 5000 OFFSET 10', 'duckdb', 100).sql).toBe(
      'SELECT * FROM t LIMIT 101 OFFSET 10',
    );
    expect(applyLimit('SELECT * FROM t LIMIT 10, 5000', 'mysql', 100).sql).toBe('SELECT * FROM t LIMIT 10, 101');
  });
  it('ignores a LIMIT inside a subquery', () => {
    expect(applyLimit('SELECT * FROM (SELECT * FROM t LIMIT 5) s', 'duckdb', 10).sql).toBe(
      'SELECT * FROM (SELECT * FROM t LIMIT 5) s\nLIMIT 11',
    );
  });
});
