import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootLoupe } from '../../harness/boot-loupe.ts';
import { bootEmbedRig, mintGuestToken, type EmbedRig } from './guest-token.test-support.ts';

/**
 * The embedding configuration, the guest token's request and claims, and the `/embedded/<uuid>`
 * page (reference §1.4, embedded-sdk.md §4).
 */
let rig: EmbedRig;
beforeAll(async () => {
  rig = await bootEmbedRig();
}, 180_000);
afterAll(() => rig?.h.close());

const HOST = 'http://host.example:9000';

describe('the embedding configuration', () => {
  it('reads by dashboard (id or slug) and by uuid, upserts keeping the uuid, deletes', async () => {
    const byId = await rig.admin.get<{ result: Record<string, unknown> }>(
      `/api/v1/dashboard/${rig.dashboardId}/embedded`,
    );
    expect(byId.status).toBe(200);
    expect(byId.body.result).toMatchObject({
      uuid: rig.uuid,
      allowed_domains: [HOST],
      dashboard_id: String(rig.dashboardId),
      changed_by: { first_name: expect.any(String) },
    });
    expect(typeof byId.body.result.changed_on).toBe('string');
    const bySlug = await rig.admin.get<{ result: { uuid: string } }>('/api/v1/dashboard/embedded-births/embedded');
    expect(bySlug.body.result.uuid).toBe(rig.uuid);
    const byUuid = await rig.admin.get<{ result: { uuid: string } }>(`/api/v1/embedded_dashboard/${rig.uuid}`);
    expect(byUuid.body.result.uuid).toBe(rig.uuid);

    const put = await rig.admin.put<{ result: { uuid: string; allowed_domains: string[] } }>(
      `/api/v1/dashboard/${rig.otherDashboardId}/embedded`,
      { allowed_domains: [] },
    );
    expect(put.status).toBe(200);
    const again = await rig.admin.post<{ result: { uuid: string; allowed_domains: string[] } }>(
      `/api/v1/dashboard/${rig.otherDashboardId}/embedded`,
      { allowed_domains: ['https://a.example'] },
    );
    expect(again.body.result).toMatchObject({ uuid: put.body.result.uuid, allowed_domains: ['https://a.example'] });
    const del = await rig.admin.delete<{ message: string }>(`/api/v1/dashboard/${rig.otherDashboardId}/embedded`);
    expect(del.body).toEqual({ message: 'OK' });
    expect((await rig.admin.get(`/api/v1/dashboard/${rig.otherDashboardId}/embedded`)).status).toBe(404);
    expect((await rig.admin.get(`/api/v1/embedded_dashboard/${put.body.result.uuid}`)).status).toBe(404);
  });

  it('answers 400 to bad bodies and 404 to unknown dashboards and uuids', async () => {
    const path = `/api/v1/dashboard/${rig.dashboardId}/embedded`;
    for (const body of [{}, { allowed_domains: 'x' }, { allowed_domains: [1] }, { allowed_domains: [], extra: 1 }])
      expect((await rig.admin.post(path, body)).status, JSON.stringify(body)).toBe(400);
    expect((await rig.admin.post('/api/v1/dashboard/999999/embedded', { allowed_domains: [] })).status).toBe(404);
    expect((await rig.admin.get('/api/v1/dashboard/no-such-slug/embedded')).status).toBe(404);
    expect((await rig.admin.get('/api/v1/embedded_dashboard/not-a-uuid')).status).toBe(404);
    // Still the same configuration: nothing half-written.
    const now = await rig.admin.get<{ result: { allowed_domains: string[] } }>(path);
    expect(now.body.result.allowed_domains).toEqual([HOST]);
  });
});

