import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BullJobQueue } from '../../../server/jobs/bullmq-job-queue.ts';
import { SERVER_PLUGINS } from '../../../server/plugins.ts';
import { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { REDIS_URL } from '../../harness/services.ts';
import { echoJobPlugin } from './echo-job-plugin.test-support.ts';
import { uniqueRedisPrefix } from './redis-keys.test-support.ts';
import { openEventSocket, pollFor } from './ws-client.test-support.ts';

/**
 * Two Loupes in this process on one Redis: `web` takes requests but works no jobs, `worker`
 * works them. A job posted to `web` runs on `worker`, and its events reach the caller through
 * either node, by polling and over the WebSocket.
 */
const keys = uniqueRedisPrefix('two-nodes');
let web: BootedLoupe;
let worker: BootedLoupe;

beforeAll(async () => {
  const shared = { redisUrl: REDIS_URL, redisPrefix: keys.prefix, featureFlags: { GLOBAL_ASYNC_QUERIES: true } };
  web = await bootLoupe({ plugins: [...SERVER_PLUGINS, echoJobPlugin], config: { ...shared, workers: false } });
  worker = await bootLoupe({ plugins: [...SERVER_PLUGINS, echoJobPlugin], config: { ...shared, workers: true } });
  await (worker.loupe.jobs as BullJobQueue).ready();
}, 60_000);
afterAll(async () => {
  await web?.close();
  await worker?.close();
  expect(await keys.cleanup()).toBeGreaterThan(0);
});

describe('async queries across nodes on Redis', () => {
  it('uses BullMQ and Redis streams, and only the worker node works jobs', () => {
    expect(web.loupe.jobs.kind).toBe('bullmq');
    expect(web.loupe.asyncEvents.kind).toBe('redis');
    expect((web.loupe.jobs as BullJobQueue).working).toBe(false);
    expect((worker.loupe.jobs as BullJobQueue).working).toBe(true);
  });

  it('delivers the done event of a job posted to one node through the other', async () => {
    const onWeb = await web.login();
    await onWeb.get('/api/v1/me/');
    // The same signed-in caller on the other node: the same JWT and async-token cookie.
    const onWorker = new ApiClient(worker.url, onWeb.token);
    const cookie = onWeb.cookieHeader();
    const getOnWorker = async (path: string) => {
      const res = await fetch(worker.url + path, { headers: { authorization: `Bearer ${onWeb.token}`, cookie } });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const ws = await openEventSocket(`${worker.url.replace(/^http/, 'ws')}/ws`, {
      cookie,
      authorization: `Bearer ${onWorker.token}`,
    });
    const posted = await onWeb.post<{ job_id: string; channel_id: string }>('/api/v1/test_echo/', {});
    expect(posted.status).toBe(202);
    const pushed = await ws.waitFor((m) => m.job_id === posted.body.job_id && m.status === 'done');
    const { event } = await pollFor(getOnWorker, (e) => e.job_id === posted.body.job_id && e.status === 'done');
    expect(event).toEqual(pushed);
    expect(event).toMatchObject({
      channel_id: posted.body.channel_id,
      user_id: 1,
      result_url: `/api/v1/test_echo/${posted.body.job_id}`,
    });
    // And polling the node it was posted to sees the same event.
    const { event: onWebEvent } = await pollFor(
      (p) => onWeb.get(p),
      (e) => e.job_id === posted.body.job_id && e.status === 'done',
    );
    expect(onWebEvent.id).toBe(event.id);
    ws.close();
  });
});
