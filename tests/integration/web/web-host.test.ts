import http from 'node:http';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_PAGES } from '../../../server/host/web-assets.ts';
import { DEFAULT_OUT_DIR, readWebManifest } from '../../../web/build/build-web.ts';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';

let h: BootedLoupe;
let admin: ApiClient;

beforeAll(async () => {
  h = await bootLoupe();
  admin = await h.login();
}, 120_000);
afterAll(() => h?.close());

const html = { accept: 'text/html' };

/** A GET that leaves the body as sent (fetch would decode it). */
function rawGet(urlPath: string, acceptEncoding: string): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(h.url + urlPath, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}
const concrete = (url: string) => url.replace(':idOrSlug', 'births');

function bootstrapOf(text: string) {
  const m = /data-bootstrap="([^"]*)"/.exec(text);
  if (!m) throw new Error('no bootstrap payload');
  const json = m[1]!
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return JSON.parse(json) as {
    user: { username: string; isAdmin: boolean; roles: Record<string, [string, string][]> };
    common: { feature_flags: Record<string, boolean>; theme: { default: string } };
  };
}

describe('the web host', () => {
  it('redirects / to the welcome page', async () => {
    const res = await h.anonymous().request('GET', '/');
    expect([res.status, res.headers.get('location')]).toEqual([302, '/superset/welcome/']);
  });

  it('adds the trailing slash to a page address, keeping the query string', async () => {
    const res = await h.anonymous().request('GET', '/sqllab?dbid=1');
    expect([res.status, res.headers.get('location')]).toEqual([301, '/sqllab/?dbid=1']);
    const dash = await h.anonymous().request('GET', '/superset/dashboard/births');
    expect([dash.status, dash.headers.get('location')]).toEqual([301, '/superset/dashboard/births/']);
  });

  it('sends anonymous visitors of every page to /login/ with where they were going', async () => {
    for (const { url } of WEB_PAGES) {
      const res = await h.anonymous().request('GET', concrete(url), undefined, html);
      expect(res.status, url).toBe(302);
      expect(res.headers.get('location')).toBe(`/login/?next=${encodeURIComponent(concrete(url))}`);
    }
  });

  it('answers every page with the app and a bootstrap payload, never cached', async () => {
    for (const { url, title } of WEB_PAGES) {
      const res = await admin.request('GET', concrete(url), undefined, html);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache, private');
      expect(res.text).toContain(`<title>${title} · Loupe</title>`);
      const boot = bootstrapOf(res.text);
      expect(boot.user).toMatchObject({ username: 'admin', isAdmin: true });
      expect(Object.keys(boot.user.roles)).toEqual(['Admin']);
      expect(boot.common.feature_flags.DASHBOARD_NATIVE_FILTERS).toBe(true);
      expect(boot.common.theme.default).toBe('system');
    }
  });

  it('hands a non-admin the pairs of its roles', async () => {
    await h.loupe.security.users.create({ username: 'gamma_web', password: 'gamma-password', roles: ['Gamma'] });
    const gamma = await h.login('gamma_web', 'gamma-password');
    const boot = bootstrapOf((await gamma.request('GET', '/superset/welcome/', undefined, html)).text);
    expect(boot.user.isAdmin).toBe(false);
    expect(boot.user.roles.Gamma).toContainEqual(['can_read', 'Dataset']);
    expect(boot.user.roles.Gamma).not.toContainEqual(['can_write', 'Database']);
  });

  it('serves the hashed assets the page names with year-long immutable caching', async () => {
    const page = (await admin.request('GET', '/sqllab/', undefined, html)).text;
    const assets = [...page.matchAll(/(?:href|src)="(\/static\/assets\/[^"]+)"/g)].map((m) => m[1]!);
    expect(assets.some((a) => /\/main-[A-Z0-9]+\.js$/.test(a))).toBe(true);
    expect(assets.some((a) => /\/main-[A-Z0-9]+\.css$/.test(a))).toBe(true);
    for (const a of assets) {
      const res = await h.anonymous().request('GET', a);
      expect(res.status, a).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('content-type')).toMatch(a.endsWith('.js') ? /^text\/javascript/ : /^text\/css/);
    }
  });

  it('sends scripts and styles brotli- or gzip-compressed to browsers that take it', async () => {
    const page = (await admin.request('GET', '/sqllab/', undefined, html)).text;
    const entry = /src="(\/static\/assets\/main-[A-Z0-9]+\.js)"/.exec(page)![1]!;
    const plain = await fetch(h.url + entry, { headers: { 'accept-encoding': 'identity' } });
    const plainBody = Buffer.from(await plain.arrayBuffer());
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const [asked, got] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ]) {
      const res = await rawGet(entry, asked!);
      expect(res.headers['content-encoding'], asked).toBe(got);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(res.body.length).toBeLessThan(plainBody.length / 2);
      const decoded = got === 'br' ? zlib.brotliDecompressSync(res.body) : zlib.gunzipSync(res.body);
      expect(decoded.equals(plainBody)).toBe(true);
    }
    expect((await h.anonymous().request('GET', `${entry}.br`)).status).toBe(404);
  });

  it("serves Monaco's bundles, the workers too (a dot inside their names: editor.worker-HASH.js)", async () => {
    const manifest = readWebManifest(DEFAULT_OUT_DIR)!;
    for (const file of [manifest.monaco!.js, manifest.monaco!.worker, manifest.monaco!.jsonWorker]) {
      expect(file).toBeTruthy();
      const res = await h.anonymous().request('GET', `/static/assets/${file}`);
      expect([file, res.status]).toEqual([file, 200]);
      expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    }
  });

  it('answers 404 for unknown assets, the manifest and anything outside the build folder', async () => {
    for (const a of [
      '/static/assets/main-NOPE.js',
      '/static/assets/manifest.json',
      '/static/assets/..%2Fbuild%2Fbuild-web.ts',
      '/static/assets/%2e%2e',
      '/static/assets/.hidden',
    ]) {
      const res = await h.anonymous().request('GET', a);
      expect(res.status, a).toBe(404);
    }
  });

  it('serves the theme tokens for server-rendered pages, revalidated by ETag', async () => {
    const res = await h.anonymous().request('GET', '/static/theme.css');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.text).toContain('--color-bg:');
    const again = await h
      .anonymous()
      .request('GET', '/static/theme.css', undefined, { 'if-none-match': res.headers.get('etag')! });
    expect(again.status).toBe(304);
    const login = await h.anonymous().request('GET', '/login/');
    expect(login.text).toContain('<link rel="stylesheet" href="/static/theme.css">');
    expect(login.text).toContain('var(--color-primary)');
  });
});
