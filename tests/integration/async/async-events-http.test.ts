import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_PLUGINS } from '../../../server/plugins.ts';
import { type ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { echoJobPlugin } from './echo-job-plugin.test-support.ts';
import { openEventSocket, pollFor } from './ws-client.test-support.ts';

/**
 * The embedded default (in-process queue and events) end to end over HTTP: the async-token
 * cookie, a 202 naming the caller's channel, events by polling and over the WebSocket, and no
 * caller ever reading another's channel.
 */
let h: BootedLoupe;
let admin: ApiClient;
let ada: ApiClient;

function tokenOf(client: ApiClient): string {
  const m = /(?:^|; )async-token=([^;]+)/.exec(client.cookieHeader());
  if (!m) throw new Error('no async-token cookie');
  return m[1]!;
}
function claimsOf(token: string): { channel: string; sub?: string; exp: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    channel: string;
    sub?: string;
    exp: number;
  };
}

beforeAll(async () => {
  h = await bootLoupe({
    plugins: [...SERVER_PLUGINS, echoJobPlugin],
    config: { featureFlags: { GLOBAL_ASYNC_QUERIES: true } },
  });
  await h.loupe.security.users.create({ username: 'ada', password: 'ada-password', roles: ['Gamma'] });
  admin = await h.login();
  ada = await h.login('ada', 'ada-password');
  await admin.get('/api/v1/me/');
  await ada.get('/api/v1/me/');
}, 60_000);
afterAll(() => h?.close());

