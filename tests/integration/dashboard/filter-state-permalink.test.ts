import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { userWith } from '../../harness/role-users.ts';
import { insertDashboard, userId } from './dashboard-rows.test-support.ts';

/**
 * Dashboard filter state and permalinks (reference §8.3), as Superset's
 * tests/integration_tests/dashboards/filter_state/api_tests.py and permalink/api_tests.py assert them.
 */

let h: BootedLoupe;
let admin: ApiClient;
// Both Gamma with all-datasource access: the dashboard API's rule (DashboardAccessFilter) shows a
// published dashboard without charts through it.
let alice: ApiClient; // owner of `mine`
let bob: ApiClient; // owns nothing
let mine: number;
let published: number;
let hidden: number;
type Key = { key: string };
const value = (over: Record<string, unknown> = {}) => JSON.stringify({ 'NATIVE_FILTER-1': { id: 'x', ...over } });

beforeAll(async () => {
  h = await bootLoupe();
  admin = await h.login();
  const allData = [{ perm: 'all_datasource_access', view: 'all_datasource_access' }];
  alice = await userWith(h, 'dash_alice', ['Gamma'], allData);
  bob = await userWith(h, 'dash_bob', ['Gamma'], allData);
  const aliceId = await userId(h, 'dash_alice');
  mine = await insertDashboard(h, { title: 'Alice’s', slug: 'alices', owners: [aliceId] });
  published = await insertDashboard(h, { title: 'Public', published: true });
  hidden = await insertDashboard(h, { title: 'Draft of admin' });
}, 120_000);
afterAll(() => h?.close());

describe('/api/v1/dashboard/<pk>/filter_state', () => {
  it('keeps one key per tab, reads, updates and deletes it', async () => {
    const first = await alice.post<Key>(`/api/v1/dashboard/${mine}/filter_state?tab_id=1`, { value: value() });
    expect(first.status).toBe(201);
    const again = await alice.post<Key>(`/api/v1/dashboard/${mine}/filter_state?tab_id=1`, { value: value() });
    expect(again.body.key).toBe(first.body.key);
    const other = await alice.post<Key>(`/api/v1/dashboard/${mine}/filter_state?tab_id=2`, { value: value() });
    expect(other.body.key).not.toBe(first.body.key);
    const noTab = await alice.post<Key>(`/api/v1/dashboard/${mine}/filter_state`, { value: value() });
    expect(noTab.body.key).not.toBe(first.body.key);

    const url = `/api/v1/dashboard/${mine}/filter_state/${first.body.key}`;
    expect((await alice.get<{ value: string }>(url)).body).toEqual({ value: value() });
    const put = await alice.put<Key>(`${url}?tab_id=1`, { value: value({ v: 2 }) });
    expect([put.status, put.body.key]).toEqual([200, first.body.key]);
    expect((await alice.get<{ value: string }>(url)).body.value).toBe(value({ v: 2 }));
    // Found only under its own dashboard.
    expect((await alice.get(`/api/v1/dashboard/${published}/filter_state/${first.body.key}`)).status).toBe(404);
    const del = await alice.delete<{ message: string }>(url);
    expect([del.status, del.body.message]).toEqual([200, 'Deleted successfully']);
    expect((await alice.get(url)).status).toBe(404);
    expect((await alice.delete(url)).status).toBe(404);
  });

  it('refuses another user’s key (403), hidden or unknown dashboards (404), bad values (400)', async () => {
    const made = await alice.post<Key>(`/api/v1/dashboard/${published}/filter_state`, { value: value() });
    expect(made.status).toBe(201);
    const { key } = made.body;
    const url = `/api/v1/dashboard/${published}/filter_state/${key}`;
    const put = await bob.put<{ message: string }>(url, { value: value() });
    expect([put.status, put.body.message]).toEqual([403, "You don't have permission to modify the value."]);
    expect((await bob.delete(url)).status).toBe(403);
    expect((await bob.get(url)).status).toBe(403);
    expect((await alice.get(url)).status).toBe(200);

    expect((await bob.post(`/api/v1/dashboard/${mine}/filter_state`, { value: value() })).status).toBe(404);
    expect((await bob.post(`/api/v1/dashboard/${hidden}/filter_state`, { value: value() })).status).toBe(404);
    expect((await admin.post(`/api/v1/dashboard/${hidden}/filter_state`, { value: value() })).status).toBe(201);
    expect((await alice.post('/api/v1/dashboard/999999/filter_state', { value: value() })).status).toBe(404);
    expect((await alice.post(`/api/v1/dashboard/${mine}/filter_state`, { value: '{not json' })).status).toBe(400);
    expect((await alice.post(`/api/v1/dashboard/${mine}/filter_state`, { value: 1 })).status).toBe(400);
    expect((await alice.post(`/api/v1/dashboard/${mine}/filter_state`, {})).status).toBe(400);
    expect((await alice.put(`/api/v1/dashboard/${mine}/filter_state/nope`, { value: value() })).status).toBe(404);
  });
});

describe('dashboard permalinks', () => {
  const state = {
    dataMask: { 'NATIVE_FILTER-1': { filterState: { value: ['a'] } } },
    activeTabs: ['TAB-1'],
    anchor: 'CHART-1',
    urlParams: [['standalone', '1']],
  };

  it('stores a state under a key, answers it, and the page path opens the dashboard with it', async () => {
    const made = await alice.post<{ key: string; url: string }>('/api/v1/dashboard/alices/permalink', state);
    expect(made.status).toBe(201);
    expect(made.body.url).toBe(`${h.url}/superset/dashboard/p/${made.body.key}/`);
    const got = await alice.get<{ dashboardId: string; state: unknown }>(
      `/api/v1/dashboard/permalink/${made.body.key}`,
    );
    expect(got.body).toEqual({ dashboardId: String(mine), state });

    const page = await alice.get(`/superset/dashboard/p/${made.body.key}/`);
    expect(page.status).toBe(302);
    expect(page.headers.get('location')).toBe(
      `/superset/dashboard/${mine}/?permalink_key=${made.body.key}&standalone=1`,
    );
  });

  it('hides dashboards the caller cannot see (404) and refuses bad keys (400) and bodies (400)', async () => {
    const made = await alice.post<Key>(`/api/v1/dashboard/${mine}/permalink`, {});
    expect(made.status).toBe(201);
    expect((await bob.get(`/api/v1/dashboard/permalink/${made.body.key}`)).status).toBe(404);
    expect((await bob.post(`/api/v1/dashboard/${mine}/permalink`, state)).status).toBe(404);
    expect((await alice.get('/api/v1/dashboard/permalink/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);
    expect((await alice.get('/api/v1/dashboard/permalink/bad')).status).toBe(400);
    expect((await alice.post(`/api/v1/dashboard/${mine}/permalink`, { anchor: 3 })).status).toBe(400);
    expect((await alice.post(`/api/v1/dashboard/${mine}/permalink`, { nope: 1 })).status).toBe(400);
    const anon = await h.anonymous().get(`/superset/dashboard/p/${made.body.key}/`);
    expect(anon.status).toBe(302);
    expect(anon.headers.get('location')).toMatch(/^\/login\/\?next=/);
  });
});
