import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../harness/boot-loupe.ts';
import { reportRecovery } from './drill-report.test-support.ts';
import { timeUntil } from './fault-services.test-support.ts';

/**
 * The SQLite metadata store locked by another process (`BEGIN EXCLUSIVE` held on its own
 * connection) and full. A tiny tmpfs needs root to mount, so "full" is the store's own connection
 * capped with `PRAGMA max_page_count` at its current size: SQLite answers SQLITE_FULL exactly
 * as on a full disk. Either way a write answers 503 naming it within two seconds, writes nothing,
 * and the next write after the lock is released (or space is freed) works.
 */
let h: BootedLoupe;
let admin: ApiClient;
let seq = 0;
let dbId: number;

beforeAll(async () => {
  h = await bootLoupe();
  admin = await h.login();
  await admin.csrfToken();
  // Saved queries name a database; this one is never connected to (so it is written directly).
  const row = await sql<{
    id: number;
  }>`insert into dbs (database_name, sqlalchemy_uri, uuid) values ('nowhere', 'postgresql://nobody@127.0.0.1:1/nowhere', ${randomUUID()}) returning id`.execute(
    h.loupe.store.db,
  );
  dbId = row.rows[0]!.id;
}, 240_000);
afterAll(async () => {
  await h?.close();
});

const savedQueries = async () =>
  Number((await sql<{ n: number }>`select count(*) as n from saved_query`.execute(h.loupe.store.db)).rows[0]!.n);
const save = (sqlText = 'SELECT 1') =>
  admin.post('/api/v1/saved_query/', { db_id: dbId, label: `q${++seq}`, sql: sqlText });

describe('the SQLite metadata store', () => {
  it('locked by another process: 503 naming it, nothing written; the next write after the lock works', async () => {
    expect((await save()).status).toBe(201);
    const before = await savedQueries();
    const other = new Database(path.join(h.dataDir, 'loupe.db'));
    try {
      other.exec('BEGIN EXCLUSIVE');
      const started = Date.now();
      const res = await save();
      expect(Date.now() - started).toBeLessThan(2500);
      expect(res.status, res.text).toBe(503);
      expect(res.body).toEqual({
        message: 'The metadata database is locked by another process. Try again in a few seconds.',
      });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      other.exec('ROLLBACK');
    } finally {
      other.close();
    }
    const ms = await timeUntil(async () => (await save()).status === 201, 10_000);
    expect(await savedQueries()).toBe(before + 1);
    reportRecovery('SQLite metadata store locked (BEGIN EXCLUSIVE elsewhere)', '503 "…locked by another process…"', ms);
  });

  it('full: 503 naming it, nothing written; the next write after space is freed works', async () => {
    const db = h.loupe.store.db;
    const pages = Number((await sql<{ page_count: number }>`pragma page_count`.execute(db)).rows[0]!.page_count);
    const before = await savedQueries();
    await sql.raw(`pragma max_page_count = ${pages}`).execute(db);
    try {
      const res = await save(`SELECT '${'x'.repeat(200_000)}'`);
      expect(res.status, res.text).toBe(503);
      expect(res.body).toEqual({
        message: 'The metadata database is full: nothing was saved. Free some space, then try again.',
      });
      expect(await savedQueries()).toBe(before);
    } finally {
      await sql.raw('pragma max_page_count = 4294967294').execute(db);
    }
    const ms = await timeUntil(async () => (await save()).status === 201, 10_000);
    expect(await savedQueries()).toBe(before + 1);
    reportRecovery('SQLite metadata store full (max_page_count)', '503 "The metadata database is full…"', ms);
  });
});
