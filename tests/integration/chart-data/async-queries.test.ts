import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { REDIS_URL } from '../../harness/services.ts';
import { datasetId, referenceBody, type QueryResultWire } from './chart-data.test-support.ts';

/** GLOBAL_ASYNC_QUERIES on, with the in-process queue and events (reference §3.9, §12). */
let h: BootedLoupe;
let admin: ApiClient;
let id: number;

beforeAll(async () => {
  h = await bootLoupe({ examples: true, config: { featureFlags: { GLOBAL_ASYNC_QUERIES: true } } });
  admin = await h.login();
  await admin.csrfToken(); // any routed answer carries the async-token cookie
  id = await datasetId(admin, 'birth_names');
}, 120_000);
afterAll(() => h?.close());

interface Job {
  channel_id: string;
  job_id: string;
  user_id: string | null;
  status: string;
  errors: unknown[];
  result_url: string | null;
}
interface Event extends Omit<Job, 'user_id'> {
  id: string;
  user_id: number | string | null;
  errors: { message: string; error_type: string }[];
}

async function eventFor(client: ApiClient, jobId: string, status: 'done' | 'error'): Promise<Event> {
  for (let i = 0; i < 200; i++) {
    const res = await client.get<{ result: Event[] }>('/api/v1/async_event/');
    expect(res.status).toBe(200);
    const hit = res.body.result.find((e) => e.job_id === jobId && (e.status === 'done' || e.status === 'error'));
    if (hit) {
      expect(hit.status).toBe(status);
      return hit;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no ${status} event for job ${jobId}`);
}

describe('asynchronous chart data', () => {
  it('answers 202 with the job, then a done event whose result_url serves the data', async () => {
    const body = referenceBody('05_pie_states.json', id);
    const res = await admin.post<Job>('/api/v1/chart/data', body);
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: 'pending', errors: [], result_url: null, user_id: '1' });
    expect(res.body.job_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.channel_id).toMatch(/^[0-9a-f-]{36}$/);

    const done = await eventFor(admin, res.body.job_id, 'done');
    expect(done.channel_id).toBe(res.body.channel_id);
    expect(done.result_url).toMatch(/^\/api\/v1\/chart\/data\/[0-9a-f]{32}$/);
    const data = await admin.get<{ result: QueryResultWire[] }>(done.result_url!);
    expect(data.status).toBe(200);
    const r = data.body.result[0]!;
    expect(r.colnames).toEqual(['state', 'sum__num']);
    expect(r.rowcount).toBe(10);
    expect(r.is_cached).toBe(true);

    // Now cached: the same request answers 200 at once.
    const again = await admin.post<{ result: QueryResultWire[] }>('/api/v1/chart/data', body);
    expect(again.status).toBe(200);
    expect(again.body.result[0]!.data).toEqual(r.data);
  });

  it('reports a query failing in the job as an error event', async () => {
    const body = referenceBody('06_big_number_total.json', id);
    body.queries[0]!.metrics = [{ expressionType: 'SQL', sqlExpression: 'SUM(no_such_column)', label: 'x' }];
    const res = await admin.post<Job>('/api/v1/chart/data', body);
    expect(res.status).toBe(202);
    const err = await eventFor(admin, res.body.job_id, 'error');
    expect(err.errors[0]!.message).toMatch(/^Error: .*no_such_column/);
    expect(err.result_url).toBeNull();
  });

  it('still answers a request that cannot be valid (unknown column) 400 at once, and other formats synchronously', async () => {
    const body = referenceBody('05_pie_states.json', id);
    const bad = await admin.post('/api/v1/chart/data', {
      ...body,
      queries: [{ ...body.queries[0], columns: ['nope'] }],
    });
    expect(bad.status).toBe(400);
    const badForced = await admin.post('/api/v1/chart/data', {
      ...body,
      force: true,
      queries: [{ ...body.queries[0], columns: ['nope'] }],
    });
    expect(badForced.status).toBe(400);
    const forced = await admin.post<Job>('/api/v1/chart/data', { ...body, force: true });
    expect(forced.status).toBe(202);
    await eventFor(admin, forced.body.job_id, 'done');
    const csv = await admin.post('/api/v1/chart/data', { ...body, result_format: 'csv', force: true });
    expect(csv.status).toBe(200);
    expect(csv.text.split('\n')[0]).toBe('state,sum__num');
  });

  it('401 without the async-token cookie of the caller', async () => {
    const bare = new ApiClient(h.url, admin.token);
    const res = await bare.request('POST', '/api/v1/chart/data', {
      ...referenceBody('05_pie_states.json', id),
      force: true,
    });
    expect(res.status).toBe(401);
  });
});

describe('asynchronous chart data on Redis (BullMQ queue, Redis events and result cache)', () => {
  let r: BootedLoupe;
  let client: ApiClient;
  let rid: number;
  const prefix = `test-gaq-${crypto.randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    r = await bootLoupe({
      examples: true,
      config: { redisUrl: REDIS_URL, redisPrefix: prefix, featureFlags: { GLOBAL_ASYNC_QUERIES: true } },
    });
    client = await r.login();
    await client.csrfToken();
    rid = await datasetId(client, 'birth_names');
  }, 120_000);
  afterAll(async () => {
    await r?.close();
    const redis = new Redis(REDIS_URL);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('gets the result to the caller through the queue and the shared cache', async () => {
    const body = referenceBody('01_line_groupby_series_limit.json', rid);
    const res = await client.post<Job>('/api/v1/chart/data', body);
    expect(res.status).toBe(202);
    const done = await eventFor(client, res.body.job_id, 'done');
    const data = await client.get<{ result: QueryResultWire[] }>(done.result_url!);
    expect(data.status).toBe(200);
    expect(data.body.result[0]!.colnames[0]).toBe('ds');
    expect(data.body.result[0]!.colnames.length).toBe(6);
    expect(data.body.result[0]!.is_cached).toBe(true);
  }, 60_000);
});
