import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { ADMIN_PASSWORD, bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { datasetId, referenceBody } from '../chart-data/chart-data.test-support.ts';
import { loupeCli } from '../cli/query-cli.test-support.ts';

// Issue 11 point 1: SQL on the examples DuckDB database never reads the server's files, attaches
// a database or loads an extension, whichever way it comes in: SQL Lab, chart data (adhoc SQL and
// a virtual dataset's SQL) and `loupe query run`.

let h: BootedLoupe;
let admin: ApiClient;
let examplesId: number;
let birthNames: number;
let secretFile: string;
let metadataFile: string;

const ENGINE_REFUSAL =
  /Queries on this database cannot read or write files on the server, attach databases or load extensions\./;

beforeAll(async () => {
  h = await bootLoupe({ examples: true });
  admin = await h.login();
  examplesId = (
    await h.loupe.store.db
      .selectFrom('dbs')
      .select('id')
      .where('database_name', '=', 'examples')
      .executeTakeFirstOrThrow()
  ).id as number;
  birthNames = await datasetId(admin, 'birth_names');
  // The harness gives the key in the configuration; the file is written as a default start would.
  secretFile = path.join(h.dataDir, 'secret_key');
  if (!fs.existsSync(secretFile)) fs.writeFileSync(secretFile, 'harness-secret-key-harness-secret-key');
  metadataFile = path.join(h.dataDir, 'loupe.db');
  expect(fs.existsSync(metadataFile)).toBe(true);
}, 120_000);
afterAll(() => h?.close());

/** The file-reading statements of the issue, as SQL Lab would get them. */
const readers = () => [
  "SELECT * FROM read_csv('/etc/passwd')",
  `SELECT * FROM read_text('${secretFile}')`,
  `SELECT * FROM read_blob('${metadataFile}')`,
  "SELECT * FROM glob('/etc/*')",
];
/** Statements that are not reads: refused without allow_dml, and by the engine with it. */
const copyTarget = `/tmp/loupe-lockdown-copy-${process.pid}.csv`;
const changers = () => [
  `ATTACH '${metadataFile}' AS meta (TYPE sqlite)`,
  'INSTALL sqlite',
  'LOAD sqlite',
  `COPY (SELECT 42) TO '${copyTarget}'`,
];

type Errors = { errors: { error_type: string; message: string }[] };
const execute = (sql: string) =>
  admin.post<Errors & { data?: unknown[] }>('/api/v1/sqllab/execute/', {
    client_id: `f${Math.random().toString(36).slice(2, 10)}`,
    database_id: examplesId,
    sql,
    runAsync: false,
    schema: 'main',
  });
const setDml = (on: boolean) =>
  h.loupe.store.db.updateTable('dbs').set({ allow_dml: on }).where('id', '=', examplesId).execute();

describe('SQL Lab', () => {
  it('refuses every file reader with the engine’s refusal, and still runs the examples', async () => {
    for (const sql of readers()) {
      const res = await execute(sql);
      expect(res.status, sql).toBe(400);
      expect(res.body.errors[0]!.message, sql).toMatch(ENGINE_REFUSAL);
      expect(res.text).not.toContain('root:x:0:0');
      expect(res.text).not.toContain('harness-secret-key');
    }
    const ok = await execute('SELECT count(*) AS n FROM birth_names');
    expect(ok.status).toBe(200);
  });

  it('refuses PRAGMA database_list, ATTACH, INSTALL, LOAD and COPY as changes without allow_dml', async () => {
    for (const sql of ['PRAGMA database_list', ...changers()]) {
      const res = await execute(sql);
      expect(res.status, sql).toBe(400);
      expect(res.body.errors[0]!.error_type, sql).toBe('DML_NOT_ALLOWED_ERROR');
      expect(res.text).not.toContain(h.dataDir);
    }
  });

  it('with allow_dml, the engine itself still refuses ATTACH, INSTALL, LOAD, COPY TO and settings', async () => {
    await setDml(true);
    try {
      for (const sql of changers()) {
        const res = await execute(sql);
        expect(res.status, sql).toBe(400);
        expect(res.body.errors[0]!.message, sql).toMatch(ENGINE_REFUSAL);
      }
      expect(fs.existsSync(copyTarget)).toBe(false);
      const set = await execute('SET enable_external_access = true');
      expect(set.status).toBe(400);
      expect(set.body.errors[0]!.message).toMatch(/^The settings of this database cannot be changed by a query\./);
      expect((await execute(readers()[0]!)).body.errors[0]!.message).toMatch(ENGINE_REFUSAL);
    } finally {
      await setDml(false);
    }
  });
});

describe('chart data', () => {
  const pie = () => referenceBody('05_pie_states.json', birthNames);
  const chartData = (body: unknown) => admin.post<{ message?: unknown; result?: unknown }>('/api/v1/chart/data', body);

  it('refuses a file reader in an adhoc SQL column or metric', async () => {
    for (const expr of [
      "(SELECT content FROM read_text('/etc/passwd'))",
      "read_csv('/etc/passwd')",
      `read_blob('${metadataFile}')`,
    ]) {
      const column = await chartData({
        ...pie(),
        queries: [{ ...pie().queries[0], columns: [{ expressionType: 'SQL', sqlExpression: expr, label: 'x' }] }],
      });
      expect(column.status, expr).toBe(400);
      const metric = await chartData({
        ...pie(),
        queries: [
          { ...pie().queries[0], metrics: [{ expressionType: 'SQL', sqlExpression: `MAX(${expr})`, label: 'x' }] },
        ],
      });
      expect(metric.status, expr).toBe(400);
      for (const res of [column, metric]) {
        expect(String(res.body.message)).toMatch(/not allowed|sub-queries/);
        expect(res.text).not.toContain('root:x:0:0');
      }
    }
  });

  it('does not save a virtual dataset whose SQL reads a file', async () => {
    const res = await admin.post<{ message?: unknown }>('/api/v1/dataset/', {
      database: examplesId,
      schema: 'main',
      table_name: 'passwd',
      sql: "SELECT * FROM read_csv('/etc/passwd')",
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.text).toMatch(ENGINE_REFUSAL);
  });

  it('refuses the SQL of a virtual dataset saved before the lock-down, at query time', async () => {
    const made = await admin.post<{ id: number }>('/api/v1/dataset/', {
      database: examplesId,
      schema: 'main',
      table_name: 'was_harmless',
      sql: 'SELECT 1 AS a',
    });
    expect(made.status).toBe(201);
    const id = made.body.id;
    for (const sql of [
      `SELECT 1 AS a, content FROM read_text('${secretFile}')`,
      `SELECT 1 AS a, content FROM read_blob('${metadataFile}')`,
      "SELECT 1 AS a, * FROM read_csv('/etc/passwd')",
    ]) {
      await h.loupe.store.db.updateTable('tables').set({ sql }).where('id', '=', id).execute();
      const res = await chartData({
        datasource: { id, type: 'table' },
        force: true,
        queries: [{ columns: ['a'], metrics: [], row_limit: 10, orderby: [] }],
        result_format: 'json',
        result_type: 'full',
      });
      expect(res.status, sql).toBe(400);
      expect(String(res.body.message), sql).toMatch(ENGINE_REFUSAL);
      expect(res.text).not.toContain('harness-secret-key');
    }
  });
});

describe('loupe query run', () => {
  it('answers the refusal and exits 1, for a reader and for a change', async () => {
    const env = { LOUPE_URL: h.url, LOUPE_USERNAME: 'admin', LOUPE_PASSWORD: ADMIN_PASSWORD };
    for (const sql of [readers()[0]!, readers()[1]!, readers()[2]!]) {
      const r = await loupeCli(['query', 'run', '--db', 'examples', sql], env);
      expect(r.code, sql).toBe(1);
      expect(r.stderr, sql).toMatch(/^loupe: .*Queries on this database cannot read or write files on the server/);
      expect(r.stdout).toBe('');
    }
    for (const sql of ['PRAGMA database_list', changers()[0]!, 'INSTALL sqlite']) {
      const r = await loupeCli(['query', 'run', '--db', 'examples', sql], env);
      expect(r.code, sql).not.toBe(0);
      expect(r.stderr, sql).toMatch(/^loupe: .*(DML|not allowed|Only SELECT statements are allowed|change)/i);
      expect(r.stdout).not.toContain(h.dataDir);
    }
  });
});
