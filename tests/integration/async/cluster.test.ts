import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../harness/api-client.ts';
import { cachedExamplesFile } from '../../harness/examples-cache.ts';
import { createTempPgDatabase } from '../../harness/pg-database.ts';
import { REDIS_URL } from '../../harness/services.ts';
import { runLoupe, startLoupe, type LoupeProcess } from './loupe-process.test-support.ts';
import { uniqueRedisPrefix } from './redis-keys.test-support.ts';
import { openEventSocket, pollFor, type EventSocketClient } from './ws-client.test-support.ts';

/**
 * The cluster: two web processes that work no jobs and one `loupe worker`, real child
 * processes on one PostgreSQL metadata database, one Redis and one data folder. Two users post
 * chart data to different web nodes, get 202s, and each receives only their own `done` event —
 * by polling and over the WebSocket of the *other* node — then fetches their own result there.
 */
const ADMIN_PASSWORD = 'cluster-admin-password';
const ADA_PASSWORD = 'cluster-ada-password';
const keys = uniqueRedisPrefix('cluster');
let db: { url: string; drop: () => Promise<void> };
let dataDir: string;
const procs: LoupeProcess[] = [];
let webA: string;
let webB: string;
let worker: LoupeProcess;

beforeAll(async () => {
  db = await createTempPgDatabase('loupe_cluster');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-cluster-'));
  fs.copyFileSync(await cachedExamplesFile(), path.join(dataDir, 'examples.duckdb'));
  const env = {
    LOUPE_DATA_DIR: dataDir,
    LOUPE_METADATA_URL: db.url,
    LOUPE_SECRET_KEY: 'cluster-secret-key-cluster-secret-key',
    LOUPE_ADMIN_PASSWORD: ADMIN_PASSWORD,
    LOUPE_LOG_LEVEL: 'warn',
  };
  // First-start work once, before the cluster starts: tables, roles, admin, examples.
  await runLoupe(['init'], env);
  await runLoupe(['user', 'create', '-u', 'ada', '--password-env', 'ADA_PW', '-r', 'Alpha'], {
    ...env,
    ADA_PW: ADA_PASSWORD,
  });
  // Three processes read the examples file: DuckDB lets several do so only read-only.
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  await client.query(
    `UPDATE dbs SET sqlalchemy_uri = sqlalchemy_uri || '?access_mode=read_only' WHERE database_name = 'examples'`,
  );
  await client.end();

  const cluster = {
    ...env,
    LOUPE_REDIS_URL: REDIS_URL,
    LOUPE_REDIS_PREFIX: keys.prefix,
    LOUPE_FEATURE_FLAGS: 'GLOBAL_ASYNC_QUERIES',
    LOUPE_PORT: '0',
  };
  const a = startLoupe(['serve'], { ...cluster, LOUPE_WORKERS: 'false' });
  const b = startLoupe(['serve'], { ...cluster, LOUPE_WORKERS: 'false' });
  worker = startLoupe(['worker'], cluster);
  procs.push(a, b, worker);
  const address = async (p: LoupeProcess) =>
    (await p.waitFor(/Loupe is serving on (http:\/\/\S+)/))[1]!.replace('localhost', '127.0.0.1');
  [webA, webB] = await Promise.all([address(a), address(b)]);
  await worker.waitFor(/Loupe worker is working jobs/);
}, 240_000);

