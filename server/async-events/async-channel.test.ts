import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AsyncTokens } from './async-channel.ts';

const key = new Uint8Array(32).fill(7);
const channelId = '8c6e2f3a-1b2c-4d5e-8f90-123456789abc';

describe('AsyncTokens', () => {
  it('signs and verifies a channel with its user', async () => {
    const t = new AsyncTokens(key, 3600);
    const token = await t.sign({ channelId, userId: 5 });
    const back = await t.verify(token);
    expect(back).toMatchObject({ channelId, userId: 5 });
    expect(back!.exp - Date.now() / 1000).toBeGreaterThan(3590);
    const anon = await t.verify(await t.sign({ channelId, userId: null }));
    expect(anon).toMatchObject({ channelId, userId: null });
  });

  it('refuses another key, expired tokens, tokens without a channel and garbage', async () => {
    const t = new AsyncTokens(key, 3600);
    const other = new AsyncTokens(new Uint8Array(32).fill(8), 3600);
    expect(await t.verify(await other.sign({ channelId, userId: 1 }))).toBeNull();
    const expired = await new SignJWT({ channel: channelId })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 10)
      .sign(key);
    expect(await t.verify(expired)).toBeNull();
    const noChannel = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setExpirationTime('1h').sign(key);
    expect(await t.verify(noChannel)).toBeNull();
    const badSub = await new SignJWT({ channel: channelId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('admin')
      .setExpirationTime('1h')
      .sign(key);
    expect(await t.verify(badSub)).toBeNull();
    expect(await t.verify('not.a.jwt')).toBeNull();
    expect(await t.verify(undefined)).toBeNull();
  });
});
