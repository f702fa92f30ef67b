import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { REDIS_URL } from '../../harness/services.ts';
import { uniqueRedisPrefix } from '../async/redis-keys.test-support.ts';

/** Two Loupes on one Redis share the failed-login count of an address. */
const keys = uniqueRedisPrefix('login-throttle');
let a: BootedLoupe;
let b: BootedLoupe;

beforeAll(async () => {
  const config = { redisUrl: REDIS_URL, redisPrefix: keys.prefix, loginRateLimit: 3, workers: false };
  a = await bootLoupe({ plugins: [], config });
  b = await bootLoupe({ plugins: [], config });
}, 60_000);
afterAll(async () => {
  await a?.close();
  await b?.close();
  expect(await keys.cleanup()).toBeGreaterThan(0);
});

describe('login rate limit in a cluster', () => {
  it('counts failures on either node against one limit', async () => {
    const login = (h: BootedLoupe, password: string) =>
      h.anonymous().request('POST', '/api/v1/security/login', { username: 'admin', password });
    expect((await login(a, 'x')).status).toBe(401);
    expect((await login(b, 'x')).status).toBe(401);
    expect((await login(a, ADMIN_PASSWORD)).status).toBe(200);
    expect((await login(b, 'x')).status).toBe(401);
    for (const node of [a, b]) {
      const limited = await login(node, ADMIN_PASSWORD);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((limited.body as { message: string }).message).toMatch(
        /^Too many failed logins\. Try again in \d+ seconds\.$/,
      );
    }
  });
});