afterAll(async () => {
  for (const p of procs) await p.stop();
  await db?.drop();
  await keys.cleanup();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function birthNamesId(client: ApiClient): Promise<number> {
  const res = await client.get<{ result: { id: number }[] }>(
    `/api/v1/dataset/?q=${encodeURIComponent('(filters:!((col:table_name,opr:eq,value:birth_names)))')}`,
  );
  expect(res.status).toBe(200);
  return res.body.result[0]!.id;
}

function queryContext(datasetId: number, gender: string) {
  return {
    datasource: { id: datasetId, type: 'table' },
    force: false,
    queries: [
      {
        columns: ['state'],
        metrics: ['count'],
        filters: [{ col: 'gender', op: '==', val: gender }],
        orderby: [['count', false]],
        row_limit: 5,
        extras: { having: '', where: '' },
      },
    ],
    form_data: { datasource: `${datasetId}__table`, viz_type: 'table' },
    result_format: 'json',
    result_type: 'full',
  };
}

/** The same signed-in caller on another node: its JWT and cookies (session, async-token). */
function headersFor(client: ApiClient): Record<string, string> {
  return { authorization: `Bearer ${client.token}`, cookie: client.cookieHeader() };
}
async function getOn(base: string, client: ApiClient, p: string): Promise<{ status: number; body: unknown }> {
  const res = await fetch(base + p, { headers: headersFor(client) });
  return { status: res.status, body: (await res.json()) as unknown };
}

describe('two web nodes and one worker on Redis', () => {
  it('gets every result to the right user, whichever node they ask', async () => {
    const admin = await ApiClient.login(webA, 'admin', ADMIN_PASSWORD);
    const ada = await ApiClient.login(webB, 'ada', ADA_PASSWORD);
    const datasetId = await birthNamesId(admin);
    await admin.csrfToken();
    await ada.csrfToken();

    // Each listens on the node they did not post to.
    const wsOf = (base: string, c: ApiClient) => openEventSocket(`${base.replace(/^http/, 'ws')}/ws`, headersFor(c));
    const adminWs: EventSocketClient = await wsOf(webB, admin);
    const adaWs: EventSocketClient = await wsOf(webA, ada);

    const [adminPost, adaPost] = await Promise.all([
      admin.post<{ channel_id: string; job_id: string; user_id: string; status: string; result_url: null }>(
        '/api/v1/chart/data',
        queryContext(datasetId, 'girl'),
      ),
      ada.post<{ channel_id: string; job_id: string; user_id: string; status: string; result_url: null }>(
        '/api/v1/chart/data',
        queryContext(datasetId, 'boy'),
      ),
    ]);
    expect(adminPost.status, adminPost.text).toBe(202);
    expect(adaPost.status, adaPost.text).toBe(202);
    expect(adminPost.body).toMatchObject({ status: 'pending', errors: [], result_url: null });
    expect(adminPost.body.channel_id).not.toBe(adaPost.body.channel_id);

    const done = (job: string) => (e: Record<string, unknown>) => e.job_id === job && e.status === 'done';
    const [adminPushed, adaPushed] = await Promise.all([
      adminWs.waitFor(done(adminPost.body.job_id), 60_000),
      adaWs.waitFor(done(adaPost.body.job_id), 60_000),
    ]);
    const [adminPolled, adaPolled] = await Promise.all([
      pollFor((p) => getOn(webB, admin, p), done(adminPost.body.job_id), 30_000),
      pollFor((p) => getOn(webA, ada, p), done(adaPost.body.job_id), 30_000),
    ]);
    expect(adminPolled.event).toEqual(adminPushed);
    expect(adaPolled.event).toEqual(adaPushed);
    expect(adminPushed).toMatchObject({
      channel_id: adminPost.body.channel_id,
      result_url: expect.stringMatching(/^\/api\/v1\/chart\/data\/\S+$/),
    });
    expect(adaPushed).toMatchObject({
      channel_id: adaPost.body.channel_id,
      result_url: expect.stringMatching(/^\/api\/v1\/chart\/data\/\S+$/),
    });

    // Nobody saw the other's job, by either path.
    const jobsSeen = (events: Record<string, unknown>[]) => new Set(events.map((e) => e.job_id));
    expect(jobsSeen(adminWs.messages).has(adaPost.body.job_id)).toBe(false);
    expect(jobsSeen(adminPolled.seen).has(adaPost.body.job_id)).toBe(false);
    expect(jobsSeen(adaWs.messages).has(adminPost.body.job_id)).toBe(false);
    expect(jobsSeen(adaPolled.seen).has(adminPost.body.job_id)).toBe(false);

    // Each fetches their own result from the other node.
    type ChartData = { result: { data: Record<string, unknown>[]; colnames: string[] }[] };
    const adminResult = await getOn(webB, admin, adminPushed.result_url as string);
    const adaResult = await getOn(webA, ada, adaPushed.result_url as string);
    expect(adminResult.status).toBe(200);
    expect(adaResult.status).toBe(200);
    const rowsOf = (r: { body: unknown }) => (r.body as ChartData).result[0]!.data;
    expect((adminResult.body as ChartData).result[0]!.colnames).toEqual(['state', 'count']);
    expect(rowsOf(adminResult).length).toBeGreaterThan(0);
    expect(rowsOf(adaResult).length).toBeGreaterThan(0);
    expect(rowsOf(adminResult)).not.toEqual(rowsOf(adaResult)); // girls and boys differ

    adminWs.close();
    adaWs.close();
  }, 120_000);

  it('stops the worker gracefully on SIGTERM', async () => {
    expect(await worker.stop()).toBe(0);
    expect(worker.output()).toContain('SIGTERM: finishing jobs in flight, then stopping');
  }, 30_000);
});
