import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootEmbedRig, mintGuestToken, type EmbedRig } from './guest-token.test-support.ts';

/**
 * A guest token for one embedded dashboard (reference §1.4, embedded-sdk.md §4): its chart's
 * data with the token's RLS clause applied, and nothing else — every other route Fastify
 * registered answers 401, 403 or 404 to it.
 */
let rig: EmbedRig;
let token: string;
const guest = (t = token) => ({ 'x-guesttoken': t });

/** Routes a guest reaches (their handlers check what it asks), and what they answer here. */
const GUEST_ROUTES = new Set([
  'POST /api/v1/chart/data',
  'GET /api/v1/chart/data/:cache_key', // 422 "Cached data not found" for a key it never got
  'GET /api/v1/me/',
  'GET /api/v1/me/roles/',
  // The embedded page's reads of its dashboard (the lookup shows a guest only those its token names).
  'GET /api/v1/dashboard/:pk',
  'GET /api/v1/dashboard/:pk/charts',
  'GET /api/v1/dashboard/:pk/datasets',
  'GET /api/v1/dashboard/:pk/tabs',
  'POST /api/v1/dashboard/:pk/permalink',
  'POST /superset/log/', // a guest's events are accepted and dropped
]);

function concrete(url: string): string {
  return url
    .replace(/:(\w+)/g, (_m, name: string) => (/(^|_)(pk|id)$/.test(name) ? '999999' : 'nope'))
    .replace(/\*$/, 'nope');
}

beforeAll(async () => {
  rig = await bootEmbedRig();
  const minted = await mintGuestToken(rig, {
    user: { username: 'embed-viewer', first_name: 'Embed', last_name: 'Viewer' },
    resources: [{ type: 'dashboard', id: rig.uuid }],
    rls: [{ dataset: rig.birthNamesId, clause: "gender = 'girl'" }],
  });
  expect(minted.status).toBe(200);
  token = minted.token;
}, 180_000);
afterAll(() => rig?.h.close());

type Rows = { result: { data: { gender: string; count: number }[] }[] };

