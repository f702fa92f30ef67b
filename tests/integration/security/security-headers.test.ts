import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { ADMIN_PASSWORD, bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';

const html = { accept: 'text/html' };
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };

/** The CSP header as directive → sources. */
function csp(headers: Headers): Map<string, string[]> {
  const value = headers.get('content-security-policy');
  if (!value) throw new Error('no Content-Security-Policy header');
  return new Map(
    value
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Each inline `<script>`'s CSP hash source. */
const inlineScriptHashes = (page: string) =>
  [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) => `'sha256-${crypto.createHash('sha256').update(m[1]!).digest('base64')}'`,
  );

/** Signs in through the login form, as a browser does: the session cookie comes from here. */
async function formLogin(client: ApiClient, headers: Record<string, string> = {}) {
  const page = await client.request('GET', '/login/', undefined, { ...html, ...headers });
  const csrf = /id="csrf_token" name="csrf_token" value="([^"]+)"/.exec(page.text)![1]!;
  const body = new URLSearchParams({ username: 'admin', password: ADMIN_PASSWORD, csrf_token: csrf }).toString();
  return { page, post: await client.request('POST', '/login/', body, { ...formHeaders, ...headers }) };
}

describe('security headers with the defaults', () => {
  let h: BootedLoupe;
  beforeAll(async () => {
    h = await bootLoupe({ plugins: [] });
  }, 120_000);
  afterAll(() => h?.close());

  it('sends a CSP that allows no eval and no inline script but the theme script, by its hash', async () => {
    const res = await h.anonymous().request('GET', '/login/', undefined, html);
    expect(res.status).toBe(200);
    const policy = csp(res.headers);
    const scripts = policy.get('script-src')!;
    expect(scripts).toContain("'self'");
    expect(scripts).not.toContain("'unsafe-eval'");
    expect(scripts).not.toContain("'unsafe-inline'");
    const hashes = inlineScriptHashes(res.text);
    expect(hashes).toHaveLength(1);
    expect(scripts).toContain(hashes[0]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('sends nosniff, the referrer policy and SAMEORIGIN framing on pages, API answers and errors alike', async () => {
    const anon = h.anonymous();
    for (const [path, status] of [
      ['/login/', 200],
      ['/favicon.svg', 200],
      ['/api/v1/me/', 401],
      ['/no/such/page', 404],
      ['/health', 200],
    ] as const) {
      const res = await anon.request('GET', path);
      expect([path, res.status]).toEqual([path, status]);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    }
  });

  it('sends no HSTS and no Secure cookie over plain HTTP, and trusts no X-Forwarded-Proto by default', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      const { page, post } = await formLogin(h.anonymous(), headers);
      expect(page.headers.get('strict-transport-security')).toBeNull();
      expect(post.status).toBe(302);
      const cookie = post.headers.getSetCookie().find((c) => c.startsWith('session='))!;
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).not.toMatch(/;\s*Secure/i);
    }
  });

  it('gives every inline script of an app page its hash in the policy', async () => {
    const browser = h.anonymous();
    await formLogin(browser);
    const res = await browser.request('GET', '/superset/welcome/', undefined, html);
    expect(res.status).toBe(200);
    const scripts = csp(res.headers).get('script-src')!;
    const hashes = inlineScriptHashes(res.text);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(scripts).toContain(hash);
  });
});

describe('security headers behind a TLS-terminating proxy (LOUPE_ENABLE_PROXY_FIX)', () => {
  let h: BootedLoupe;
  beforeAll(async () => {
    h = await bootLoupe({
      plugins: [],
      config: {
        enableProxyFix: true,
        talismanFrameAncestors: ['self', 'https://intranet.example'],
        loginRateLimit: 2,
      },
    });
  }, 120_000);
  afterAll(() => h?.close());

  const viaTls = { 'x-forwarded-proto': 'https' };

  it('sends HSTS and makes the session cookie Secure on requests that came over TLS', async () => {
    const { page, post } = await formLogin(h.anonymous(), viaTls);
    expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect(page.headers.getSetCookie().find((c) => c.startsWith('session='))).toMatch(/;\s*Secure/i);
    expect(post.status).toBe(302);
    const cookie = post.headers.getSetCookie().find((c) => c.startsWith('session='))!;
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it('keeps plain HTTP requests through the proxy without HSTS or Secure', async () => {
    const { page, post } = await formLogin(h.anonymous(), { 'x-forwarded-proto': 'http' });
    expect(page.headers.get('strict-transport-security')).toBeNull();
    expect(post.headers.getSetCookie().find((c) => c.startsWith('session='))).not.toMatch(/;\s*Secure/i);
  });

  it("counts failed logins by the client's address the proxy names, not the proxy's own", async () => {
    // A user name of its own per try: the per-name count must not be what refuses here.
    let tries = 0;
    const attempt = (client: string) =>
      h
        .anonymous()
        .request(
          'POST',
          '/api/v1/security/login',
          { username: `nobody-${++tries}`, password: 'wrong' },
          { 'x-forwarded-for': client },
        );
    expect((await attempt('203.0.113.7')).status).toBe(401);
    expect((await attempt('203.0.113.7')).status).toBe(401);
    expect((await attempt('203.0.113.7')).status).toBe(429);
    expect((await attempt('203.0.113.8')).status).toBe(401);
  });

  it('lets the configured sites frame Loupe: frame-ancestors lists them and X-Frame-Options is not sent', async () => {
    const res = await h.anonymous().request('GET', '/login/', undefined, html);
    expect(csp(res.headers).get('frame-ancestors')).toEqual(["'self'", 'https://intranet.example']);
    expect(res.headers.get('x-frame-options')).toBeNull();
  });
});

describe("LOUPE_TALISMAN_FRAME_ANCESTORS='none'", () => {
  it('lets no site frame Loupe: frame-ancestors none and X-Frame-Options DENY', async () => {
    const h = await bootLoupe({ plugins: [], config: { talismanFrameAncestors: ["'none'"] } });
    try {
      const res = await h.anonymous().request('GET', '/login/', undefined, html);
      expect(csp(res.headers).get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers.get('x-frame-options')).toBe('DENY');
    } finally {
      await h.close();
    }
  });
});

describe('LOUPE_TALISMAN_ENABLED=false', () => {
  it('sends none of the Talisman headers', async () => {
    const h = await bootLoupe({ plugins: [], config: { talismanEnabled: false } });
    try {
      const res = await h.anonymous().request('GET', '/login/', undefined, html);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-security-policy')).toBeNull();
      expect(res.headers.get('x-frame-options')).toBeNull();
    } finally {
      await h.close();
    }
  });
});
