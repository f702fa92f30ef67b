import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import rison from 'rison';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import type { ApiClient } from '../../harness/api-client.ts';
import { createTempPgDatabase } from '../../harness/pg-database.ts';
import pg from 'pg';
import { PG_URL, REDIS_URL } from '../../harness/services.ts';
import { startLoupe, type LoupeProcess } from '../async/loupe-process.test-support.ts';
import { uniqueRedisPrefix } from '../async/redis-keys.test-support.ts';
import { cid } from './sqllab-rig.test-support.ts';

type QueryDict = {
  id: string;
  state: string;
  resultsKey: string | null;
  rows: number | null;
  changed_on: string;
  errorMessage: string | null;
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const LONG = 'WITH RECURSIVE r(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM r) SELECT count(*) FROM r';

/** Polls `updated_since` as the web client does until the query reaches one of `states`. */
async function pollUntil(c: ApiClient, clientId: string, states: string[], ms = 15_000): Promise<QueryDict> {
  const until = Date.now() + ms;
  let last: QueryDict | undefined;
  for (;;) {
    const res = await c.get<{ result: QueryDict[] }>(
      `/api/v1/query/updated_since?q=${encodeURIComponent(rison.encode({ last_updated_ms: Date.now() - 60_000 }))}`,
    );
    last = res.body.result.find((q) => q.id === clientId) ?? last;
    if (last && states.includes(last.state)) return last;
    if (Date.now() > until) throw new Error(`query ${clientId} is ${last?.state}, wanted ${states.join('/')}`);
    await sleep(100);
  }
}

/** A SQLite file outside Loupe's data folder (where no database may point). */
function sqliteFile(): string {
  const f = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-async-files-')), 'async.sqlite');
  const s = new Database(f);
  s.exec("CREATE TABLE t (id INTEGER, name TEXT); INSERT INTO t VALUES (1, 'x'), (2, 'y');");
  s.close();
  return f;
}

async function addAsyncDb(admin: ApiClient, h: BootedLoupe, file: string): Promise<number> {
  const res = await admin.post<{ id: number }>('/api/v1/database/', {
    database_name: 'async_lite',
    sqlalchemy_uri: `sqlite:///${file}`,
    expose_in_sqllab: true,
    allow_run_async: true,
  });
  expect(res.status).toBe(201);
  await h.loupe.store.db.updateTable('dbs').set({ allow_run_async: true }).where('id', '=', res.body.id).execute();
  return res.body.id;
}

async function asyncRoundTrip(admin: ApiClient, dbId: number) {
  const id = cid('a');
  const res = await admin.post<{ query: QueryDict }>('/api/v1/sqllab/execute/', {
    client_id: id,
    database_id: dbId,
    sql: 'SELECT id, name FROM t ORDER BY id',
    runAsync: true,
  });
  expect(res.status).toBe(202);
  expect(res.body.query).toMatchObject({ id, state: 'pending', resultsKey: null });
  const done = await pollUntil(admin, id, ['success', 'failed']);
  expect(done).toMatchObject({ state: 'success', rows: 2 });
  const results = await admin.get<{ data: unknown[] }>(
    `/api/v1/sqllab/results/?q=${encodeURIComponent(rison.encode({ key: done.resultsKey!, rows: 10 }))}`,
  );
  expect(results.status).toBe(200);
  expect(results.body.data).toEqual([
    { id: 1, name: 'x' },
    { id: 2, name: 'y' },
  ]);
}

async function asyncStop(admin: ApiClient, dbId: number, budgetMs = 2000) {
  const id = cid('s');
  expect(
    (await admin.post('/api/v1/sqllab/execute/', { client_id: id, database_id: dbId, sql: LONG, runAsync: true }))
      .status,
  ).toBe(202);
  await pollUntil(admin, id, ['running']);
  await sleep(300);
  const stoppedAt = Date.now();
  expect((await admin.post('/api/v1/query/stop', { client_id: id })).body).toEqual({ result: 'OK' });
  // The engine is free: a new run on the same database finishes within 2 s of the stop.
  const next = cid('n');
  await admin.post('/api/v1/sqllab/execute/', {
    client_id: next,
    database_id: dbId,
    sql: 'SELECT 7 AS seven',
    runAsync: true,
  });
  expect((await pollUntil(admin, next, ['success', 'failed'], 5000)).state).toBe('success');
  expect(Date.now() - stoppedAt).toBeLessThan(budgetMs);
  expect((await pollUntil(admin, id, ['stopped', 'failed', 'success'])).state).toBe('stopped');
}

/** Whether PostgreSQL still runs the marked statement, seen from a connection of the test's own. */
async function pgRunning(marker: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: PG_URL });
  await c.connect();
  try {
    const r = await c.query(
      "SELECT count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND query LIKE $1 AND pid <> pg_backend_pid()",
      [`%${marker}%`],
    );
    return r.rows[0].n > 0;
  } finally {
    await c.end();
  }
}

