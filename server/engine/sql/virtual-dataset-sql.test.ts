import { describe, expect, it } from 'vitest';
import type { SqlDialect } from '../../../core/sql/sql-lexer.ts';
import {
  EMPTY_VIRTUAL_SQL_MESSAGE,
  ONLY_SELECT_MESSAGE,
  ONLY_SINGLE_MESSAGE,
  UNBALANCED_MESSAGE,
  UNTERMINATED_MESSAGE,
  virtualDatasetSql,
  wrapVirtualSql,
} from './virtual-dataset-sql.ts';

const ALL: SqlDialect[] = ['duckdb', 'sqlite', 'postgresql', 'mysql'];
const refusal = (sql: string, d: SqlDialect) => {
  try {
    virtualDatasetSql(sql, d);
    return null;
  } catch (err) {
    return (err as Error).message;
  }
};

describe('virtualDatasetSql', () => {
  it.each(ALL)('keeps one SELECT, without its trailing semicolons (%s)', (d) => {
    expect(virtualDatasetSql('  SELECT a, b FROM t WHERE x = 1 ;; ', d)).toBe('SELECT a, b FROM t WHERE x = 1');
    expect(virtualDatasetSql('WITH x AS (SELECT 1 AS a) SELECT * FROM x -- note', d)).toBe(
      'WITH x AS (SELECT 1 AS a) SELECT * FROM x -- note',
    );
  });

  it.each(ALL)('refuses the issue’s statement that closes the parenthesis it is put in (%s)', (d) => {
    expect(refusal("SELECT 1 AS a) ; COPY (SELECT 42 AS x) TO '/tmp/x.csv'; SELECT * FROM (SELECT 1 AS a", d)).toBe(
      ONLY_SELECT_MESSAGE,
    );
    expect(refusal('SELECT 1 AS a) ; CREATE TABLE pwned AS SELECT 1; SELECT * FROM (SELECT 1 AS a', d)).toBe(
      ONLY_SELECT_MESSAGE,
    );
    expect(refusal('SELECT 1 AS a) UNION ALL (SELECT 2 AS a', d)).toBe(UNBALANCED_MESSAGE);
  });

  it.each(ALL)('says what is wrong, as Superset does (%s)', (d) => {
    expect(refusal('SELECT 1; SELECT 2', d)).toBe(ONLY_SINGLE_MESSAGE);
    expect(refusal('DELETE FROM t', d)).toBe(ONLY_SELECT_MESSAGE);
    expect(refusal('PRAGMA database_list', d)).toBe(ONLY_SELECT_MESSAGE);
    expect(refusal('SET x = 1', d)).toBe(ONLY_SELECT_MESSAGE);
    expect(refusal(' ; -- nothing', d)).toBe(EMPTY_VIRTUAL_SQL_MESSAGE);
    expect(refusal("SELECT 'x", d)).toBe(UNTERMINATED_MESSAGE);
    expect(refusal('SELECT 1 /* open', d)).toBe(UNTERMINATED_MESSAGE);
    expect(refusal('SELECT (1', d)).toBe(UNBALANCED_MESSAGE);
  });

  it('refuses a SELECT that shows the server’s paths', () => {
    expect(refusal('SELECT path FROM duckdb_databases()', 'duckdb')).toMatch(/duckdb_databases/);
  });

  it('puts the SQL on lines of its own, so a trailing comment cannot swallow the parenthesis', () => {
    expect(wrapVirtualSql('SELECT 1 -- c', 'v')).toBe('(\nSELECT 1 -- c\n) AS v');
  });
});
