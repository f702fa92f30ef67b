import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '../../harness/api-client.ts';
import { ADMIN_PASSWORD, bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { definePlugin } from '../../../core/kernel/plugin.ts';
import type { ServerPluginPart } from '../../../server/host/server-plugin.ts';

/** A plugin with one write route, to see security on writes without any feature plugin. */
const echo = definePlugin({
  id: 'echo',
  server: {
    activate({ app }) {
      app.post('/api/v1/echo/', { config: { access: { perm: 'can_write', view: 'Echo' } } }, async (req) => ({
        result: req.body,
      }));
    },
  } satisfies ServerPluginPart,
});

let h: BootedLoupe;
beforeAll(async () => {
  h = await bootLoupe({ plugins: [echo] });
});
afterAll(() => h?.close());

describe('JWT login (reference §1.2)', () => {
  it('returns an access token and, when asked, a refresh token', async () => {
    const anon = h.anonymous();
    const res = await anon.request<{ access_token: string; refresh_token?: string }>('POST', '/api/v1/security/login', {
      username: 'admin',
      password: ADMIN_PASSWORD,
      provider: 'db',
      refresh: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.access_token.split('.')).toHaveLength(3);
    const refreshed = await new ApiClient(h.url, res.body.refresh_token!).request<{ access_token: string }>(
      'POST',
      '/api/v1/security/refresh',
    );
    expect(refreshed.status).toBe(200);
    const me = await new ApiClient(h.url, refreshed.body.access_token).get<{ result: { username: string } }>(
      '/api/v1/me/',
    );
    expect(me.body.result.username).toBe('admin');
    const noRefresh = await anon.request<Record<string, string>>('POST', '/api/v1/security/login', {
      username: 'admin',
      password: ADMIN_PASSWORD,
    });
    expect(noRefresh.body.refresh_token).toBeUndefined();
  });

  it('answers 401 to wrong credentials and unknown users alike', async () => {
    const a = await h
      .anonymous()
      .request('POST', '/api/v1/security/login', { username: 'admin', password: 'wrong', provider: 'db' });
    const b = await h
      .anonymous()
      .request('POST', '/api/v1/security/login', { username: 'nobody', password: 'wrong', provider: 'db' });
    expect([a.status, a.body]).toEqual([401, { message: 'Not authorized' }]);
    expect([b.status, b.body]).toEqual([401, { message: 'Not authorized' }]);
  });

  it('refuses an access token used as a refresh token, and garbage bearer tokens', async () => {
    const client = await h.login();
    const r = await new ApiClient(h.url, client.token!).request('POST', '/api/v1/security/refresh');
    expect(r.status).toBe(401);
    const g = await new ApiClient(h.url, 'not.a.jwt').get('/api/v1/me/');
    expect(g.status).toBe(401);
    expect(g.body).toEqual({ msg: 'Token is invalid or has expired' });
  });

  it('validates the body with clear 400s', async () => {
    const anon = h.anonymous();
    const missing = await anon.request('POST', '/api/v1/security/login', { username: 'admin' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ message: { password: ['Missing data for required field.'] } });
    const wrongType = await anon.request<{ message: Record<string, string[]> }>('POST', '/api/v1/security/login', {
      username: 'admin',
      password: 5,
    });
    expect(wrongType.status).toBe(400);
    expect(Object.keys(wrongType.body.message)).toEqual(['password']);
    const notJson = await anon.request('POST', '/api/v1/security/login', '{"username": "admin",', {
      'content-type': 'application/json',
    });
    expect([notJson.status, notJson.body]).toEqual([400, { message: 'Request is not JSON' }]);
    const ldap = await anon.request('POST', '/api/v1/security/login', {
      username: 'admin',
      password: 'x',
      provider: 'ldap',
    });
    expect(ldap.status).toBe(400);
  });
});

describe('CSRF (reference §1.3)', () => {
  it('requires a token bound to the session cookie on writes', async () => {
    const client = await h.login();
    // No token at all.
    const noToken = await client.request('POST', '/api/v1/echo/', {});
    expect(noToken.status).toBe(400);
    expect(noToken.body).toEqual({ message: 'The CSRF token is missing.' });
    // A token, but without the cookie it is bound to.
    const token = await client.csrfToken();
    const bare = new ApiClient(h.url, client.token!);
    const noCookie = await bare.request('POST', '/api/v1/echo/', {}, { 'x-csrftoken': token });
    expect(noCookie.body).toEqual({ message: 'The CSRF session token is missing.' });
    // Another session's token.
    const other = await h.login();
    const otherToken = await other.csrfToken();
    const wrong = await client.request('POST', '/api/v1/echo/', {}, { 'x-csrftoken': otherToken });
    expect(wrong.body).toEqual({ message: 'The CSRF token is invalid.' });
    // The right one passes.
    const ok = await client.post('/api/v1/echo/', { a: 1 });
    expect([ok.status, ok.body]).toEqual([200, { result: { a: 1 } }]);
  });

  it('is not needed for login and refresh', async () => {
    const res = await h
      .anonymous()
      .request('POST', '/api/v1/security/login', { username: 'admin', password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
  });
});

describe('current user (reference §1.5)', () => {
  it('answers 401 to anonymous callers', async () => {
    const res = await h.anonymous().get('/api/v1/me/');
    expect([res.status, res.body]).toEqual([401, { message: 'Not authorized' }]);
  });

  it('describes the user, their roles and permissions', async () => {
    const client = await h.login();
    const me = await client.get<{ result: Record<string, unknown> }>('/api/v1/me/');
    expect(me.body.result).toEqual({
      id: 1,
      username: 'admin',
      first_name: 'Admin',
      last_name: 'User',
      email: 'admin@localhost',
      is_active: true,
      is_anonymous: false,
    });
    const roles = await client.get<{
      result: { roles: Record<string, [string, string][]>; permissions: Record<string, string[]> };
    }>('/api/v1/me/roles/');
    expect(Object.keys(roles.body.result.roles)).toEqual(['Admin']);
    expect(roles.body.result.roles.Admin).toContainEqual(['can_read', 'SecurityRestApi']);
    expect(roles.body.result.permissions).toEqual({ datasource_access: [], database_access: [] });
  });
});

describe('session login page (reference §1.1)', () => {
  async function loginForm(client: ApiClient, next = '/superset/welcome/') {
    const page = await client.request('GET', `/login/?next=${encodeURIComponent(next)}`, undefined, {
      accept: 'text/html',
    });
    expect(page.status).toBe(200);
    const token = /id="csrf_token" name="csrf_token" value="([^"]+)"/.exec(page.text)![1]!;
    return token;
  }
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const formHeaders = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };

  it('signs in with the form, keeps the user on the session cookie, and logs out', async () => {
    const browser = h.anonymous();
    const csrf = await loginForm(browser, '/api/v1/me/');
    const post = await browser.request(
      'POST',
      '/login/',
      form({ username: 'admin', password: ADMIN_PASSWORD, csrf_token: csrf, next: '/api/v1/me/' }),
      formHeaders,
    );
    expect(post.status).toBe(302);
    expect(post.headers.get('location')).toBe('/api/v1/me/');
    expect(post.headers.getSetCookie().join()).toMatch(/session=.*HttpOnly.*SameSite=Lax/i);
    const me = await browser.get<{ result: { username: string } }>('/api/v1/me/');
    expect(me.body.result.username).toBe('admin');
    const welcome = await browser.request('GET', '/superset/welcome/', undefined, { accept: 'text/html' });
    expect(welcome.status).toBe(200);
    expect(welcome.text).toContain('&quot;username&quot;:&quot;admin&quot;'); // the app's bootstrap payload names the signed-in user
    const out = await browser.request('GET', '/logout/');
    expect([out.status, out.headers.get('location')]).toEqual([302, '/login/']);
    expect((await browser.get('/api/v1/me/')).status).toBe(401);
  });

  it('rejects the form without its CSRF token', async () => {
    const browser = h.anonymous();
    await loginForm(browser);
    const post = await browser.request(
      'POST',
      '/login/',
      form({ username: 'admin', password: ADMIN_PASSWORD }),
      formHeaders,
    );
    expect(post.status).toBe(400);
  });

  it('shows the error on wrong credentials and never redirects off-site', async () => {
    const browser = h.anonymous();
    const csrf = await loginForm(browser);
    const bad = await browser.request(
      'POST',
      '/login/',
      form({ username: 'admin', password: 'nope', csrf_token: csrf }),
      formHeaders,
    );
    expect(bad.status).toBe(200);
    expect(bad.text).toContain('Invalid login. Please try again.');
    expect(bad.text).toMatch(/id="password"[^>]*autofocus/);
    const csrf2 = /id="csrf_token" name="csrf_token" value="([^"]+)"/.exec(bad.text)![1]!;
    const ok = await browser.request(
      'POST',
      '/login/',
      form({ username: 'admin', password: ADMIN_PASSWORD, csrf_token: csrf2, next: '//evil.example/' }),
      formHeaders,
    );
    expect(ok.headers.get('location')).toBe('/superset/welcome/');
  });

  it('sends anonymous visitors of pages to the login page with where they were going', async () => {
    const res = await h.anonymous().request('GET', '/superset/welcome/', undefined, { accept: 'text/html' });
    expect([res.status, res.headers.get('location')]).toEqual([302, '/login/?next=%2Fsuperset%2Fwelcome%2F']);
  });
});

describe('login rate limit', () => {
  it('answers 429 after too many failures from one address, counting only failures', async () => {
    const h2 = await bootLoupe({ plugins: [], config: { loginRateLimit: 3 } });
    try {
      const anon = h2.anonymous();
      const ok = () => anon.request('POST', '/api/v1/security/login', { username: 'admin', password: ADMIN_PASSWORD });
      for (let i = 0; i < 5; i++) expect((await ok()).status).toBe(200);
      for (let i = 0; i < 3; i++)
        expect(
          (await anon.request('POST', '/api/v1/security/login', { username: 'admin', password: 'x' })).status,
        ).toBe(401);
      const limited = await ok();
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((limited.body as { message: string }).message).toMatch(/Too many failed logins/);
    } finally {
      await h2.close();
    }
  });
});