describe('a guest token for one embedded dashboard', () => {
  it("answers its chart's data with the token's RLS clause: only girls", async () => {
    const anon = rig.h.anonymous();
    const res = await anon.request<Rows>('POST', '/api/v1/chart/data', rig.chartQuery(), guest());
    expect(res.status, res.text).toBe(200);
    expect(res.body.result[0]!.data.map((r) => r.gender)).toEqual(['girl']);
    // The admin, without the token, sees both.
    const all = await rig.admin.request<Rows>('POST', '/api/v1/chart/data', rig.chartQuery());
    expect(all.body.result[0]!.data.map((r) => r.gender).sort()).toEqual(['boy', 'girl']);
  });

  it('a rule without a dataset applies to every dataset; rules on other datasets do not', async () => {
    const t = await mintGuestToken(rig, {
      resources: [{ type: 'dashboard', id: String(rig.dashboardId) }],
      rls: [{ clause: "gender = 'boy'" }, { dataset: rig.birthNamesId + 1000, clause: '1 = 0' }],
    });
    const res = await rig.h.anonymous().request<Rows>('POST', '/api/v1/chart/data', rig.chartQuery(), guest(t.token));
    expect(res.status, res.text).toBe(200);
    expect(res.body.result[0]!.data.map((r) => r.gender)).toEqual(['boy']);
  });

  it("refuses another dashboard's chart, a chart named with the wrong dashboard, and a modified query", async () => {
    const anon = rig.h.anonymous();
    const other = await anon.request(
      'POST',
      '/api/v1/chart/data',
      rig.chartQuery(rig.otherChartId, rig.otherDashboardId),
      guest(),
    );
    expect(other.status).toBe(403);
    const mixed = await anon.request(
      'POST',
      '/api/v1/chart/data',
      rig.chartQuery(rig.otherChartId, rig.dashboardId),
      guest(),
    );
    expect(mixed.status).toBe(403);
    const q = rig.chartQuery() as { queries: Record<string, unknown>[] };
    q.queries[0]!.columns = ['gender', 'name'];
    const modified = await anon.request<{ message: string }>('POST', '/api/v1/chart/data', q, guest());
    expect(modified.status).toBe(403);
    expect(modified.body.message).toBe('Guest user cannot modify chart payload');
    const noDashboard = rig.chartQuery() as { form_data: Record<string, unknown> };
    delete noDashboard.form_data.dashboardId;
    expect((await anon.request('POST', '/api/v1/chart/data', noDashboard, guest())).status).toBe(403);
  });

  it('is a guest user with the guest role (Public) and no account', async () => {
    const res = await rig.h
      .anonymous()
      .request<{ result: { username: string; roles: Record<string, unknown> } }>(
        'GET',
        '/api/v1/me/roles/',
        undefined,
        guest(),
      );
    expect(res.status).toBe(200);
    expect(res.body.result.username).toBe('embed-viewer');
    expect(Object.keys(res.body.result.roles)).toEqual(['Public']);
  });

  it('answers 401, 403 or 404 on every other route Fastify registered', async () => {
    const anon = rig.h.anonymous();
    const leaks: string[] = [];
    for (const r of rig.h.loupe.routes) {
      const route = `${r.method} ${r.url}`;
      if (r.access === 'public' || GUEST_ROUTES.has(route)) continue;
      const res = await anon.request(r.method, concrete(r.url), r.method === 'GET' ? undefined : {}, guest());
      if (![401, 403, 404].includes(res.status)) leaks.push(`${route}: ${res.status}`);
    }
    // The real ids too: the other dashboard, both charts, the dataset, the database.
    for (const path of [
      `/api/v1/chart/${rig.chartId}`,
      `/api/v1/chart/${rig.otherChartId}`,
      `/api/v1/dataset/${rig.birthNamesId}`,
      `/api/v1/dataset/`,
      `/api/v1/database/`,
      `/api/v1/database/1`,
      `/api/v1/saved_query/`,
      `/api/v1/dashboard/${rig.dashboardId}/embedded`,
      `/api/v1/embedded_dashboard/${rig.uuid}`,
      `/api/v1/security/users/`,
    ]) {
      const res = await anon.request('GET', path, undefined, guest());
      if (![401, 403, 404].includes(res.status)) leaks.push(`GET ${path}: ${res.status}`);
    }
    const sql = await anon.request('POST', '/api/v1/sqllab/execute/', { database_id: 1, sql: 'SELECT 1' }, guest());
    if (![401, 403, 404].includes(sql.status)) leaks.push(`POST /api/v1/sqllab/execute/: ${sql.status}`);
    expect(leaks).toEqual([]);
  }, 180_000);

  it('refuses expired, tampered and wrong-audience tokens (401), and a session wins over the header', async () => {
    const anon = rig.h.anonymous();
    const [head, body, sig] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString()) as Record<string, unknown>;
    const forge = (c: Record<string, unknown>) =>
      `${head}.${Buffer.from(JSON.stringify(c)).toString('base64url')}.${sig}`;
    const bad = [
      forge({ ...claims, rls_rules: [] }), // tampered: the signature no longer matches
      `${head}.${body}.${sig.slice(0, -4)}AAAA`,
      'not-a-jwt',
    ];
    for (const t of bad) {
      const res = await anon.request('POST', '/api/v1/chart/data', rig.chartQuery(), guest(t));
      expect(res.status, t).toBe(401);
    }
    const { GuestTokens } = await import('../../../server/security/guest-token.ts');
    const { IGuestUsers } = await import('../../../server/security/guest-users.ts');
    const users = rig.h.loupe.container.resolve(IGuestUsers);
    const key = (users.tokens as unknown as { key: Uint8Array }).key;
    const resources = [{ type: 'dashboard' as const, id: rig.uuid }];
    const expired = await new GuestTokens(key, -10).mint({ user: {}, resources, rls: [] }, `${rig.h.url}/`);
    expect((await anon.request('POST', '/api/v1/chart/data', rig.chartQuery(), guest(expired))).status).toBe(401);
    const wrongAud = await new GuestTokens(key, 300).mint(
      { user: {}, resources, rls: [] },
      'https://elsewhere.example/',
    );
    expect((await anon.request('POST', '/api/v1/chart/data', rig.chartQuery(), guest(wrongAud))).status).toBe(401);
    const rightAud = await new GuestTokens(key, 300).mint({ user: {}, resources, rls: [] }, `${rig.h.url}/`);
    expect((await anon.request('POST', '/api/v1/chart/data', rig.chartQuery(), guest(rightAud))).status).toBe(200);
    // The admin's own credentials win: the token's clause does not apply to them.
    const both = await rig.admin.request<Rows>('POST', '/api/v1/chart/data', rig.chartQuery(), guest());
    expect(both.body.result[0]!.data.map((r) => r.gender).sort()).toEqual(['boy', 'girl']);
  });
});
