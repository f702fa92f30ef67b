import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';

// Issue 16 point 4: the metadata file is never opened by an analytic engine. DuckDB or a user's
// SQLite connection opening loupe.db in this process would release SQLite's POSIX locks on it
// while the store writes. Every way in is tried while metadata writes run, then loupe.db must
// pass PRAGMA integrity_check with every write in it.

const DATA_FOLDER = "A database cannot be a file in Loupe's own data folder.";

let h: BootedLoupe;
let admin: ApiClient;
let files: string;
let metadataFile: string;
let examplesId: number;
let liteId: number;

beforeAll(async () => {
  files = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-isolation-'));
  const outside = path.join(files, 'outside.db');
  const s = new Database(outside);
  s.exec('CREATE TABLE t (x INTEGER)');
  s.close();
  h = await bootLoupe({ examples: true, config: { preventUnsafeDbConnections: false } });
  admin = await h.login();
  metadataFile = path.join(h.dataDir, 'loupe.db');
  expect(fs.existsSync(metadataFile)).toBe(true);
  examplesId = (
    await h.loupe.store.db
      .selectFrom('dbs')
      .select('id')
      .where('database_name', '=', 'examples')
      .executeTakeFirstOrThrow()
  ).id as number;
  const lite = await admin.post<{ id: number }>('/api/v1/database/', {
    database_name: 'outside lite',
    sqlalchemy_uri: `sqlite:///${outside}`,
    allow_dml: true,
  });
  expect(lite.status, lite.text).toBe(201);
  liteId = lite.body.id;
  await h.loupe.store.db.updateTable('dbs').set({ allow_dml: true }).where('id', '=', examplesId).execute();
}, 120_000);
afterAll(async () => {
  await h?.close();
  fs.rmSync(files, { recursive: true, force: true });
});

const execute = (databaseId: number, sql: string) =>
  admin.post<{ errors?: { message: string }[]; message?: unknown; data?: unknown[] }>('/api/v1/sqllab/execute/', {
    client_id: `i${Math.random().toString(36).slice(2, 10)}`,
    database_id: databaseId,
    sql,
    runAsync: false,
  });

/** Every attempt to reach the data folder's files; each must be refused. */
async function attempts(): Promise<{ what: string; status: number; text: string }[]> {
  const out: { what: string; status: number; text: string }[] = [];
  const note = (what: string, res: { status: number; text: string }) => out.push({ what, ...res });
  const uris = [
    `sqlite:///${metadataFile}`,
    `duckdb:///${metadataFile}`,
    'sqlite:///loupe.db',
    `sqlite:///${path.join(h.dataDir, 'results', '..', 'loupe.db')}`,
  ];
  for (const uri of uris) {
    note(
      `create ${uri}`,
      await admin.post('/api/v1/database/', { database_name: `x${out.length}`, sqlalchemy_uri: uri }),
    );
    note(`test ${uri}`, await admin.post('/api/v1/database/test_connection/', { sqlalchemy_uri: uri }));
    note(`update ${uri}`, await admin.put(`/api/v1/database/${liteId}`, { sqlalchemy_uri: uri }));
  }
  for (const sql of [
    `SELECT * FROM read_blob('${metadataFile}')`,
    `SELECT * FROM read_text('${metadataFile}')`,
    `ATTACH '${metadataFile}' AS meta (TYPE sqlite)`,
    `ATTACH '${metadataFile}' AS meta`,
    `SELECT * FROM sqlite_scan('${metadataFile}', 'ab_user')`,
  ])
    note(`duckdb ${sql}`, await execute(examplesId, sql));
  for (const sql of [`ATTACH '${metadataFile}' AS meta`, `ATTACH DATABASE 'file:${metadataFile}?mode=ro' AS meta`])
    note(`sqlite ${sql}`, await execute(liteId, sql));
  return out;
}

describe('the data folder under metadata writes', () => {
  it('refuses every way to open loupe.db while saved queries are written, and loupe.db stays whole', async () => {
    let written = 0;
    let stop = false;
    const writer = (async () => {
      while (!stop || written < 60) {
        const res = await admin.post<{ id: number }>('/api/v1/saved_query/', {
          db_id: examplesId,
          schema: 'main',
          label: `q${written}`,
          sql: `SELECT ${written} AS n`,
        });
        if (res.status !== 201) throw new Error(`saved_query: ${res.status} ${res.text}`);
        written++;
      }
    })();
    let results: Awaited<ReturnType<typeof attempts>> = [];
    try {
      for (let round = 0; round < 2; round++) results = results.concat(await attempts());
      // A row that names loupe.db, written straight into the store (an old row, an import): the
      // connector pool refuses to open it, in SQL Lab and when its schemas are listed.
      for (const uri of [`sqlite:///${metadataFile}`, `duckdb:///${metadataFile}`]) {
        await h.loupe.store.db
          .updateTable('dbs')
          .set({ sqlalchemy_uri: uri, changed_on: new Date().toISOString() })
          .where('id', '=', liteId)
          .execute();
        const run = await execute(liteId, 'SELECT count(*) AS n FROM ab_user');
        results.push({ what: `stored ${uri}`, status: run.status, text: run.text });
        const schemas = await admin.get(`/api/v1/database/${liteId}/schemas/`);
        results.push({ what: `stored ${uri} schemas`, status: schemas.status, text: schemas.text });
      }
    } finally {
      stop = true;
      await writer;
    }
    for (const r of results) {
      expect(r.status, r.what).toBeGreaterThanOrEqual(400);
      expect(r.status, r.what).toBeLessThan(500);
      expect(r.text, r.what).not.toContain('SQLite format 3');
      expect(r.text, r.what).not.toMatch(/"admin"/);
    }
    const stored = results.filter((r) => r.what.startsWith('stored'));
    expect(stored).toHaveLength(4);
    for (const r of stored) expect([r.status, r.text], r.what).toEqual([400, expect.stringContaining(DATA_FOLDER)]);
    const check = new Database(metadataFile, { readonly: true });
    try {
      expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(check.prepare("SELECT count(*) AS n FROM saved_query WHERE label LIKE 'q%'").get()).toEqual({
        n: written,
      });
    } finally {
      check.close();
    }
    expect(written).toBeGreaterThanOrEqual(60);
  }, 120_000);
});
