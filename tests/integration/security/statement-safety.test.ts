import fs from 'node:fs';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { createTempPgDatabase } from '../../harness/pg-database.ts';
import { MYSQL_URL } from '../../harness/services.ts';
import { datasetId, referenceBody } from '../chart-data/chart-data.test-support.ts';
import { loupeCli } from '../cli/query-cli.test-support.ts';

// Issue 16 points 2 and 3, issue 11 point 1: a virtual dataset is exactly one SELECT (at create,
// update, column sync and every query), engine settings are never changed by a user, and nothing
// a user runs shows the server's file paths: through the dataset API, chart data, SQL Lab and
// `loupe query run`, on PostgreSQL, MySQL and the examples DuckDB.

const ONLY_SELECT = 'Only `SELECT` statements are allowed';
const SETTINGS = /The settings of this database cannot be changed by a query\./;
const PATHS = /is not allowed: it shows where the server keeps its files\./;

let h: BootedLoupe;
let admin: ApiClient;
let alpha: ApiClient;
let dropPg: () => Promise<void>;
let pgUrl: string;
const db: Record<'pg' | 'mysql' | 'examples', number> = { pg: 0, mysql: 0, examples: 0 };
const suffix = `${process.pid}_${Date.now().toString(36)}`;
const copyFile = `/tmp/loupe-sqlsafety-${suffix}.csv`;
const madeTable = `loupe_pwned_${suffix}`;

/** The statements: each closes the parenthesis the column sync puts it in. */
const escapes = () => [
  `SELECT 1 AS a) ; COPY (SELECT 42 AS x) TO '${copyFile}'; SELECT * FROM (SELECT 1 AS a`,
  `SELECT 1 AS a) ; CREATE TABLE ${madeTable} AS SELECT 1 AS a; SELECT * FROM (SELECT 1 AS a`,
];

async function pgTableExists(): Promise<boolean> {
  const c = new pg.Client({ connectionString: pgUrl });
  await c.connect();
  try {
    return (await c.query('SELECT to_regclass($1) AS t', [madeTable])).rows[0].t !== null;
  } finally {
    await c.end();
  }
}
async function mysqlTableExists(): Promise<boolean> {
  const c = await mysql.createConnection(MYSQL_URL);
  try {
    const [rows] = await c.query('SHOW TABLES LIKE ?', [madeTable]);
    return (rows as unknown[]).length > 0;
  } finally {
    await c.end();
  }
}
async function nothingWritten(): Promise<void> {
  expect(fs.existsSync(copyFile)).toBe(false);
  expect(await pgTableExists()).toBe(false);
  expect(await mysqlTableExists()).toBe(false);
  const duck = await admin.post<{ data?: unknown[] }>('/api/v1/sqllab/execute/', {
    client_id: `c${Math.random().toString(36).slice(2, 10)}`,
    database_id: db.examples,
    sql: `SELECT count(*) AS n FROM duckdb_tables() WHERE table_name = '${madeTable}'`,
    runAsync: false,
  });
  expect(duck.body.data).toEqual([{ n: 0 }]);
}

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  admin = await h.login();
  await h.loupe.security.users.create({ username: 'sqlsafety_alpha', password: 'alpha-pw-1', roles: ['Alpha'] });
  alpha = await h.login('sqlsafety_alpha', 'alpha-pw-1');
  ({ url: pgUrl, drop: dropPg } = await createTempPgDatabase('loupe_sqlsafety'));
  for (const [name, uri] of [
    ['pg', pgUrl],
    ['mysql', MYSQL_URL],
  ] as const) {
    const res = await admin.post<{ id: number }>('/api/v1/database/', { database_name: name, sqlalchemy_uri: uri });
    expect(res.status, res.text).toBe(201);
    db[name] = res.body.id;
  }
  db.examples = (
    await h.loupe.store.db
      .selectFrom('dbs')
      .select('id')
      .where('database_name', '=', 'examples')
      .executeTakeFirstOrThrow()
  ).id as number;
}, 120_000);
afterAll(async () => {
  fs.rmSync(copyFile, { force: true });
  await h?.close();
  await dropPg?.();
  const c = await mysql.createConnection(MYSQL_URL);
  await c.query(`DROP TABLE IF EXISTS ${madeTable}`);
  await c.end();
});

const setDml = (id: number, on: boolean) =>
  h.loupe.store.db.updateTable('dbs').set({ allow_dml: on }).where('id', '=', id).execute();

