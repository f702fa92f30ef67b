import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { userWith } from '../../harness/role-users.ts';
import { dashboardDb, insertDashboard, userId } from './dashboard-rows.test-support.ts';

/**
 * `/api/v1/css_template/` (Superset's tests/integration_tests/css_templates/api_tests.py) and the
 * client event log: `POST /superset/log/`, `/api/v1/log/` and `/api/v1/log/recent_activity/`.
 */

let h: BootedLoupe;
let admin: ApiClient;
let alpha: ApiClient;
let gamma: ApiClient;
let gammaId: number;
let dashboardId: number;

beforeAll(async () => {
  h = await bootLoupe();
  admin = await h.login();
  alpha = await userWith(h, 'css_alpha', ['Alpha']);
  gamma = await userWith(h, 'log_gamma', ['Gamma']);
  gammaId = await userId(h, 'log_gamma');
  dashboardId = await insertDashboard(h, { title: 'Sales', slug: 'sales', published: true });
}, 120_000);
afterAll(() => h?.close());

type List = { count: number; result: Record<string, unknown>[]; ids: number[] };

describe('/api/v1/css_template/', () => {
  it('creates, lists, shows, updates and deletes templates, with Superset’s columns and messages', async () => {
    const made = await alpha.post<{ id: number; result: unknown }>('/api/v1/css_template/', {
      template_name: 'Dark tiles',
      css: '.dashboard { background: #111; }',
    });
    expect(made.status).toBe(201);
    expect(made.body.result).toEqual({ template_name: 'Dark tiles', css: '.dashboard { background: #111; }' });
    const other = await alpha.post<{ id: number }>('/api/v1/css_template/', { template_name: 'Plain', css: '' });

    const list = await alpha.get<List>(
      "/api/v1/css_template/?q=(filters:!((col:template_name,opr:css_template_all_text,value:'background')))",
    );
    expect(list.body.count).toBe(1);
    expect(Object.keys(list.body.result[0]!).sort()).toEqual(
      ['changed_by', 'changed_on_delta_humanized', 'created_by', 'created_on', 'css', 'id', 'template_name'].sort(),
    );
    expect(list.body.result[0]!.created_by).toMatchObject({ first_name: expect.any(String) });

    const show = await alpha.get<{ result: Record<string, unknown> }>(`/api/v1/css_template/${made.body.id}`);
    expect(show.body.result).toMatchObject({ id: made.body.id, template_name: 'Dark tiles' });
    const put = await alpha.put(`/api/v1/css_template/${made.body.id}`, { css: 'x {}' });
    expect(put.status).toBe(200);
    expect((await alpha.get<{ result: { css: string } }>(`/api/v1/css_template/${made.body.id}`)).body.result.css).toBe(
      'x {}',
    );
    const info = await alpha.get<{ permissions: string[] }>('/api/v1/css_template/_info?q=(keys:!(permissions))');
    expect(info.body.permissions).toEqual(['can_read', 'can_write']);
    const related = await alpha.get<{ count: number }>('/api/v1/css_template/related/created_by');
    expect(related.status).toBe(200);

    const bulk = await alpha.delete<{ message: string }>(`/api/v1/css_template/?q=!(${made.body.id},${other.body.id})`);
    expect([bulk.status, bulk.body.message]).toEqual([200, 'Deleted 2 css templates']);
    expect((await alpha.get(`/api/v1/css_template/${made.body.id}`)).status).toBe(404);
  });

  it('answers 404 for unknown ids (deleting nothing of a partly unknown list), 400 for bad bodies, 403 for Gamma', async () => {
    const kept = await admin.post<{ id: number }>('/api/v1/css_template/', { template_name: 'Kept' });
    expect((await admin.delete(`/api/v1/css_template/?q=!(${kept.body.id},999999)`)).status).toBe(404);
    expect((await admin.get(`/api/v1/css_template/${kept.body.id}`)).status).toBe(200);
    expect((await admin.put('/api/v1/css_template/999999', { css: '' })).status).toBe(404);
    expect((await admin.delete('/api/v1/css_template/999999')).status).toBe(404);
    expect((await admin.post('/api/v1/css_template/', { template_name: 1 })).status).toBe(400);
    expect((await admin.post('/api/v1/css_template/', { nope: 'x' })).status).toBe(400);
    expect((await admin.post('/api/v1/css_template/', { template_name: 'x'.repeat(251) })).status).toBe(400);
    expect((await gamma.get('/api/v1/css_template/')).status).toBe(403);
    expect((await gamma.post('/api/v1/css_template/', { template_name: 'no' })).status).toBe(403);
  });
});

const logs = () => dashboardDb(h).selectFrom('logs').selectAll().where('action', '=', 'log').orderBy('id').execute();

