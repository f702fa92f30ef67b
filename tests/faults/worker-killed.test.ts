import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../harness/api-client.ts';
import { cachedExamplesFile } from '../harness/examples-cache.ts';
import { runLoupe, startLoupe, type LoupeProcess } from '../integration/async/loupe-process.test-support.ts';
import { reportRecovery } from './drill-report.test-support.ts';
import {
  startPgCluster,
  startRedis,
  timeUntil,
  type PgCluster,
  type RedisServer,
} from './fault-services.test-support.ts';

/**
 * A cluster on one host: a web node that works no jobs and a `loupe worker`, sharing the examples
 * DuckDB file, PostgreSQL metadata and Redis. The examples answer on both processes at once (each
 * opens the file read-only). Then the worker is SIGKILLed during an async SQL Lab run that wrote
 * a row: the query ends `failed` with "The worker running this query stopped; run it again"
 * once another worker runs, and its statements never run a second time.
 */
const PASSWORD = 'faults-admin-password';
const STOPPED = 'The worker running this query stopped; run it again';
let cluster: PgCluster;
let redis: RedisServer;
let dataDir: string;
let env: Record<string, string>;
let web: LoupeProcess;
const workers: LoupeProcess[] = [];
let admin: ApiClient;

beforeAll(async () => {
  [cluster, redis] = await Promise.all([startPgCluster(), startRedis()]);
  await cluster.createDatabase('loupe');
  await cluster.createDatabase('wh');
  await cluster.query('CREATE TABLE runs (id serial PRIMARY KEY, at timestamptz DEFAULT now())', 'wh');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-faults-worker-'));
  fs.copyFileSync(await cachedExamplesFile(), path.join(dataDir, 'examples.duckdb'));
  env = {
    LOUPE_DATA_DIR: dataDir,
    LOUPE_METADATA_URL: cluster.url('loupe'),
    LOUPE_SECRET_KEY: 'faults-secret-key-faults-secret-key',
    LOUPE_ADMIN_PASSWORD: PASSWORD,
    LOUPE_LOG_LEVEL: 'warn',
    LOUPE_REDIS_URL: redis.url,
    LOUPE_PORT: '0',
  };
  await runLoupe(['init'], env);
  web = startLoupe(['serve'], { ...env, LOUPE_WORKERS: 'false' });
  workers.push(startLoupe(['worker'], env));
  const url = (await web.waitFor(/Loupe is serving on (http:\/\/\S+)/))[1]!.replace('localhost', '127.0.0.1');
  await workers[0]!.waitFor(/Loupe worker is working jobs/);
  admin = await ApiClient.login(url, 'admin', PASSWORD);
  const wh = await admin.post<{ id: number }>('/api/v1/database/', {
    database_name: 'warehouse',
    sqlalchemy_uri: cluster.url('wh'),
    expose_in_sqllab: true,
    allow_dml: true,
  });
  expect(wh.status, wh.text).toBe(201);
  await cluster.query(
    "UPDATE dbs SET allow_run_async = true, allow_dml = true WHERE database_name IN ('warehouse', 'examples')",
    'loupe',
  );
}, 240_000);

afterAll(async () => {
  await web?.stop(5000);
  for (const w of workers) await w.stop(5000);
  cluster?.destroy();
  await redis?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

async function databaseId(name: string): Promise<number> {
  return (await cluster.query(`SELECT id FROM dbs WHERE database_name = '${name}'`, 'loupe')).rows[0].id as number;
}
async function queryRow(clientId: string): Promise<{ status: string; error_message: string | null } | undefined> {
  return (await cluster.query(`SELECT status, error_message FROM query WHERE client_id = '${clientId}'`, 'loupe'))
    .rows[0] as { status: string; error_message: string | null } | undefined;
}
async function untilEnded(clientId: string, ms = 60_000) {
  await timeUntil(async () => ['success', 'failed'].includes((await queryRow(clientId))?.status ?? ''), ms, 200);
  return (await queryRow(clientId))!;
}
const execute = (clientId: string, database_id: number, sql: string, runAsync: boolean) =>
  admin.post<{ status?: string; data?: unknown[]; message?: string }>('/api/v1/sqllab/execute/', {
    client_id: clientId,
    database_id,
    sql,
    runAsync,
  });

describe('several processes on one host', () => {
  it('query the examples file at once: the worker does not lock out the web node', async () => {
    const examples = await databaseId('examples');
    expect((await execute('ex-async', examples, 'SELECT count(*) AS n FROM birth_names', true)).status).toBe(202);
    expect(await untilEnded('ex-async')).toMatchObject({ status: 'success' });
    // The worker holds the file open now; the web node opens it too.
    const sync = await execute('ex-sync', examples, 'SELECT count(*) AS n FROM birth_names', false);
    expect(sync.status, sync.text).toBe(200);
    expect(sync.text).not.toMatch(/lock/i);
  });
});

describe('a worker SIGKILLed during an async SQL Lab query', () => {
  it('leaves the query failed with a clear message, never runs it again, and the next query runs', async () => {
    const wh = await databaseId('warehouse');
    const res = await execute('killed', wh, 'INSERT INTO runs DEFAULT VALUES;\nSELECT pg_sleep(60)', true);
    expect(res.status, res.text).toBe(202);
    await timeUntil(async () => (await cluster.query('SELECT count(*)::int AS n FROM runs', 'wh')).rows[0].n === 1);
    const first = workers[0]!;
    first.child.kill('SIGKILL');
    await first.exited;
    const killedAt = Date.now();
    // A supervisor starts a worker again; it finds the stalled job and fails it without running it.
    const second = startLoupe(['worker'], env);
    workers.push(second);
    await second.waitFor(/Loupe worker is working jobs/);
    const ended = await untilEnded('killed', 70_000);
    const ms = Date.now() - killedAt;
    expect(ended).toEqual({ status: 'failed', error_message: STOPPED });
    expect(ms).toBeLessThan(60_000);
    await new Promise((r) => setTimeout(r, 2000));
    expect((await cluster.query('SELECT count(*)::int AS n FROM runs', 'wh')).rows[0].n).toBe(1);
    const next = await execute('after-kill', wh, 'SELECT 1 AS one', true);
    expect(next.status).toBe(202);
    expect(await untilEnded('after-kill')).toMatchObject({ status: 'success' });
    reportRecovery('worker SIGKILLed mid async SQL Lab query', `query failed: "${STOPPED}"; DML not re-run`, ms);
  });
});

describe('Redis killed and started again under the cluster', () => {
  it('the web node answers 503 naming Redis meanwhile; afterwards async queries run on the worker again', async () => {
    const wh = await databaseId('warehouse');
    await redis.kill();
    try {
      const res = await execute('redis-away', wh, 'SELECT 1', false);
      expect(res.status, res.text).toBe(503);
      expect(res.body).toEqual({ message: 'Redis is unavailable. Try again in a few seconds.' });
    } finally {
      await redis.start();
    }
    const back = Date.now();
    let n = 0;
    await timeUntil(async () => {
      const id = `back${++n}`; // client ids are at most 11 characters
      if ((await execute(id, wh, 'SELECT 1 AS one', true)).status !== 202) return false;
      return (await untilEnded(id, 20_000)).status === 'success';
    }, 60_000);
    const ms = Date.now() - back;
    for (const p of [web, workers[workers.length - 1]!]) expect(p.child.exitCode, p.output()).toBeNull();
    reportRecovery(
      'Redis killed under a web node and a worker',
      'web 503 "Redis is unavailable…"; worker reconnects',
      ms,
    );
  });
});