describe('virtual datasets (dataset API, Alpha)', () => {
  it('refuses the issue’s statements at create, on every engine, and runs nothing', async () => {
    for (const name of ['pg', 'mysql', 'examples'] as const) {
      for (const sql of escapes()) {
        const res = await alpha.post('/api/v1/dataset/', {
          database: db[name],
          table_name: `escape_${name}_${sql.length}`,
          sql,
        });
        expect([res.status, res.body], `${name}: ${sql}`).toEqual([422, { message: { sql: [ONLY_SELECT] } }]);
      }
      const two = await alpha.post('/api/v1/dataset/', {
        database: db[name],
        table_name: 'two',
        sql: 'SELECT 1; SELECT 2',
      });
      expect([two.status, two.body]).toEqual([422, { message: { sql: ['Only single queries supported'] } }]);
    }
    await nothingWritten();
    const names = await h.loupe.store.db.selectFrom('tables').select('table_name').execute();
    expect(names.map((n) => n.table_name)).not.toContain(expect.stringMatching(/^escape_|^two$/));
  });

  it('syncs columns in a read-only session: a SELECT with a side effect changes nothing', async () => {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    try {
      await c.query('CREATE SEQUENCE loupe_sync_seq');
      const res = await alpha.post<{ message?: { sql?: string[] } }>('/api/v1/dataset/', {
        database: db.pg,
        table_name: 'side_effect',
        sql: "SELECT nextval('loupe_sync_seq') AS n",
      });
      expect(res.status).toBe(422);
      expect(res.body.message?.sql?.[0]).toMatch(/read-only transaction/);
      expect((await c.query('SELECT is_called FROM loupe_sync_seq')).rows[0].is_called).toBe(false);
      // A plain SELECT syncs as before.
      const ok = await alpha.post('/api/v1/dataset/', { database: db.pg, table_name: 'plain', sql: 'SELECT 1 AS a' });
      expect(ok.status).toBe(201);
    } finally {
      await c.end();
    }
  });

  it('refuses them at update, and keeps the saved SQL', async () => {
    const made = await alpha.post<{ id: number }>('/api/v1/dataset/', {
      database: db.pg,
      table_name: 'harmless_pg',
      sql: 'SELECT 1 AS a',
    });
    expect(made.status, made.text).toBe(201);
    for (const sql of [...escapes(), 'PRAGMA database_list', 'SET search_path = public']) {
      const res = await alpha.put(`/api/v1/dataset/${made.body.id}`, { sql });
      expect([res.status, res.body], sql).toEqual([422, { message: { sql: [ONLY_SELECT] } }]);
    }
    const row = await h.loupe.store.db
      .selectFrom('tables')
      .select('sql')
      .where('id', '=', made.body.id)
      .executeTakeFirstOrThrow();
    expect(row.sql).toBe('SELECT 1 AS a');
    await nothingWritten();
  });

  it('refuses SQL written straight into the store at column sync, chart data and column values', async () => {
    const made = await alpha.post<{ id: number }>('/api/v1/dataset/', {
      database: db.pg,
      table_name: 'was_harmless_pg',
      sql: 'SELECT 1 AS a',
    });
    expect(made.status).toBe(201);
    const id = made.body.id;
    for (const sql of escapes()) {
      await h.loupe.store.db.updateTable('tables').set({ sql }).where('id', '=', id).execute();
      const refresh = await alpha.put(`/api/v1/dataset/${id}/refresh`, {});
      expect([refresh.status, refresh.body], sql).toEqual([422, { message: { sql: [ONLY_SELECT] } }]);
      const data = await alpha.post<{ message?: string }>('/api/v1/chart/data', {
        datasource: { id, type: 'table' },
        force: true,
        queries: [{ columns: ['a'], metrics: [], row_limit: 10, orderby: [] }],
        result_format: 'json',
        result_type: 'full',
      });
      expect([data.status, data.body.message], sql).toEqual([400, ONLY_SELECT]);
      const values = await alpha.get<{ message?: string }>(`/api/v1/datasource/table/${id}/column/a/values/`);
      expect([values.status, values.body.message], sql).toEqual([400, ONLY_SELECT]);
    }
    await nothingWritten();
  });
});

