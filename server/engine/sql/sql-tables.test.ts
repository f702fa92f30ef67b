import { describe, expect, it } from 'vitest';
import { grammarOf, sqlTables } from './sql-tables.ts';

describe('sqlTables', () => {
  it('lists each table of every statement once, with its schema', () => {
    expect(
      sqlTables('SELECT * FROM public.orders o JOIN customers c ON o.cid = c.id; SELECT 1 FROM public.orders'),
    ).toEqual([
      { table: 'orders', schema: 'public', catalog: null },
      { table: 'customers', schema: null, catalog: null },
    ]);
  });

  it('reads MySQL backticks with the MySQL grammar', () => {
    expect(sqlTables('SELECT `a` FROM `shop`.`items`', grammarOf('mysql://root@localhost/test'))).toEqual([
      { table: 'items', schema: 'shop', catalog: null },
    ]);
  });

  it("falls back to another grammar when the database's own cannot read the SQL", () => {
    expect(sqlTables('SELECT 1 FROM `shop`.`items`')).toEqual([{ table: 'items', schema: 'shop', catalog: null }]);
  });

  it('answers [] for SQL no grammar reads, and for empty SQL', () => {
    expect(sqlTables('this is not sql at all (')).toEqual([]);
    expect(sqlTables('   ')).toEqual([]);
    expect(sqlTables(null)).toEqual([]);
  });

  it('picks the grammar from the URI scheme', () => {
    expect(grammarOf('mysql+pymysql://x')).toBe('mysql');
    expect(grammarOf('sqlite:///x.db')).toBe('sqlite');
    expect(grammarOf('duckdb:///x')).toBe('postgresql');
  });
});
