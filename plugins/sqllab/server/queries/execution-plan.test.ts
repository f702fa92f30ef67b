import { describe, expect, it } from 'vitest';
import { planExecution, type PlanInput } from './execution-plan.ts';
import { type SqlLabError } from './sqllab-errors.ts';

const base: PlanInput = {
  sql: 'SELECT 1',
  backend: 'postgresql',
  limit: 100,
  database: { allow_dml: false, allow_ctas: true, allow_cvas: true, force_ctas_schema: null },
  ctas: null,
  quote: (n) => `"${n}"`,
  selectStar: (t, s, l) => `SELECT * FROM ${s ? `"${s}".` : ''}"${t}" LIMIT ${l}`,
};

const errorOf = (input: PlanInput) => {
  try {
    planExecution(input);
  } catch (err) {
    return err as SqlLabError;
  }
  throw new Error('no error');
};

describe('planExecution', () => {
  it('limits only the last statement, and keeps earlier ones whole', () => {
    const plan = planExecution({ ...base, sql: 'SELECT 1; SELECT * FROM t', database: { ...base.database } });
    expect(plan.statements.map((s) => s.sql)).toEqual(['SELECT 1', 'SELECT * FROM t\nLIMIT 101']);
    expect(plan.statements.map((s) => s.keep)).toEqual([0, 100]);
  });

  it('refuses any mutating statement without allow_dml, wherever it is', () => {
    expect(errorOf({ ...base, sql: 'DELETE FROM t; SELECT 1' }).errorType).toBe('DML_NOT_ALLOWED_ERROR');
    expect(
      planExecution({ ...base, sql: 'DELETE FROM t; SELECT 1', database: { ...base.database, allow_dml: true } })
        .statements,
    ).toHaveLength(2);
  });

  it('refuses settings, server files and the server’s paths even with allow_dml, naming why', () => {
    const dml = { ...base.database, allow_dml: true };
    for (const [backend, sql, message] of [
      ['duckdb', 'SELECT 1; PRAGMA database_list', /^The settings of this database cannot be changed/],
      ['sqlite', 'PRAGMA query_only = 0', /^The settings of this database cannot be changed/],
      ['postgresql', 'SET search_path = x', /^The settings of this database cannot be changed/],
      ['mysql', "SELECT * FROM t INTO OUTFILE '/tmp/x'", /cannot read or write files on the server/],
      ['duckdb', "COPY (SELECT 1) TO '/tmp/x.csv'", /cannot read or write files on the server/],
      ['duckdb', 'SELECT path FROM duckdb_databases()', /'duckdb_databases' is not allowed: it shows where/],
      ['sqlite', 'SELECT file FROM pragma_database_list', /'pragma_database_list' is not allowed/],
    ] as const) {
      const err = errorOf({ ...base, backend, sql, database: dml });
      expect([err.errorType, err.message], sql).toEqual([
        'QUERY_SECURITY_ACCESS_ERROR',
        expect.stringMatching(message),
      ]);
    }
  });

  it('says a typo is a typo, not a change of data, yet still runs nothing', () => {
    const err = errorOf({ ...base, sql: 'SELEC 1' });
    expect(err.errorType).toBe('INVALID_SQL_ERROR');
    expect(err.message).toContain('"SELEC"');
    expect(errorOf({ ...base, sql: 'SELECT 1; UPDAT t SET a = 1' }).errorType).toBe('INVALID_SQL_ERROR');
    // Known writing statements keep Superset's refusal, also behind a typo-free first word.
    expect(errorOf({ ...base, sql: 'VACUUM' }).errorType).toBe('DML_NOT_ALLOWED_ERROR');
    expect(errorOf({ ...base, sql: "ATTACH 'x.db' AS x" }).errorType).toBe('DML_NOT_ALLOWED_ERROR');
    // With DML allowed, the engine reads it and gives its own message.
    expect(
      planExecution({ ...base, sql: 'SELEC 1', database: { ...base.database, allow_dml: true } }).statements,
    ).toHaveLength(1);
  });

  it('refuses an empty script', () => {
    expect(errorOf({ ...base, sql: ' ; -- nothing\n' }).status).toBe(400);
  });

  it('wraps the last SELECT for CTAS into force_ctas_schema, quoting names, with select_sql to read it', () => {
    const plan = planExecution({
      ...base,
      sql: 'SELECT a FROM t',
      database: { ...base.database, force_ctas_schema: 'scratch' },
      ctas: { enabled: true, method: 'TABLE', table: 'my_t', schema: 'public', userId: 3 },
    });
    expect(plan.statements[0]!.sql).toBe('CREATE TABLE "scratch"."my_t" AS\nSELECT a FROM t');
    expect(plan.ctas).toEqual({
      method: 'TABLE',
      table: 'my_t',
      schema: 'scratch',
      selectSql: 'SELECT * FROM "scratch"."my_t" LIMIT 100',
    });
  });

  it('CVAS needs exactly one SELECT; CTAS needs a SELECT last; each needs its database flag', () => {
    const ctas = { enabled: true, method: 'VIEW' as const, table: null, schema: null, userId: 3 };
    expect(errorOf({ ...base, sql: 'SELECT 1; SELECT 2', ctas }).errorType).toBe('INVALID_CVAS_QUERY_ERROR');
    expect(
      errorOf({ ...base, sql: 'SELECT 1', ctas, database: { ...base.database, allow_cvas: false } }).errorType,
    ).toBe('INVALID_CVAS_QUERY_ERROR');
    expect(errorOf({ ...base, sql: 'SELECT 1; DELETE FROM t', ctas: { ...ctas, method: 'TABLE' } }).errorType).toBe(
      'INVALID_CTAS_QUERY_ERROR',
    );
    expect(planExecution({ ...base, sql: 'SELECT 1', ctas }).ctas!.table).toMatch(/^tmp_3_table_\d{4}(_\d{2}){5}$/);
  });
});
