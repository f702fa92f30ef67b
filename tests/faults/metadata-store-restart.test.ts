import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../harness/api-client.ts';
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
 * The metadata PostgreSQL restarts, then stops for a while, under a web node and a worker that
 * hold idle pooled connections. Neither process may exit; while it is away requests answer 503
 * naming it within two seconds; when it returns the next request works, with no restart of Loupe.
 */
const PASSWORD = 'faults-admin-password';
let cluster: PgCluster;
let redis: RedisServer;
let dataDir: string;
let web: LoupeProcess;
let worker: LoupeProcess;
let url: string;
let admin: ApiClient;

beforeAll(async () => {
  [cluster, redis] = await Promise.all([startPgCluster(), startRedis()]);
  await cluster.createDatabase('loupe');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-faults-meta-'));
  const env = {
    LOUPE_DATA_DIR: dataDir,
    LOUPE_METADATA_URL: cluster.url('loupe'),
    LOUPE_SECRET_KEY: 'faults-secret-key-faults-secret-key',
    LOUPE_ADMIN_PASSWORD: PASSWORD,
    LOUPE_EXAMPLES: 'false',
    LOUPE_LOG_LEVEL: 'warn',
    LOUPE_REDIS_URL: redis.url,
    LOUPE_PORT: '0',
  };
  await runLoupe(['init'], env);
  web = startLoupe(['serve'], { ...env, LOUPE_WORKERS: 'false' });
  worker = startLoupe(['worker'], env);
  url = (await web.waitFor(/Loupe is serving on (http:\/\/\S+)/))[1]!.replace('localhost', '127.0.0.1');
  await worker.waitFor(/Loupe worker is working jobs/);
  admin = await ApiClient.login(url, 'admin', PASSWORD);
  await admin.csrfToken();
}, 240_000);

afterAll(async () => {
  await web?.stop(5000);
  await worker?.stop(5000);
  cluster?.destroy();
  await redis?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const listDatabases = () => admin.get<{ count: number }>('/api/v1/database/');
const alive = (p: LoupeProcess) => p.child.exitCode === null && p.child.signalCode === null;

describe('the metadata PostgreSQL', () => {
  it('restarts (pg_ctl restart -m fast): no process exits, the next requests work', async () => {
    expect((await listDatabases()).status).toBe(200); // idle pooled connections in both processes
    cluster.restart('fast');
    const ms = await timeUntil(async () => (await listDatabases()).status === 200, 30_000);
    // Give the worker's idle connections time to hear of the restart, too.
    await new Promise((r) => setTimeout(r, 500));
    expect(alive(web), web.output()).toBe(true);
    expect(alive(worker), worker.output()).toBe(true);
    expect(web.output()).not.toMatch(/Unhandled 'error' event/);
    reportRecovery('metadata PostgreSQL restart -m fast', 'no exit; first request after it answers 200', ms);
  });

  it('stops: 503 naming it within two seconds, /health OK, /health/ready 503; back: the next request works', async () => {
    cluster.stop('fast');
    try {
      const started = Date.now();
      const res = await listDatabases();
      expect(Date.now() - started).toBeLessThan(2500);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ message: 'The metadata database is unavailable. Try again in a few seconds.' });
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      const health = await fetch(`${url}/health`);
      expect([health.status, await health.text()]).toEqual([200, 'OK']);
      const ready = await fetch(`${url}/health/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.text()).toContain('metadata database');
    } finally {
      cluster.start();
    }
    const ms = await timeUntil(async () => (await listDatabases()).status === 200, 30_000);
    expect((await fetch(`${url}/health/ready`)).status).toBe(200);
    expect(alive(web)).toBe(true);
    expect(alive(worker)).toBe(true);
    reportRecovery('metadata PostgreSQL stopped', '503 "The metadata database is unavailable…" + Retry-After', ms);
  });
});