function beacon(events: string, boundary = '----loupe42'): { body: string; type: string } {
  return {
    body: `--${boundary}\r\nContent-Disposition: form-data; name="events"\r\n\r\n${events}\r\n` + `--${boundary}--\r\n`,
    type: `multipart/form-data; boundary=${boundary}`,
  };
}

describe('POST /superset/log/', () => {
  it('writes one row per event of a multipart beacon, without a CSRF token', async () => {
    const events = [
      { event_name: 'mount_dashboard', source: 'dashboard', source_id: dashboardId, ts: 1, event_type: 'user' },
      { event_name: 'load_chart', slice_id: 7, duration: 120.4, event_type: 'timing', ts: 2 },
    ];
    const b = beacon(JSON.stringify(events));
    const res = await gamma.request('POST', '/superset/log/?explode=events', b.body, {
      'content-type': b.type,
      referer: `${h.url}/superset/dashboard/sales/`,
    });
    expect(res.status).toBe(200);
    const rows = await logs();
    expect(rows.slice(-2)).toMatchObject([
      {
        user_id: gammaId,
        dashboard_id: dashboardId,
        slice_id: null,
        duration_ms: null,
        referrer: `${h.url}/superset/dashboard/sales/`,
      },
      { user_id: gammaId, dashboard_id: null, slice_id: 7, duration_ms: 120 },
    ]);
    expect(JSON.parse(rows.at(-1)!.json!)).toEqual(events[1]);
  });

  it('takes a JSON or form post too, with the dashboard from the query string', async () => {
    const before = (await logs()).length;
    const json = await gamma.post('/superset/log/?explode=events&dashboard_id=5', { events: [{ event_name: 'x' }] });
    expect(json.status).toBe(200);
    const form = await gamma.request(
      'POST',
      '/superset/log/?explode=events',
      `events=${encodeURIComponent(JSON.stringify([{ event_name: 'y' }]))}`,
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(form.status).toBe(200);
    const rows = (await logs()).slice(before);
    expect(rows.map((r) => [JSON.parse(r.json!).event_name, r.dashboard_id])).toEqual([
      ['x', 5],
      ['y', null],
    ]);
  });

  it('refuses bad bodies with a 400 and writes nothing', async () => {
    const before = (await logs()).length;
    const bad = [
      beacon('not json'),
      beacon('{"a":1}'),
      beacon('[{"ok":1}, 3]'),
      beacon(JSON.stringify(Array.from({ length: 1025 }, () => ({})))),
      { body: '--nope\r\n', type: 'multipart/form-data; boundary=----loupe42' },
      { body: 'x', type: 'multipart/form-data' },
    ];
    for (const b of bad) {
      const res = await gamma.request('POST', '/superset/log/?explode=events', b.body, { 'content-type': b.type });
      expect(res.status, b.body.slice(0, 60)).toBe(400);
    }
    expect((await gamma.post('/superset/log/', { nothing: 1 })).status).toBe(400);
    expect((await gamma.post('/superset/log/', [1])).status).toBe(400);
    expect((await h.anonymous().request('POST', '/superset/log/', { events: [] })).status).toBe(401);
    expect((await logs()).length).toBe(before);
  });
});

describe('/api/v1/log/', () => {
  it('lists and shows log rows to Admin only', async () => {
    const list = await admin.get<List>('/api/v1/log/?q=(filters:!((col:action,opr:eq,value:log)),page_size:5)');
    expect(list.status).toBe(200);
    expect(list.body.count).toBeGreaterThan(0);
    expect(list.body.result[0]).toHaveProperty('json');
    expect(list.body.result[0]).toHaveProperty('user');
    const show = await admin.get<{ result: Record<string, unknown> }>(`/api/v1/log/${list.body.ids[0]}`);
    expect(show.body.result.action).toBe('log');
    expect((await gamma.get('/api/v1/log/')).status).toBe(403);
  });

  it('recent_activity: the caller’s viewed dashboards, latest first, once each', async () => {
    const b = beacon(JSON.stringify([{ event_name: 'mount_dashboard', dashboard_id: dashboardId }]));
    await gamma.request('POST', '/superset/log/?explode=events', b.body, { 'content-type': b.type });
    const res = await gamma.get<{ result: Record<string, unknown>[] }>('/api/v1/log/recent_activity/?q=(page_size:5)');
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([
      {
        action: 'log',
        item_type: 'dashboard',
        item_url: '/superset/dashboard/sales/',
        item_title: 'Sales',
        time: expect.any(Number),
        time_delta_humanized: expect.any(String),
      },
    ]);
    const all = await gamma.get<{ result: unknown[] }>('/api/v1/log/recent_activity/?q=(distinct:!f)');
    expect(all.body.result.length).toBe(2);
    expect((await admin.get<{ result: unknown[] }>('/api/v1/log/recent_activity/')).body.result).toEqual([]);
    expect((await gamma.get('/api/v1/log/recent_activity/?q=(page_size:0)')).status).toBe(400);
  });
});
