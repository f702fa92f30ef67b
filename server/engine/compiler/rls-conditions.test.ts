import { describe, expect, it } from 'vitest';
import { createCompileContext } from './compile-context.ts';
import type { CompileDataset } from './compile-dataset.ts';
import { QueryCompileError } from './query-compile-error.ts';
import { rlsConditions } from './rls-conditions.ts';

const ds: CompileDataset = { table_name: 't', schema: null, sql: null, main_dttm_col: null, columns: [], metrics: [] };
const render = (clauses: Parameters<typeof rlsConditions>[1], dialect: 'duckdb' | 'mysql' = 'duckdb') =>
  rlsConditions(createCompileContext(ds, dialect), clauses).map((s) => s.render(() => '?').sql);

describe('rlsConditions', () => {
  it('keeps key-less clauses apart, ORs clauses of one group in the order of their first appearance', () => {
    expect(
      render([
        { clause: "a = 'x'", groupKey: 'g' },
        { clause: 'b > 1', groupKey: null },
        { clause: "a = 'y'", groupKey: 'g' },
        { clause: 'c = 2', groupKey: 'h' },
        { clause: 'd = 3 OR e = 4', groupKey: '' },
      ]),
    ).toEqual(["((a = 'x') OR (a = 'y'))", '(b > 1)', '(c = 2)', '(d = 3 OR e = 4)']);
  });

  it('skips empty clauses and returns nothing for none', () => {
    expect(render([])).toEqual([]);
    expect(
      render([
        { clause: '   ', groupKey: 'g' },
        { clause: '', groupKey: null },
      ]),
    ).toEqual([]);
  });

  it('refuses a clause that escapes its place, naming which one', () => {
    const bad = (clause: string, dialect?: 'mysql') => () =>
      render(
        [
          { clause: '1 = 1', groupKey: null },
          { clause, groupKey: 'g' },
        ],
        dialect,
      );
    expect(bad('1 = 1) OR (1 = 1')).toThrow(QueryCompileError);
    expect(bad('1 = 1) OR (1 = 1')).toThrow(/row level security filter 2/);
    expect(bad("a = 'x'; DROP TABLE t")).toThrow(QueryCompileError);
    expect(bad('a IN (SELECT a FROM t)')).toThrow('Custom SQL fields cannot contain sub-queries.');
    expect(bad("a = 'x' # rest", 'mysql')).toThrow(QueryCompileError);
  });
});
