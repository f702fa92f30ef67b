import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { REDIS_URL } from '../../harness/services.ts';
import { uniqueRedisPrefix } from '../async/redis-keys.test-support.ts';

/** Two Loupes on one Redis share the failed-login counts of an address and of a user name. */
const LIMIT = 3;
let nodes: BootedLoupe[] = [];
let cleanup: (() => Promise<number>) | undefined;

afterEach(async () => {
  for (const n of nodes) await n.close();
  nodes = [];
  expect(await cleanup!()).toBeGreaterThan(0);
});

async function cluster(name: string): Promise<[BootedLoupe, BootedLoupe]> {
  const keys = uniqueRedisPrefix(name);
  cleanup = keys.cleanup;
  const config = { redisUrl: REDIS_URL, redisPrefix: keys.prefix, loginRateLimit: LIMIT, workers: false };
  nodes = [await bootLoupe({ plugins: [], config }), await bootLoupe({ plugins: [], config })];
  // Each test node has a metadata database of its own: bob is made on both, as if they shared one.
  for (const n of nodes)
    await n.loupe.security.users.create({ username: 'bob', password: 'bob-password', roles: ['Gamma'] });
  return nodes as [BootedLoupe, BootedLoupe];
}

const login = (h: BootedLoupe, username: string, password: string) =>
  h.anonymous().request('POST', '/api/v1/security/login', { username, password });

describe('login rate limit in a cluster', () => {
  it('counts failures on either node against one limit', async () => {
    const [a, b] = await cluster('login-throttle');
    expect((await login(a, 'admin', 'x')).status).toBe(401);
    expect((await login(b, 'admin', 'x')).status).toBe(401);
    expect((await login(a, 'admin', ADMIN_PASSWORD)).status).toBe(200);
    expect((await login(b, 'admin', 'x')).status).toBe(401);
    for (const node of [a, b]) {
      const limited = await login(node, 'admin', ADMIN_PASSWORD);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((limited.body as { message: string }).message).toMatch(
        /^Too many failed logins\. Try again in \d+ seconds\.$/,
      );
    }
  }, 60_000);

  it('is not walked around by another account signing in on the other node', async () => {
    const [a, b] = await cluster('login-walk');
    const statuses: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LIMIT - 1; i++) statuses.push((await login(a, 'admin', 'guess')).status);
      expect((await login(b, 'bob', 'bob-password')).status).toBe(round ? 429 : 200);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3 * (LIMIT - 1) - LIMIT);
  }, 60_000);

  it('refuses all but `limit` of 20 concurrent guesses spread over both nodes', async () => {
    const [a, b] = await cluster('login-burst');
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(i % 2 ? a : b, 'admin', 'guess').then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LIMIT);
  }, 60_000);
});
