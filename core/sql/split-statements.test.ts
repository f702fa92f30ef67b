import { describe, expect, it } from 'vitest';
import { splitStatements } from './split-statements.ts';

describe('splitStatements', () => {
  it('splits on code semicolons only', () => {
    const sql = 'SELECT \'a;b\' AS x; -- c;d\nSELECT "we;ird" FROM t /* e;f */ ; SELECT $$g;h$$;;';
    expect(splitStatements(sql, 'postgresql')).toEqual([
      "SELECT 'a;b' AS x",
      '-- c;d\nSELECT "we;ird" FROM t /* e;f */',
      'SELECT $$g;h$$',
    ]);
  });
  it('honours doubled quotes, MySQL backslashes and # comments, SQLite brackets', () => {
    expect(splitStatements("SELECT 'it''s;'; SELECT 2", 'sqlite')).toEqual(["SELECT 'it''s;'", 'SELECT 2']);
    expect(splitStatements("SELECT 'a\\';b'; # x;y\nSELECT 2", 'mysql')).toEqual([
      "SELECT 'a\\';b'",
      '# x;y\nSELECT 2',
    ]);
    expect(splitStatements('SELECT [a;b] FROM t; SELECT 2', 'sqlite')).toEqual(['SELECT [a;b] FROM t', 'SELECT 2']);
    expect(splitStatements("SELECT E'\\';' ; SELECT 2", 'duckdb')).toEqual(["SELECT E'\\';'", 'SELECT 2']);
  });
  it('drops statements that are only comments', () => {
    expect(splitStatements('-- only\n; /* x */ ;SELECT 1', 'duckdb')).toEqual(['SELECT 1']);
  });
  it('cannot be fooled into running a hidden statement after an unterminated quote', () => {
    expect(splitStatements("SELECT 'x; DROP TABLE t", 'postgresql')).toEqual(["SELECT 'x; DROP TABLE t"]);
  });
});
