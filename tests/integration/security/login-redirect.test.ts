import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';

let h: BootedLoupe;
beforeAll(async () => {
  h = await bootLoupe({ plugins: [] });
}, 120_000);
afterAll(() => h?.close());

const HOME = '/superset/welcome/';
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' };

/** POST /login/ with the form's CSRF token and this `next`; the answer's status and Location. */
async function signInWith(next: string) {
  const browser = h.anonymous();
  const page = await browser.request('GET', '/login/', undefined, { accept: 'text/html' });
  const csrf = /id="csrf_token" name="csrf_token" value="([^"]+)"/.exec(page.text)![1]!;
  const body = new URLSearchParams({ username: 'admin', password: ADMIN_PASSWORD, csrf_token: csrf, next });
  const res = await browser.request('POST', '/login/', body.toString(), formHeaders);
  return { browser, status: res.status, location: res.headers.get('location') };
}

describe('the redirect after signing in (next=…)', () => {
  it.each([
    ['/chart/list/', '/chart/list/'],
    ['/sqllab/?savedQueryId=2', '/sqllab/?savedQueryId=2'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
  ])('follows %j on Loupe', async (next, location) => {
    expect(await signInWith(next)).toMatchObject({ status: 302, location });
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '\t//evil.example',
    'https://evil.example/',
    'javascript:alert(document.cookie)',
    ' javascript:alert(1)',
    '/.//evil.example',
    '\\/evil.example',
    'evil.example',
  ])('goes home instead of to %j, which a browser reads as another site or a script', async (next) => {
    expect(await signInWith(next)).toMatchObject({ status: 302, location: HOME });
  });

  it('sends a signed-in visitor of /login/ on with the same rule', async () => {
    const { browser } = await signInWith(HOME);
    const ok = await browser.request('GET', `/login/?next=${encodeURIComponent('/chart/list/')}`);
    expect([ok.status, ok.headers.get('location')]).toEqual([302, '/chart/list/']);
    for (const [next, location] of [
      ['/\t/evil.example', HOME],
      ['%2F%5Cevil.example', HOME], // not a path (it is no `/\` either, as a browser reads it)
      ['/%09/evil.example', '/%09/evil.example'], // an encoded tab stays encoded: a path on Loupe
    ]) {
      const res = await browser.request('GET', `/login/?next=${encodeURIComponent(next!)}`);
      expect([next, res.status, res.headers.get('location')]).toEqual([next, 302, location]);
    }
  });

  it('puts only a safe next into the form it shows', async () => {
    const page = await h
      .anonymous()
      .request('GET', `/login/?next=${encodeURIComponent('/\t/evil.example')}`, undefined, { accept: 'text/html' });
    expect(page.text).toContain(`<input type="hidden" name="next" value="${HOME}">`);
  });
});
