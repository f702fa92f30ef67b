import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardServiceDb } from '../../../plugins/dashboard/server/migrations/service-tables.ts';
import { bootEmbedRig, mintGuestToken, type EmbedRig } from './guest-token.test-support.ts';

/**
 * What the embedded page of dashboard A needs, a guest token for A reaches (reference §1.4, §8.2;
 * embedded-sdk.md §4): A's show, charts, datasets and tabs (by id, slug or the token naming A's
 * id), its charts' data under the token's RLS clause, a permalink of A and the event log — and
 * nothing else: another dashboard B (embedded too), other charts, datasets, databases, SQL Lab,
 * saved queries, users, the dashboard list and any write to A answer 401, 403 or 404.
 */
let rig: EmbedRig;
let token: string;
let otherUuid: string;
const guest = (t = token) => ({ 'x-guesttoken': t });
const REFUSED = [401, 403, 404];

beforeAll(async () => {
  rig = await bootEmbedRig();
  const minted = await mintGuestToken(rig, {
    user: { username: 'embed-viewer' },
    resources: [{ type: 'dashboard', id: rig.uuid }],
    rls: [{ dataset: rig.birthNamesId, clause: "gender = 'girl'" }],
  });
  expect(minted.status, minted.text).toBe(200);
  token = minted.token;
  const other = await rig.admin.post<{ result: { uuid: string } }>(
    `/api/v1/dashboard/${rig.otherDashboardId}/embedded`,
    { allowed_domains: [] },
  );
  otherUuid = other.body.result.uuid;
}, 180_000);
afterAll(() => rig?.h.close());

const call = (method: string, path: string, body?: unknown, t = token) =>
  rig.h.anonymous().request<Record<string, unknown>>(method, path, body, guest(t));

type Rows = { result: { data: { gender: string; count: number }[] }[] };

describe("a guest token for dashboard A reads what A's embedded page needs", () => {
  it('shows A by id and by slug, and the token may name A by its id', async () => {
    for (const key of [String(rig.dashboardId), 'embedded-births']) {
      const res = await call('GET', `/api/v1/dashboard/${key}`);
      expect(res.status, res.text).toBe(200);
      expect(res.body.result).toMatchObject({ id: rig.dashboardId, dashboard_title: 'Embedded births' });
    }
    const byId = await mintGuestToken(rig, {
      resources: [{ type: 'dashboard', id: String(rig.dashboardId) }],
      rls: [],
    });
    expect((await call('GET', `/api/v1/dashboard/${rig.dashboardId}`, undefined, byId.token)).status).toBe(200);
    expect((await call('GET', `/api/v1/dashboard/${rig.otherDashboardId}`, undefined, byId.token)).status).toBe(404);
  });

  it("answers A's charts, datasets and tabs", async () => {
    const charts = await call('GET', `/api/v1/dashboard/${rig.dashboardId}/charts`);
    expect(charts.status, charts.text).toBe(200);
    expect((charts.body.result as { id: number }[]).map((c) => c.id)).toEqual([rig.chartId]);
    const datasets = await call('GET', `/api/v1/dashboard/${rig.dashboardId}/datasets`);
    expect(datasets.status, datasets.text).toBe(200);
    const ds = datasets.body.result as { id: number; database: { id: number } }[];
    expect(ds.map((d) => d.id)).toEqual([rig.birthNamesId]);
    expect(ds[0]!.database.id).toEqual(expect.any(Number));
    const tabs = await call('GET', `/api/v1/dashboard/${rig.dashboardId}/tabs`);
    expect(tabs.status, tabs.text).toBe(200);
  });

  it("answers A's chart data with the token's clause: girls only, where the admin sees both", async () => {
    const res = await rig.h.anonymous().request<Rows>('POST', '/api/v1/chart/data', rig.chartQuery(), guest());
    expect(res.status, res.text).toBe(200);
    expect(res.body.result[0]!.data.map((r) => r.gender)).toEqual(['girl']);
    const admin = await rig.admin.request<Rows>('POST', '/api/v1/chart/data', rig.chartQuery());
    expect(admin.body.result[0]!.data.map((r) => r.gender).sort()).toEqual(['boy', 'girl']);
  });

  it('makes a permalink of A (created by no one) and has its log events accepted but not written', async () => {
    const res = await call('POST', `/api/v1/dashboard/${rig.dashboardId}/permalink`, { activeTabs: [], urlParams: [] });
    expect(res.status, res.text).toBe(201);
    expect(res.body.url).toMatch(/\/superset\/dashboard\/p\/[\w-]+\/$/);
    const db = rig.h.loupe.store.db as unknown as DashboardServiceDb;
    const row = await db
      .selectFrom('dashboard_permalink')
      .select(['dashboard_id', 'created_by_fk'])
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ dashboard_id: rig.dashboardId, created_by_fk: null });

    const count = async () =>
      Number(
        (
          await db
            .selectFrom('logs')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const log = await call('POST', `/superset/log/?explode=events&dashboard_id=${rig.dashboardId}`, {
      events: [{ event_name: 'mount_dashboard', source: 'dashboard', source_id: rig.dashboardId, ts: Date.now() }],
    });
    expect(log.status, log.text).toBe(200);
    expect(await count()).toBe(before);
  });
});