describe('asynchronous runs on the in-process queue', () => {
  let h: BootedLoupe;
  let admin: ApiClient;
  let dbId: number;
  beforeAll(async () => {
    h = await bootLoupe({ config: { preventUnsafeDbConnections: false } });
    admin = await h.login();
    dbId = await addAsyncDb(admin, h, sqliteFile());
  });
  afterAll(() => h?.close());

  it('202 {query} pending, then success through updated_since, then the results', () => asyncRoundTrip(admin, dbId));
  it('stop ends the run and frees the engine', () => asyncStop(admin, dbId));
  it('a failing async run ends failed with the engine’s message', async () => {
    const id = cid('f');
    await admin.post('/api/v1/sqllab/execute/', {
      client_id: id,
      database_id: dbId,
      sql: 'SELECT nope FROM t',
      runAsync: true,
    });
    const q = await pollUntil(admin, id, ['failed', 'success']);
    expect(q.state).toBe('failed');
    expect(q.errorMessage).toContain('no such column');
  });
});

describe('asynchronous runs on BullMQ with a `loupe worker` process', () => {
  const keys = uniqueRedisPrefix('sqllab');
  let meta: { url: string; drop: () => Promise<void> };
  let web: BootedLoupe;
  let admin: ApiClient;
  let worker: LoupeProcess;
  let dbId: number;
  beforeAll(async () => {
    meta = await createTempPgDatabase('loupe_sqllab');
    web = await bootLoupe({
      config: {
        metadataUrl: meta.url,
        redisUrl: REDIS_URL,
        redisPrefix: keys.prefix,
        workers: false,
        preventUnsafeDbConnections: false,
      },
    });
    admin = await web.login();
    dbId = await addAsyncDb(admin, web, sqliteFile());
    worker = startLoupe(['worker'], {
      LOUPE_DATA_DIR: fs.mkdtempSync(path.join(web.dataDir, 'w-')),
      LOUPE_METADATA_URL: meta.url,
      LOUPE_SECRET_KEY: 'harness-secret-key-harness-secret-key',
      LOUPE_REDIS_URL: REDIS_URL,
      LOUPE_REDIS_PREFIX: keys.prefix,
      LOUPE_EXAMPLES: 'false',
      LOUPE_LOG_LEVEL: 'warn',
    });
    await worker.waitFor(/Loupe worker is working jobs/);
  }, 120_000);
  afterAll(async () => {
    await worker?.stop();
    await web?.close();
    await meta?.drop();
    await keys.cleanup();
  });

  it('the worker runs the query and stores its results in Redis, which the web node answers', () =>
    asyncRoundTrip(admin, dbId));
  // Here the follow-up run itself crosses BullMQ and starts a fresh SQLite worker process, so its
  // budget is wider; the PostgreSQL case below measures the engine alone against the 2 s.
  it('a stop on the web node cancels the statement on the worker: SQLite', () => asyncStop(admin, dbId, 4000));

  it('a stop on the web node cancels the statement on the worker: PostgreSQL is free within 2 s', async () => {
    const res = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: 'async_pg',
      sqlalchemy_uri: PG_URL,
      expose_in_sqllab: true,
    });
    await web.loupe.store.db.updateTable('dbs').set({ allow_run_async: true }).where('id', '=', res.body.id).execute();
    const id = cid('p');
    const marker = `lab-async-${id}`;
    expect(
      (
        await admin.post('/api/v1/sqllab/execute/', {
          client_id: id,
          database_id: res.body.id,
          sql: `SELECT pg_sleep(30) /* ${marker} */`,
          runAsync: true,
        })
      ).status,
    ).toBe(202);
    await pollUntil(admin, id, ['running']);
    const until = Date.now() + 5000;
    while (!(await pgRunning(marker)) && Date.now() < until) await sleep(50);
    expect(await pgRunning(marker)).toBe(true);
    const stoppedAt = Date.now();
    await admin.post('/api/v1/query/stop', { client_id: id });
    while ((await pgRunning(marker)) && Date.now() - stoppedAt < 5000) await sleep(50);
    expect(Date.now() - stoppedAt).toBeLessThan(2000);
    expect((await pollUntil(admin, id, ['stopped', 'failed', 'success'])).state).toBe('stopped');
  });
});
