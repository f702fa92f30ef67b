import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import type { AuthUser } from '../security/auth-user.ts';
import '../security/access.ts';
import { asyncChannelOf, AsyncTokens, installAsyncChannel } from './async-channel.ts';

const key = new Uint8Array(32).fill(3);
let app: FastifyInstance;

async function build(ttl = 3600): Promise<FastifyInstance> {
  app = Fastify();
  await app.register(cookie);
  app.decorateRequest('user', null);
  // Stands in for the security hooks: the caller is whoever x-user names.
  app.addHook('onRequest', async (req) => {
    const id = req.headers['x-user'];
    req.user = typeof id === 'string' ? ({ id: Number(id) } as AuthUser) : null;
  });
  installAsyncChannel(app, new AsyncTokens(key, ttl));
  app.get('/probe', { config: { access: 'public' } }, async (req) => ({ channel: asyncChannelOf(req) }));
  return app;
}
afterEach(() => app?.close());

function asyncCookie(res: { cookies: { name: string; value: string; httpOnly?: boolean }[] }) {
  return res.cookies.find((c) => c.name === 'async-token');
}
function claims(token: string) {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    channel: string;
    sub?: string;
    exp: number;
  };
}

describe('installAsyncChannel', () => {
  it('mints a channel for a caller without one, and asyncChannelOf names it on the next request', async () => {
    await build();
    const first = await app.inject({ url: '/probe', headers: { 'x-user': '4' } });
    expect(first.json()).toEqual({ channel: null });
    const c = asyncCookie(first)!;
    expect(c.httpOnly).toBe(true);
    expect(claims(c.value).sub).toBe('4');
    const second = await app.inject({ url: '/probe', headers: { 'x-user': '4' }, cookies: { 'async-token': c.value } });
    expect(second.json()).toEqual({ channel: { channelId: claims(c.value).channel, userId: 4 } });
    expect(asyncCookie(second)).toBeUndefined();
  });

  it("gives another user a channel of their own instead of the cookie's", async () => {
    await build();
    const mine = asyncCookie(await app.inject({ url: '/probe', headers: { 'x-user': '4' } }))!.value;
    const other = await app.inject({ url: '/probe', headers: { 'x-user': '5' }, cookies: { 'async-token': mine } });
    expect(other.json()).toEqual({ channel: null });
    const theirs = claims(asyncCookie(other)!.value);
    expect(theirs.sub).toBe('5');
    expect(theirs.channel).not.toBe(claims(mine).channel);
    const anonymous = await app.inject({ url: '/probe', cookies: { 'async-token': mine } });
    expect(anonymous.json()).toEqual({ channel: null });
    expect(claims(asyncCookie(anonymous)!.value).sub).toBeUndefined();
  });

  it('re-signs a token past half its life with the same channel', async () => {
    await build(100);
    const channel = '11111111-2222-4333-8444-555555555555';
    const old = await new SignJWT({ channel })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('4')
      .setExpirationTime(Math.floor(Date.now() / 1000) + 30)
      .sign(key);
    const res = await app.inject({ url: '/probe', headers: { 'x-user': '4' }, cookies: { 'async-token': old } });
    expect(res.json()).toEqual({ channel: { channelId: channel, userId: 4 } });
    const renewed = claims(asyncCookie(res)!.value);
    expect(renewed.channel).toBe(channel);
    expect(renewed.exp).toBeGreaterThan(Math.floor(Date.now() / 1000) + 90);
  });

  it('leaves responses of unrouted URLs alone', async () => {
    await build();
    const res = await app.inject({ url: '/nowhere' });
    expect(res.statusCode).toBe(404);
    expect(asyncCookie(res)).toBeUndefined();
  });
});