describe('the same token is refused everywhere else', () => {
  // [method, path, body]: each must answer 401, 403 or 404.
  const cases = (): [string, string, unknown?][] => {
    const B = rig.otherDashboardId;
    const A = rig.dashboardId;
    return [
      ['GET', `/api/v1/dashboard/${B}`],
      ['GET', '/api/v1/dashboard/other-births'],
      ['GET', `/api/v1/dashboard/${B}/charts`],
      ['GET', `/api/v1/dashboard/${B}/datasets`],
      ['GET', `/api/v1/dashboard/${B}/tabs`],
      ['POST', `/api/v1/dashboard/${B}/permalink`, { activeTabs: [] }],
      ['POST', '/api/v1/chart/data', rig.chartQuery(rig.otherChartId, B)],
      ['POST', '/api/v1/chart/data', rig.chartQuery(rig.otherChartId, A)],
      ['GET', '/api/v1/chart/'],
      ['GET', `/api/v1/chart/${rig.chartId}`],
      ['GET', `/api/v1/chart/${rig.otherChartId}`],
      ['GET', '/api/v1/dataset/'],
      ['GET', `/api/v1/dataset/${rig.birthNamesId}`],
      ['GET', '/api/v1/database/'],
      ['GET', '/api/v1/database/1'],
      ['POST', '/api/v1/sqllab/execute/', { database_id: 1, sql: 'SELECT 1' }],
      ['GET', '/api/v1/saved_query/'],
      ['GET', '/api/v1/security/users/'],
      ['GET', '/api/v1/dashboard/'],
      ['GET', `/api/v1/dashboard/favorite_status/?q=!(${A})`],
      ['POST', `/api/v1/dashboard/${A}/favorites/`],
      ['PUT', `/api/v1/dashboard/${A}`, { dashboard_title: 'Taken over' }],
      ['PUT', `/api/v1/dashboard/${A}/colors`, { color_scheme: 'x' }],
      ['POST', `/api/v1/dashboard/${A}/copy/`, { dashboard_title: 'Copy', json_metadata: '{}' }],
      ['DELETE', `/api/v1/dashboard/${A}`],
      ['GET', `/api/v1/dashboard/${A}/embedded`],
      ['GET', `/api/v1/embedded_dashboard/${otherUuid}`],
      ['POST', `/api/v1/dashboard/${A}/filter_state`, { value: '{}' }],
      ['GET', `/api/v1/dashboard/${A}/thumbnail/x/`],
      ['POST', '/api/v1/dashboard/', { dashboard_title: 'New' }],
    ];
  };

  it('answers 401, 403 or 404 to each', async () => {
    const leaks: string[] = [];
    for (const [method, path, body] of cases()) {
      const res = await call(method, path, body ?? (method === 'GET' || method === 'DELETE' ? undefined : {}));
      if (!REFUSED.includes(res.status)) leaks.push(`${method} ${path}: ${res.status} ${res.text.slice(0, 120)}`);
    }
    expect(leaks).toEqual([]);
    // And A is as it was.
    const a = await rig.admin.get<{ result: { dashboard_title: string } }>(`/api/v1/dashboard/${rig.dashboardId}`);
    expect(a.status).toBe(200);
    expect(a.body.result.dashboard_title).toBe('Embedded births');
  });

  it("B's own embedding does not open B to A's token", async () => {
    expect((await call('GET', `/api/v1/dashboard/${otherUuid}`)).status).toBe(404);
    const forB = await mintGuestToken(rig, { resources: [{ type: 'dashboard', id: otherUuid }], rls: [] });
    expect((await call('GET', `/api/v1/dashboard/${rig.otherDashboardId}`, undefined, forB.token)).status).toBe(200);
    expect((await call('GET', `/api/v1/dashboard/${rig.dashboardId}`, undefined, forB.token)).status).toBe(404);
  });
});
