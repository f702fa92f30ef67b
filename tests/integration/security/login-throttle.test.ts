import { afterEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { ADMIN_PASSWORD, bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';

/** The login throttle of one Loupe on its in-process store (issue 16, point 5). */
const LIMIT = 5;
let h: BootedLoupe | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

async function boot(): Promise<BootedLoupe> {
  h = await bootLoupe({ plugins: [], config: { loginRateLimit: LIMIT } });
  await h.loupe.security.users.create({ username: 'bob', password: 'bob-password', roles: ['Gamma'] });
  return h;
}

const apiLogin = (client: ApiClient, username: string, password: string) =>
  client.request('POST', '/api/v1/security/login', { username, password });

describe('login throttle (in-process store)', () => {
  it('is not walked around by another account signing in between guesses', async () => {
    const anon = (await boot()).anonymous();
    const statuses: number[] = [];
    // 4 wrong passwords for admin, 1 right one for bob, three times over: 12 guesses.
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LIMIT - 1; i++) statuses.push((await apiLogin(anon, 'admin', 'guess')).status);
      await apiLogin(anon, 'bob', 'bob-password');
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3 * (LIMIT - 1) - LIMIT);
    const limited = await apiLogin(anon, 'bob', 'bob-password');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body).toEqual({
      message: expect.stringMatching(/^Too many failed logins\. Try again in \d+ seconds\.$/),
    });
  });

  it('counts guesses at one user name from many addresses, and the same walk across addresses', async () => {
    const { app } = (await boot()).loupe;
    const from = (address: string, username: string, password: string) =>
      app
        .inject({
          method: 'POST',
          url: '/api/v1/security/login',
          remoteAddress: address,
          payload: { username, password },
        })
        .then((r) => r.statusCode);
    const statuses: number[] = [];
    // A new address for every guess at admin, bob signing in from each of them in between.
    for (let i = 0; i < 3 * LIMIT; i++) {
      statuses.push(await from(`10.9.0.${i}`, 'admin', 'guess'));
      expect(await from(`10.9.0.${i}`, 'bob', 'bob-password')).toBe(200);
    }
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2 * LIMIT);
    // Even the right password waits, whatever the case of the name; other users are not concerned.
    expect(await from('10.9.1.1', 'Admin', ADMIN_PASSWORD)).toBe(429);
    expect(await from('10.9.1.1', 'bob', 'bob-password')).toBe(200);
  });

  it('refuses all but `limit` of 20 concurrent guesses', async () => {
    const anon = (await boot()).anonymous();
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => apiLogin(anon, 'admin', 'guess').then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20 - LIMIT);
    expect((await apiLogin(anon, 'admin', ADMIN_PASSWORD)).status).toBe(429);
  });

  it('tells the login page’s user how long to wait, with the right password too', async () => {
    const browser = (await boot()).anonymous();
    const formHeaders = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };
    const csrfOf = (html: string) => /id="csrf_token" name="csrf_token" value="([^"]+)"/.exec(html)![1]!;
    let html = (await browser.request('GET', '/login/', undefined, { accept: 'text/html' })).text;
    const post = async (password: string) => {
      const res = await browser.request(
        'POST',
        '/login/',
        new URLSearchParams({ username: 'admin', password, csrf_token: csrfOf(html) }).toString(),
        formHeaders,
      );
      html = res.text;
      return res;
    };
    for (let i = 0; i < LIMIT; i++) expect((await post('guess')).text).toContain('Invalid login. Please try again.');
    const limited = await post(ADMIN_PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.text).toMatch(/Too many failed logins\. Try again in \d+ seconds\./);
  });
});
