import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../harness/api-client.ts';
import { cachedExamplesFile } from '../harness/examples-cache.ts';
import { runLoupe, startLoupe, type LoupeProcess } from '../integration/async/loupe-process.test-support.ts';
import { reportRecovery } from './drill-report.test-support.ts';
import { startRedis, timeUntil, type RedisServer } from './fault-services.test-support.ts';

/**
 * Redis is killed under a `loupe serve` that keeps its SQL Lab results, chart cache, job queue and
 * async events there. Requests that need it answer 503 naming Redis within a few seconds (never
 * ioredis' words, never a bare 500); the process lives; when Redis returns the next request works.
 */
const PASSWORD = 'faults-admin-password';
const REDIS_AWAY = { message: 'Redis is unavailable. Try again in a few seconds.' };
let redis: RedisServer;
let dataDir: string;
let serve: LoupeProcess;
let url: string;
let admin: ApiClient;
let examplesId: number;
let datasetId: number;
let seq = 0;

beforeAll(async () => {
  redis = await startRedis();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-faults-redis-'));
  fs.copyFileSync(await cachedExamplesFile(), path.join(dataDir, 'examples.duckdb'));
  const env = {
    LOUPE_DATA_DIR: dataDir,
    LOUPE_SECRET_KEY: 'faults-secret-key-faults-secret-key',
    LOUPE_ADMIN_PASSWORD: PASSWORD,
    LOUPE_LOG_LEVEL: 'warn',
    LOUPE_REDIS_URL: redis.url,
    LOUPE_PORT: '0',
  };
  await runLoupe(['init'], env);
  serve = startLoupe(['serve'], env);
  url = (await serve.waitFor(/Loupe is serving on (http:\/\/\S+)/))[1]!.replace('localhost', '127.0.0.1');
  admin = await ApiClient.login(url, 'admin', PASSWORD);
  await admin.csrfToken();
  const dbs = await admin.get<{ result: { id: number; database_name: string }[] }>('/api/v1/database/');
  examplesId = dbs.body.result.find((d) => d.database_name === 'examples')!.id;
  const ds = await admin.get<{ result: { id: number }[] }>(
    `/api/v1/dataset/?q=${encodeURIComponent('(filters:!((col:table_name,opr:eq,value:birth_names)))')}`,
  );
  datasetId = ds.body.result[0]!.id;
}, 240_000);

afterAll(async () => {
  await serve?.stop(5000);
  await redis?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const sqlLab = (runAsync = false) =>
  admin.post<{ status?: string; message?: string; errors?: { message: string }[] }>('/api/v1/sqllab/execute/', {
    client_id: `r${++seq}${Date.now() % 100000}`,
    database_id: examplesId,
    sql: 'SELECT 1 AS one',
    runAsync,
  });
const chartData = () =>
  admin.post('/api/v1/chart/data', {
    datasource: { id: datasetId, type: 'table' },
    force: false,
    queries: [{ columns: ['gender'], metrics: ['count'], row_limit: 5, orderby: [] }],
    result_format: 'json',
    result_type: 'full',
  });

describe('Redis killed and started again', () => {
  it('answers 503 naming Redis while it is away, and works again as soon as it is back', async () => {
    expect((await sqlLab()).status).toBe(200);
    await redis.kill();
    try {
      const started = Date.now();
      const sync = await sqlLab();
      expect(Date.now() - started).toBeLessThan(4000);
      expect(sync.status, sync.text).toBe(503);
      expect(sync.body).toEqual(REDIS_AWAY);
      expect(Number(sync.headers.get('retry-after'))).toBeGreaterThan(0);

      const chart = await chartData();
      expect(chart.status, chart.text).not.toBe(500);
      if (chart.status !== 200) expect(chart.body).toEqual(REDIS_AWAY);

      const run = await sqlLab(true);
      expect(run.text).toContain('Failed to start remote query on a worker.');
      expect(run.text).not.toMatch(/max retries|ECONNREFUSED|Connection is closed/);

      expect(await (await fetch(`${url}/health`)).text()).toBe('OK');
      const ready = await fetch(`${url}/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.text()).toContain('Redis');
      expect(serve.child.exitCode).toBeNull();
    } finally {
      await redis.start();
    }
    const ms = await timeUntil(async () => (await sqlLab()).status === 200, 30_000, 50);
    expect((await fetch(`${url}/health/ready`)).status).toBe(200);
    expect((await chartData()).status).toBe(200);
    const async = await sqlLab(true);
    expect(async.status, async.text).toBe(202);
    reportRecovery(
      'Redis killed (SIGKILL, data lost)',
      'sync SQL Lab 503 "Redis is unavailable…" + Retry-After; async run "Failed to start remote query on a worker."',
      ms,
    );
  });
});
