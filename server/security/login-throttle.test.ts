import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createLoginThrottle, userNameKey, type LoginThrottle } from './login-throttle.ts';

const LIMIT = 10;
const memory = () => new RateLimiterMemory({ points: LIMIT, duration: 60 });

/** One login try against the throttle: 'refused', or 'tried' (the password was checked). */
async function tryLogin(t: LoginThrottle, address: string, username: string, right: boolean) {
  const attempt = await t.attempt(address, username);
  if (attempt.refused) return 'refused';
  if (right) await attempt.succeeded();
  return 'tried';
}

describe('login throttle', () => {
  it('keeps counting one address’s failures across another account’s successful logins', async () => {
    const t = createLoginThrottle(memory());
    let guesses = 0;
    let refused = 0;
    // The walk of issue 16: 9 wrong passwords for alice, 1 right one for bob, three times over.
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 9; i++) {
        if ((await tryLogin(t, '10.0.0.1', 'alice', false)) === 'tried') guesses++;
        else refused++;
      }
      await tryLogin(t, '10.0.0.1', 'bob', true);
    }
    expect([guesses, refused]).toEqual([LIMIT, 27 - LIMIT]);
  });

  it('lets through exactly `limit` of 20 concurrent guesses', async () => {
    const t = createLoginThrottle(memory());
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => tryLogin(t, '10.0.0.2', 'alice', false)));
    expect(outcomes.filter((o) => o === 'tried')).toHaveLength(LIMIT);
    expect(outcomes.filter((o) => o === 'refused')).toHaveLength(20 - LIMIT);
  });

  it('counts failures per user name across addresses, whatever its case and outer spaces', async () => {
    const t = createLoginThrottle(memory());
    for (let i = 0; i < LIMIT; i++) {
      const name = i % 2 ? 'Admin ' : 'admin';
      expect(await tryLogin(t, `10.1.0.${i}`, name, false)).toBe('tried');
    }
    const refused = await t.attempt('10.2.0.1', 'ADMIN');
    expect(refused).toMatchObject({ refused: true });
    expect(refused.refused && refused.retryAfter).toBeGreaterThan(0);
    expect(refused.refused && refused.retryAfter).toBeLessThanOrEqual(60);
    // Another user from a fresh address is not concerned.
    expect(await tryLogin(t, '10.2.0.1', 'alice', false)).toBe('tried');
  });

  it('gives back only the successful try’s own point, never clearing earlier failures', async () => {
    const t = createLoginThrottle(memory());
    for (let i = 0; i < LIMIT - 1; i++) await tryLogin(t, '10.0.0.3', 'alice', false);
    for (let i = 0; i < 5; i++) expect(await tryLogin(t, '10.0.0.3', 'alice', true)).toBe('tried');
    expect(await tryLogin(t, '10.0.0.3', 'alice', false)).toBe('tried');
    expect(await tryLogin(t, '10.0.0.3', 'alice', true)).toBe('refused');
  });

  it('does not count a try refused for its user name against its address', async () => {
    const t = createLoginThrottle(memory());
    for (let i = 0; i < LIMIT; i++) await tryLogin(t, `10.3.0.${i}`, 'victim', false);
    for (let i = 0; i < 2 * LIMIT; i++) expect(await tryLogin(t, '10.4.0.1', 'victim', true)).toBe('refused');
    expect(await tryLogin(t, '10.4.0.1', 'someone', true)).toBe('tried');
    for (let i = 0; i < LIMIT; i++) expect(await tryLogin(t, '10.4.0.1', `user${i}`, false)).toBe('tried');
    expect(await tryLogin(t, '10.4.0.1', 'someone', true)).toBe('refused');
  });

  it('counts in the process, with a warning, while the shared store fails', async () => {
    const broken = {
      consume: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:1')),
      reward: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:1')),
    } as unknown as RateLimiterAbstract;
    const warn = vi.fn();
    const t = createLoginThrottle(broken, { fallback: memory(), log: { warn } as unknown as FastifyBaseLogger });
    for (let i = 0; i < LIMIT; i++) expect(await tryLogin(t, '10.0.0.5', 'alice', false)).toBe('tried');
    expect(await tryLogin(t, '10.0.0.5', 'alice', false)).toBe('refused');
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![1])).toMatch(/in this process only/);
  });

  it('normalises user names to one key', () => {
    expect(userNameKey('  Admin ')).toBe('admin');
    expect(userNameKey('ａｄｍｉｎ')).toBe('admin');
    expect(userNameKey('   ')).toBe('');
  });
});