describe('POST /api/v1/security/guest_token/', () => {
  it("signs exactly Superset's claims: HS256, float iat/exp 300 s apart, aud, type guest", async () => {
    const body = {
      user: { username: 'embed-bot', first_name: 'Embed', last_name: 'Bot', ignored: 1 },
      resources: [{ type: 'dashboard', id: rig.uuid }],
      rls: [{ dataset: rig.birthNamesId, clause: "gender = 'girl'" }, { clause: '1=1' }],
    };
    const res = await mintGuestToken(rig, body);
    expect(res.status, res.text).toBe(200);
    const [head, claims] = res.token
      .split('.')
      .slice(0, 2)
      .map((p) => JSON.parse(Buffer.from(p, 'base64url').toString()) as Record<string, unknown>);
    expect(head).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(Object.keys(claims!).sort()).toEqual(['aud', 'exp', 'iat', 'resources', 'rls_rules', 'type', 'user']);
    expect(claims).toMatchObject({
      user: { username: 'embed-bot', first_name: 'Embed', last_name: 'Bot' },
      resources: [{ type: 'dashboard', id: rig.uuid }],
      rls_rules: body.rls,
      aud: `${rig.h.url}/`,
      type: 'guest',
    });
    expect((claims!.user as Record<string, unknown>).ignored).toBeUndefined();
    const iat = claims!.iat as number;
    expect(Number.isInteger(iat)).toBe(false);
    expect((claims!.exp as number) - iat).toBeCloseTo(300, 3);
  });

  it('answers 400 to invalid bodies and unknown resources', async () => {
    const ok = { resources: [{ type: 'dashboard', id: String(rig.dashboardId) }], rls: [] };
    expect((await mintGuestToken(rig, ok)).status).toBe(200);
    expect(
      (await mintGuestToken(rig, { ...ok, resources: [{ type: 'dashboard', id: 'embedded-births' }] })).status,
    ).toBe(200);
    const bad: Record<string, unknown>[] = [
      { resources: ok.resources },
      { rls: [] },
      { ...ok, resources: [{ type: 'chart', id: '1' }] },
      { ...ok, resources: [{ type: 'dashboard', id: rig.dashboardId }] },
      { ...ok, rls: [{ dataset: 'x', clause: 'a' }] },
      { ...ok, rls: [{ clause: 'a', other: 1 }] },
      { ...ok, rls: [{ dataset: 1 }] },
    ];
    for (const b of bad) expect((await mintGuestToken(rig, b)).status, JSON.stringify(b)).toBe(400);
    const unknown = await mintGuestToken(rig, { ...ok, resources: [{ type: 'dashboard', id: '999999' }] });
    expect(unknown.status).toBe(400);
    expect(JSON.parse(unknown.text)).toEqual({ message: 'Embedded dashboard could not be found.' });
  });
});

describe('GET /embedded/<uuid>', () => {
  const page = (uuid: string, headers: Record<string, string>) =>
    rig.h.anonymous().request('GET', `/embedded/${uuid}`, undefined, { accept: 'text/html', ...headers });

  it('serves the embedded app to an allowed referrer, frameable by it alone', async () => {
    const res = await page(rig.uuid, { referer: `${HOST}/some/page`, 'sec-fetch-dest': 'iframe' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('content-security-policy')).toMatch(
      /frame-ancestors 'self' http:\/\/host\.example:9000(;|$)/,
    );
    const boot = /data-bootstrap="([^"]*)"/
      .exec(res.text)![1]!
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(boot)).toMatchObject({
      embedded: { dashboard_id: rig.dashboardId, uuid: rig.uuid, allowed_domains: [HOST] },
      config: { GUEST_TOKEN_HEADER_NAME: 'X-GuestToken' },
    });
  });

  it('refuses other referrers, no referrer and odd fetch destinations (403); unknown uuids 404', async () => {
    for (const referer of [
      'http://host.example:9001/',
      'https://host.example:9000/',
      'http://evil.example/',
      'nonsense',
    ])
      expect((await page(rig.uuid, { referer })).status, referer).toBe(403);
    expect((await page(rig.uuid, {})).status).toBe(403);
    expect((await page(rig.uuid, { referer: `${HOST}/`, 'sec-fetch-dest': 'script' })).status).toBe(403);
    expect((await page('00000000-0000-4000-8000-000000000000', { referer: `${HOST}/` })).status).toBe(404);
    expect((await page('nope', { referer: `${HOST}/` })).status).toBe(404);
  });

  it('an embedding with no allowed domains takes any referrer and any framing site', async () => {
    const res = await rig.admin.post<{ result: { uuid: string } }>(
      `/api/v1/dashboard/${rig.otherDashboardId}/embedded`,
      {
        allowed_domains: [],
      },
    );
    const open = await page(res.body.result.uuid, {});
    expect(open.status).toBe(200);
    expect(open.headers.get('content-security-policy')).toMatch(/frame-ancestors \*/);
  });
});

describe('with EMBEDDED_SUPERSET off', () => {
  it('the whole feature answers 404', async () => {
    const h = await bootLoupe({});
    try {
      const admin = await h.login();
      expect((await admin.get('/api/v1/dashboard/1/embedded')).status).toBe(404);
      expect((await admin.get(`/api/v1/embedded_dashboard/${rig.uuid}`)).status).toBe(404);
      expect((await admin.post('/api/v1/security/guest_token/', { resources: [], rls: [] })).status).toBe(400);
      expect(
        (await admin.post('/api/v1/security/guest_token/', { resources: [{ type: 'dashboard', id: '1' }], rls: [] }))
          .status,
      ).toBe(404);
      expect((await h.anonymous().get(`/embedded/${rig.uuid}`)).status).toBe(404);
    } finally {
      await h.close();
    }
  }, 60_000);
});
