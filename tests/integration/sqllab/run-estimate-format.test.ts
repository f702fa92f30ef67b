import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DuckDBInstance } from '@duckdb/node-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import type { ApiClient } from '../../harness/api-client.ts';
import { MYSQL_URL, PG_URL } from '../../harness/services.ts';

let h: BootedLoupe;
const files = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-est-files-'));
let admin: ApiClient;
const ids: Record<string, number> = {};
type Errors = { errors: { error_type: string; message: string }[] };

beforeAll(async () => {
  h = await bootLoupe({ config: { preventUnsafeDbConnections: false } });
  admin = await h.login();
  const lite = path.join(files, 'est.sqlite');
  const s = new Database(lite);
  s.exec('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT);');
  s.close();
  const duck = path.join(files, 'est.duckdb');
  const inst = await DuckDBInstance.create(duck);
  const c = await inst.connect();
  await c.run('CREATE TABLE t AS SELECT range AS id FROM range(100)');
  c.closeSync();
  inst.closeSync();
  const add = async (name: string, uri: string) => {
    const res = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: name,
      sqlalchemy_uri: uri,
      expose_in_sqllab: true,
    });
    expect(res.status).toBe(201);
    ids[name] = res.body.id;
  };
  await add('sqlite', `sqlite:///${lite}`);
  await add('duckdb', `duckdb:///${duck}`);
  await add('postgresql', PG_URL);
  await add('mysql', MYSQL_URL);
});
afterAll(async () => {
  await h?.close();
  fs.rmSync(files, { recursive: true, force: true });
});

const estimate = (body: Record<string, unknown>) =>
  admin.post<{ result: Record<string, string>[] } & Errors>('/api/v1/sqllab/estimate/', body);

describe('POST /api/v1/sqllab/estimate/', () => {
  it('PostgreSQL: start-up and total cost per statement, as text', async () => {
    const res = await estimate({
      database_id: ids.postgresql,
      sql: 'SELECT 1; SELECT * FROM generate_series(1, 1000) g',
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toHaveLength(2);
    for (const r of res.body.result) {
      expect(Object.keys(r)).toEqual(['Start-up cost', 'Total cost']);
      expect(Number(r['Total cost'])).toBeGreaterThanOrEqual(Number(r['Start-up cost']));
    }
  });

  it('explains in the request’s schema', async () => {
    const res = await estimate({
      database_id: ids.postgresql,
      sql: 'SELECT * FROM tables',
      schema: 'information_schema',
    });
    expect(res.status).toBe(200);
    expect(Number(res.body.result[0]!['Total cost'])).toBeGreaterThan(0);
  });

  it('MariaDB: estimated rows', async () => {
    const res = await estimate({ database_id: ids.mysql, sql: 'SELECT * FROM information_schema.schemata' });
    expect(res.status).toBe(200);
    expect(res.body.result[0]!['Estimated rows']).toMatch(/^\d+$/);
  });

  it('DuckDB and SQLite: their plan text; template params are rendered first', async () => {
    const duck = await estimate({
      database_id: ids.duckdb,
      sql: 'SELECT count(*) FROM t WHERE id > {{ n }}',
      template_params: { n: 5 },
    });
    expect(duck.status).toBe(200);
    expect(duck.body.result[0]!.Plan).toMatch(/SEQ_SCAN|TABLE_SCAN|t/i);
    const lite = await estimate({ database_id: ids.sqlite, sql: 'SELECT * FROM t WHERE id = 3' });
    expect(lite.body.result[0]!.Plan).toMatch(/SEARCH t USING INTEGER PRIMARY KEY/);
  });

  it('never runs what it estimates: DML refused without allow_dml, EXPLAIN/ANALYZE statements refused, engine errors are 400', async () => {
    const dml = await estimate({ database_id: ids.sqlite, sql: 'DELETE FROM t' });
    expect(dml.status).toBe(400);
    expect(dml.body.errors[0]!.error_type).toBe('DML_NOT_ALLOWED_ERROR');
    const analyze = await estimate({ database_id: ids.postgresql, sql: 'ANALYZE SELECT pg_sleep(5)' });
    expect(analyze.status).toBe(400);
    const bad = await estimate({ database_id: ids.postgresql, sql: 'SELECT * FROM no_such_table_here' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]!.message).toContain('no_such_table_here');
    // A typo is the engine's syntax error, not a refusal to change data.
    const typo = await estimate({ database_id: ids.postgresql, sql: 'SELEC 1' });
    expect(typo.status).toBe(400);
    expect(typo.body.errors[0]!.error_type).not.toBe('DML_NOT_ALLOWED_ERROR');
    expect(typo.body.errors[0]!.message).toMatch(/syntax error/i);
    expect((await estimate({ database_id: 99999, sql: 'SELECT 1' })).status).toBe(404);
    expect((await estimate({ sql: 'SELECT 1' })).status).toBe(400);
  });
});

describe('POST /api/v1/sqllab/format_sql/', () => {
  it('formats in the database’s dialect, or the named engine’s, with upper-case keywords', async () => {
    const res = await admin.post<{ result: string }>('/api/v1/sqllab/format_sql/', {
      sql: 'select a, b from t where x = 1',
      database_id: ids.postgresql,
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toBe('SELECT\n  a,\n  b\nFROM\n  t\nWHERE\n  x = 1');
    const my = await admin.post<{ result: string }>('/api/v1/sqllab/format_sql/', {
      sql: 'select `a` from t',
      engine: 'mysql',
    });
    expect(my.body.result).toBe('SELECT\n  `a`\nFROM\n  t');
  });

  it('answers 400 for SQL it cannot read and a missing sql, 404 for an unknown database', async () => {
    const bad = await admin.post<{ message: string }>('/api/v1/sqllab/format_sql/', { sql: 'select {{ a' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/could not be formatted/);
    expect((await admin.post('/api/v1/sqllab/format_sql/', {})).status).toBe(400);
    expect((await admin.post('/api/v1/sqllab/format_sql/', { sql: 'select 1', database_id: 99999 })).status).toBe(404);
  });
});
