import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../harness/api-client.ts';
import { runLoupe, startLoupe, type LoupeProcess } from '../integration/async/loupe-process.test-support.ts';
import { reportRecovery } from './drill-report.test-support.ts';
import { startPgCluster, timeUntil, type PgCluster } from './fault-services.test-support.ts';

/**
 * A warehouse PostgreSQL stops (-m immediate) while an embedded `loupe serve` runs a chart-data
 * query on it: the busy pooled connection dies under the query. The request ends with an error,
 * the server lives on, and once the warehouse is back the same chart answers.
 */
const PASSWORD = 'faults-admin-password';
let warehouse: PgCluster;
let dataDir: string;
let serve: LoupeProcess;
let admin: ApiClient;
let datasetId: number;

beforeAll(async () => {
  warehouse = await startPgCluster();
  await warehouse.createDatabase('wh');
  // Three rows, three seconds: the query is still running when the warehouse stops.
  await warehouse.query(
    "CREATE VIEW slow AS SELECT g AS x FROM generate_series(1, 3) g WHERE pg_sleep(1)::text = ''",
    'wh',
  );
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-faults-wh-'));
  const env = {
    LOUPE_DATA_DIR: dataDir,
    LOUPE_SECRET_KEY: 'faults-secret-key-faults-secret-key',
    LOUPE_ADMIN_PASSWORD: PASSWORD,
    LOUPE_EXAMPLES: 'false',
    LOUPE_LOG_LEVEL: 'warn',
    LOUPE_PORT: '0',
  };
  await runLoupe(['init'], env);
  serve = startLoupe(['serve'], env);
  const url = (await serve.waitFor(/Loupe is serving on (http:\/\/\S+)/))[1]!.replace('localhost', '127.0.0.1');
  admin = await ApiClient.login(url, 'admin', PASSWORD);
  const db = await admin.post<{ id: number }>('/api/v1/database/', {
    database_name: 'warehouse',
    sqlalchemy_uri: warehouse.url('wh'),
  });
  expect(db.status, db.text).toBe(201);
  const ds = await admin.post<{ id: number }>('/api/v1/dataset/', {
    database: db.body.id,
    schema: 'public',
    table_name: 'slow',
  });
  expect(ds.status, ds.text).toBe(201);
  datasetId = ds.body.id;
}, 240_000);

afterAll(async () => {
  await serve?.stop(5000);
  warehouse?.destroy();
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const chartData = () =>
  admin.post<{ result?: { data: unknown[] }[]; message?: string; errors?: { message: string }[] }>(
    '/api/v1/chart/data',
    {
      datasource: { id: datasetId, type: 'table' },
      force: true,
      queries: [{ columns: ['x'], metrics: [], row_limit: 10, orderby: [] }],
      result_format: 'json',
      result_type: 'full',
    },
  );

describe('a warehouse PostgreSQL stopping mid-query', () => {
  it('fails that request clearly, keeps the server, and answers again once it is back', async () => {
    expect((await chartData()).status).toBe(200); // a pooled connection exists
    const running = chartData();
    await new Promise((r) => setTimeout(r, 1000));
    warehouse.stop('immediate');
    let res;
    try {
      res = await running;
    } finally {
      warehouse.start();
    }
    expect(res.status, res.text).toBeGreaterThanOrEqual(400);
    expect(res.status, res.text).not.toBe(500);
    expect(res.text).toMatch(/terminat|connection|server closed/i);
    expect(serve.child.exitCode, serve.output()).toBeNull();
    const ms = await timeUntil(async () => (await chartData()).status === 200, 60_000);
    const back = await chartData();
    expect(back.body.result?.[0]?.data).toHaveLength(3);
    reportRecovery(
      'warehouse PostgreSQL stop -m immediate mid chart-data query',
      `server lives; that request answers ${res.status} ${JSON.stringify(res.body).slice(0, 120)}`,
      ms,
    );
  });
});