describe('async queries on the embedded default', () => {
  it('sets an HttpOnly async-token naming a channel of the caller on every routed response', async () => {
    const res = await fetch(`${h.url}/api/v1/me/`, { headers: { authorization: `Bearer ${admin.token}` } });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('async-token='));
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; Path=\//);
    const claims = claimsOf(tokenOf(admin));
    expect(claims.channel).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.sub).toBe('1');
    expect(claimsOf(tokenOf(ada)).channel).not.toBe(claims.channel);
    // A caller that keeps its cookie keeps its channel: no new cookie is sent.
    const again = await fetch(`${h.url}/api/v1/me/`, {
      headers: { authorization: `Bearer ${admin.token}`, cookie: `async-token=${tokenOf(admin)}` },
    });
    expect(again.headers.getSetCookie().some((c) => c.startsWith('async-token='))).toBe(false);
  });

  it('answers 202 with the job metadata, then running and done events on the caller channel', async () => {
    const channel = claimsOf(tokenOf(admin)).channel;
    const res = await admin.post<Record<string, unknown>>('/api/v1/test_echo/', {});
    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      channel_id: channel,
      job_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      user_id: 1,
      status: 'pending',
      errors: [],
      result_url: null,
    });
    const jobId = res.body.job_id as string;
    const { event, seen } = await pollFor(
      (p) => admin.get(p),
      (e) => e.job_id === jobId && e.status === 'done',
    );
    expect(event).toEqual({
      id: expect.stringMatching(/^\d+-\d+$/),
      channel_id: channel,
      job_id: jobId,
      user_id: 1,
      status: 'done',
      errors: [],
      result_url: `/api/v1/test_echo/${jobId}`,
    });
    const statuses = seen.filter((e) => e.job_id === jobId).map((e) => e.status);
    expect(statuses).toEqual(['running', 'done']);
    // last_id is exclusive: nothing after the last event.
    const after = await admin.get<{ result: unknown[] }>(`/api/v1/async_event/?last_id=${event.id as string}`);
    expect(after.body.result).toEqual([]);
  });

  it('publishes the handler error event when a job fails', async () => {
    const res = await admin.post<{ job_id: string }>('/api/v1/test_echo/', { fail: true });
    expect(res.status).toBe(202);
    const { event } = await pollFor(
      (p) => admin.get(p),
      (e) => e.job_id === res.body.job_id && e.status === 'error',
    );
    expect(event.errors).toEqual([
      { message: 'echo asked to fail', error_type: 'GENERIC_BACKEND_ERROR', level: 'error', extra: {} },
    ]);
  });

  it("never shows one user's events to another, even with the other's cookie", async () => {
    const mine = await ada.post<{ job_id: string; user_id: number }>('/api/v1/test_echo/', {});
    expect(mine.status).toBe(202);
    await pollFor(
      (p) => ada.get(p),
      (e) => e.job_id === mine.body.job_id && e.status === 'done',
    );
    const adminEvents = await admin.get<{ result: { job_id: string }[] }>('/api/v1/async_event/');
    expect(adminEvents.body.result.some((e) => e.job_id === mine.body.job_id)).toBe(false);
    // Ada's Bearer token with the admin's async-token: the channel is not hers, so 401 and a new one.
    const stolen = await fetch(`${h.url}/api/v1/async_event/`, {
      headers: { authorization: `Bearer ${ada.token}`, cookie: `async-token=${tokenOf(admin)}` },
    });
    expect(stolen.status).toBe(401);
    expect(await stolen.json()).toEqual({ message: 'Not authorized' });
    const fresh = stolen.headers.getSetCookie().find((c) => c.startsWith('async-token='))!;
    const freshClaims = claimsOf(fresh.slice('async-token='.length).split(';')[0]!);
    expect(freshClaims.sub).toBe(String(mine.body.user_id));
    expect(freshClaims.channel).not.toBe(claimsOf(tokenOf(admin)).channel);
  });

  it('answers 401 without a cookie or with a forged one, 400 for a malformed last_id', async () => {
    const none = await fetch(`${h.url}/api/v1/async_event/`, { headers: { authorization: `Bearer ${admin.token}` } });
    expect(none.status).toBe(401);
    const [head, , sig] = tokenOf(admin).split('.');
    const forgedBody = Buffer.from(JSON.stringify({ ...claimsOf(tokenOf(ada)), sub: '1' })).toString('base64url');
    const forged = await fetch(`${h.url}/api/v1/async_event/`, {
      headers: { authorization: `Bearer ${admin.token}`, cookie: `async-token=${head}.${forgedBody}.${sig}` },
    });
    expect(forged.status).toBe(401);
    const bad = await admin.get<{ message: string }>("/api/v1/async_event/?last_id=1-0'or'1");
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/last_id/);
    const anon = await h.anonymous().get('/api/v1/async_event/');
    expect(anon.status).toBe(401);
  });

  it('pushes only the caller channel events over the WebSocket, and replays after last_id', async () => {
    const wsUrl = `${h.url.replace(/^http/, 'ws')}/ws`;
    const adminWs = await openEventSocket(wsUrl, {
      cookie: admin.cookieHeader(),
      authorization: `Bearer ${admin.token}`,
    });
    const adaWs = await openEventSocket(wsUrl, { cookie: ada.cookieHeader(), authorization: `Bearer ${ada.token}` });
    const job = await admin.post<{ job_id: string; channel_id: string }>('/api/v1/test_echo/', {});
    const done = await adminWs.waitFor((m) => m.job_id === job.body.job_id && m.status === 'done');
    expect(done).toMatchObject({
      channel_id: job.body.channel_id,
      user_id: 1,
      result_url: `/api/v1/test_echo/${job.body.job_id}`,
    });
    const running = adminWs.messages.find((m) => m.job_id === job.body.job_id && m.status === 'running')!;
    // The same ids polling gives.
    const polled = await admin.get<{ result: { id: string; job_id: string; status: string }[] }>(
      '/api/v1/async_event/',
    );
    expect(polled.body.result.find((e) => e.job_id === job.body.job_id && e.status === 'done')!.id).toBe(done.id);
    expect(adaWs.messages.some((m) => m.job_id === job.body.job_id)).toBe(false);

    const replay = await openEventSocket(`${wsUrl}?last_id=${running.id as string}`, {
      cookie: admin.cookieHeader(),
      authorization: `Bearer ${admin.token}`,
    });
    const replayed = await replay.waitFor((m) => m.job_id === job.body.job_id);
    expect(replayed.id).toBe(done.id);
    adminWs.close();
    adaWs.close();
    replay.close();
  });

  it('closes a WebSocket that has no valid async-token', async () => {
    const wsUrl = `${h.url.replace(/^http/, 'ws')}/ws`;
    const noCookie = await openEventSocket(wsUrl, {});
    expect((await noCookie.closed).code).toBe(1008);
    const wrongUser = await openEventSocket(wsUrl, {
      cookie: admin.cookieHeader(),
      authorization: `Bearer ${ada.token}`,
    });
    expect((await wrongUser.closed).code).toBe(1008);
  });
});

describe('with GLOBAL_ASYNC_QUERIES off', () => {
  it('sets no async-token and serves no event routes, while jobs still run in process', async () => {
    const off = await bootLoupe({ plugins: [...SERVER_PLUGINS, echoJobPlugin] });
    try {
      const client = await off.login();
      const me = await fetch(`${off.url}/api/v1/me/`, { headers: { authorization: `Bearer ${client.token}` } });
      expect(me.headers.getSetCookie().some((c) => c.startsWith('async-token='))).toBe(false);
      expect((await client.get('/api/v1/async_event/')).status).toBe(404);
      expect(off.loupe.jobs.kind).toBe('in-process');
      expect(off.loupe.asyncEvents.kind).toBe('in-process');
    } finally {
      await off.close();
    }
  });
});