describe('chart data adhoc SQL', () => {
  it('refuses names that show the server’s paths in an adhoc column, metric or filter', async () => {
    const birthNames = await datasetId(admin, 'birth_names');
    const pie = referenceBody('05_pie_states.json', birthNames);
    const q0 = pie.queries[0]!;
    for (const expr of ["current_setting('temp_directory')", "current_setting('allowed_paths')"]) {
      const bodies = [
        { ...q0, columns: [{ expressionType: 'SQL', sqlExpression: expr, label: 'x' }] },
        { ...q0, metrics: [{ expressionType: 'SQL', sqlExpression: `MAX(${expr})`, label: 'x' }] },
        { ...q0, extras: { where: `${expr} IS NOT NULL` } },
      ];
      for (const q of bodies) {
        const res = await alpha.post<{ message?: string }>('/api/v1/chart/data', { ...pie, queries: [q] });
        expect(res.status, expr).toBe(400);
        expect(String(res.body.message)).toMatch(PATHS);
        expect(res.text).not.toContain(h.dataDir);
      }
    }
  });
});

describe('SQL Lab', () => {
  const execute = (databaseId: number, sql: string) =>
    admin.post<{ errors: { error_type: string; message: string }[]; data?: unknown[] }>('/api/v1/sqllab/execute/', {
      client_id: `s${Math.random().toString(36).slice(2, 10)}`,
      database_id: databaseId,
      sql,
      runAsync: false,
    });

  it('never shows the server’s paths or changes settings, even with allow_dml (DuckDB)', async () => {
    await setDml(db.examples, true);
    try {
      for (const sql of [
        'PRAGMA database_list',
        'SELECT path FROM duckdb_databases()',
        'SELECT * FROM pragma_database_list',
        'SELECT name, value FROM duckdb_settings()',
        "SELECT current_setting('temp_directory') AS t",
        'SET threads = 1',
        'RESET threads',
      ]) {
        const res = await execute(db.examples, sql);
        expect(res.status, sql).toBe(400);
        expect(res.body.errors[0]!.error_type, sql).toBe('QUERY_SECURITY_ACCESS_ERROR');
        expect(res.body.errors[0]!.message, sql).toMatch(/^The settings of|is not allowed: it shows where/);
        expect(res.text, sql).not.toContain(h.dataDir);
      }
      expect((await execute(db.examples, 'SELECT count(*) AS n FROM birth_names')).status).toBe(200);
    } finally {
      await setDml(db.examples, false);
    }
  });

  it('refuses SET and COPY on PostgreSQL and MySQL with allow_dml, and writes nothing', async () => {
    for (const name of ['pg', 'mysql'] as const) {
      await setDml(db[name], true);
      try {
        const set = await execute(db[name], 'SET search_path = public');
        expect([set.status, set.body.errors[0]!.message], name).toEqual([400, expect.stringMatching(SETTINGS)]);
        for (const sql of [`COPY (SELECT 42 AS x) TO '${copyFile}'`, escapes()[0]!]) {
          const copy = await execute(db[name], sql);
          expect(copy.status, `${name}: ${sql}`).toBe(400);
          expect(copy.body.errors[0]!.error_type).toBe('QUERY_SECURITY_ACCESS_ERROR');
        }
        // A DML statement still runs where allowed.
        expect((await execute(db[name], `CREATE TABLE ${madeTable} AS SELECT 1 AS a`)).status, name).toBe(200);
        expect((await execute(db[name], `DROP TABLE ${madeTable}`)).status, name).toBe(200);
      } finally {
        await setDml(db[name], false);
      }
    }
    await nothingWritten();
  });
});

describe('loupe query run', () => {
  it('refuses PRAGMA database_list and path-showing reads with allow_dml, showing no path', async () => {
    await setDml(db.examples, true);
    try {
      const env = { LOUPE_URL: h.url, LOUPE_USERNAME: 'admin', LOUPE_PASSWORD: 'admin-password' };
      for (const sql of ['PRAGMA database_list', 'SELECT path FROM duckdb_databases()', 'SET threads = 1']) {
        const r = await loupeCli(['query', 'run', '--db', 'examples', sql], env);
        expect(r.code, sql).toBe(1);
        expect(r.stderr, sql).toMatch(/^loupe: .*(The settings of this database|shows where the server keeps)/);
        expect(r.stdout + r.stderr).not.toContain(h.dataDir);
      }
      await setDml(db.pg, true);
      const r = await loupeCli(['query', 'run', '--db', 'pg', escapes()[0]!], env);
      expect(r.code).toBe(1);
      expect(r.stderr).toMatch(/^loupe: .*cannot read or write files on the server/);
      await nothingWritten();
    } finally {
      await setDml(db.examples, false);
      await setDml(db.pg, false);
    }
  });
});
