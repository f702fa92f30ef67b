import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { examplesDatabase, userWith } from '../../harness/role-users.ts';
import { datasetId } from '../chart-data/chart-data.test-support.ts';
import { SERVER_PLUGINS } from '../../../server/plugins.ts';
import { vizServerPlugin } from '../../../server/viz/index.ts';
import { testBarPlugin, testTablePlugin } from '../../../server/viz/test-viz-plugins.test-support.ts';

/**
 * The legacy Explore paths (spec §2.1, §7.1) as Superset's views/core.py answers them:
 * `/superset/explore/` redirects to `/explore/` (form_data moved into a form-data key, as
 * `get_redirect_url`), the permalink pages open `/explore/?permalink_key=`, and
 * `/superset/explore_json/` answers chart data for a form_data (`generate_json`'s shapes).
 */

let h: BootedLoupe;
let admin: ApiClient;
let alice: ApiClient; // Gamma with access to the examples database
let nobody: ApiClient; // Gamma with no data access
let dsId: number;
let chartId: number;

const formData = (over: Record<string, unknown> = {}) =>
  JSON.stringify({
    datasource: `${dsId}__table`,
    viz_type: 'test_table',
    groupby: ['gender'],
    metrics: ['count'],
    ...over,
  });
const q = (s: string) => encodeURIComponent(s);

beforeAll(async () => {
  const plugins = [...SERVER_PLUGINS.filter((p) => p.id !== 'viz'), vizServerPlugin([testTablePlugin, testBarPlugin])];
  h = await bootLoupe({ examples: true, plugins });
  admin = await h.login();
  dsId = await datasetId(admin, 'birth_names');
  const examples = await examplesDatabase(h);
  alice = await userWith(h, 'legacy_alice', ['Gamma'], [examples.perm]);
  nobody = await userWith(h, 'legacy_nobody', ['Gamma']);
  const created = await admin.post<{ id: number }>('/api/v1/chart/', {
    slice_name: 'Names by state',
    viz_type: 'test_table',
    datasource_id: dsId,
    datasource_type: 'table',
    params: formData({ groupby: ['state'] }),
  });
  chartId = created.body.id;
}, 180_000);

afterAll(() => h?.close());

describe('/superset/explore/', () => {
  it('redirects to /explore/ keeping the query string', async () => {
    const res = await alice.get(`/superset/explore/?slice_id=${chartId}&standalone=1`);
    expect([res.status, res.headers.get('location')]).toEqual([302, `/explore/?slice_id=${chartId}&standalone=1`]);
    expect((await alice.get('/superset/explore')).headers.get('location')).toBe('/explore/');
  });

  it('moves a form_data with a dataset into a form-data key the caller owns, and leaves it when not theirs to cache', async () => {
    const raw = formData({ row_limit: 7 });
    const res = await alice.get(`/superset/explore/?form_data=${q(raw)}&standalone=true`);
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!, h.url);
    expect(location.pathname).toBe('/explore/');
    expect([...location.searchParams.keys()]).toEqual(['standalone', 'form_data_key']);
    const key = location.searchParams.get('form_data_key')!;
    const cached = await alice.get<{ form_data: string }>(`/api/v1/explore/form_data/${key}`);
    expect([cached.status, cached.body.form_data]).toEqual([200, raw]);

    const denied = await nobody.get(`/superset/explore/?form_data=${q(raw)}`);
    expect(denied.headers.get('location')).toBe(`/explore/?form_data=${q(raw).replace(/%20/g, '+')}`);
  });

  it('takes a form post of form_data (with the CSRF token) to the page through a key, 303; refuses the old save actions', async () => {
    const raw = formData({ row_limit: 9 });
    const form = (token: string) => `form_data=${q(raw)}&csrf_token=${q(token)}`;
    const formType = { 'content-type': 'application/x-www-form-urlencoded' };
    const token = await alice.csrfToken();
    for (const path of ['/superset/explore/?standalone=1', '/explore/?standalone=1']) {
      const res = await alice.request('POST', path, form(token), formType);
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get('location')!, h.url);
      expect([location.pathname, location.searchParams.get('standalone')]).toEqual(['/explore/', '1']);
      const key = location.searchParams.get('form_data_key')!;
      expect((await alice.get<{ form_data: string }>(`/api/v1/explore/form_data/${key}`)).body.form_data).toBe(raw);
    }
    expect((await alice.request('POST', '/superset/explore/', `form_data=${q(raw)}`, formType)).status).toBe(400);
    const save = await alice.request('POST', '/superset/explore/?action=saveas&slice_name=x', form(token), formType);
    expect(save.status).toBe(400);
    // The page path itself keeps the query string when it adds its slash.
    const slash = await alice.get('/explore?slice_id=3&standalone=1');
    expect([slash.status, slash.headers.get('location')]).toEqual([301, '/explore/?slice_id=3&standalone=1']);
  });

  it('opens a permalink page on /explore/ with permalink_key, and sends anonymous callers to the login', async () => {
    const link = await alice.post<{ key: string; url: string }>('/api/v1/explore/permalink', {
      formData: JSON.parse(formData()),
    });
    const path = new URL(link.body.url).pathname;
    const res = await alice.get(`${path}?standalone=1`);
    expect([res.status, res.headers.get('location')]).toEqual([
      302,
      `/explore/?permalink_key=${link.body.key}&standalone=1`,
    ]);
    const short = await alice.get(`/explore/p/${link.body.key}/`);
    expect(short.headers.get('location')).toBe(`/explore/?permalink_key=${link.body.key}`);
    const anonymous = await fetch(`${h.url}/superset/explore/?slice_id=1`, { redirect: 'manual' });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toMatch(/^\/login\/\?next=/);
  });
});

type Legacy = {
  data: Record<string, unknown>[];
  colnames: string[];
  rowcount: number;
  form_data: Record<string, unknown>;
  status: string;
  query: string;
  is_cached: boolean;
};

describe('/superset/explore_json/', () => {
  it("answers a form_data with BaseViz.get_payload's shape, rows as records", async () => {
    const res = await alice.get<Legacy>(`/superset/explore_json/?form_data=${q(formData())}`);
    expect(res.status).toBe(200);
    expect(res.body.colnames).toEqual(['gender', 'count']);
    expect(res.body.data.map((r) => r.gender).sort()).toEqual(['boy', 'girl']);
    expect(res.body.rowcount).toBe(2);
    expect(res.body.status).toBe('success');
    expect(res.body.form_data).toMatchObject({ viz_type: 'test_table', groupby: ['gender'] });
    expect(res.body.query).toMatch(/GROUP BY/i);
    expect(res.body).toHaveProperty('cache_key');
    expect(res.body).toHaveProperty('applied_filters');
  });

  it('takes form_data from a posted form and completes a bare slice_id from the saved chart', async () => {
    const posted = await alice.request<Legacy>(
      'POST',
      `/superset/explore_json/table/${dsId}/`,
      `form_data=${q(JSON.stringify({ slice_id: chartId }))}`,
      { 'content-type': 'application/x-www-form-urlencoded' },
    );
    expect(posted.status).toBe(200);
    expect(posted.body.colnames).toEqual(['state', 'count']);
    expect(posted.body.form_data).toMatchObject({ slice_id: chartId, groupby: ['state'] });
  });

  it('answers the query, results, samples and CSV flags as generate_json', async () => {
    const fd = q(formData());
    const query = await alice.get<{ query: string; language: string }>(
      `/superset/explore_json/?form_data=${fd}&query=true`,
    );
    expect(query.status).toBe(200);
    expect(Object.keys(query.body).sort()).toEqual(['language', 'query']);
    expect(query.body.query).toMatch(/^SELECT/i);
    const results = await alice.get<Record<string, unknown>>(`/superset/explore_json/?form_data=${fd}&results=true`);
    expect(Object.keys(results.body).sort()).toEqual(['colnames', 'coltypes', 'data', 'rowcount', 'sql_rowcount']);
    const csv = await admin.get(`/superset/explore_json/?form_data=${fd}&csv=true`);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.text.split(/\r?\n/)[0]).toBe('gender,count');
  });

  it('refuses what Superset refuses: no dataset (400), an unknown viz type (400), a dataset out of reach', async () => {
    const noDs = await alice.get<{ error: string }>(
      `/superset/explore_json/?form_data=${q('{"viz_type":"test_table"}')}`,
    );
    expect([noDs.status, noDs.body]).toEqual([
      400,
      { error: 'The dataset associated with this chart no longer exists' },
    ]);
    const viz = await alice.get<{ error: string }>(
      `/superset/explore_json/?form_data=${q(formData({ viz_type: 'nope' }))}`,
    );
    expect([viz.status, viz.body]).toEqual([400, { error: 'This visualization type is not supported.' }]);
    expect((await alice.get(`/superset/explore_json/?form_data=${q('{bad')}`)).status).toBe(400);
    expect([403, 404]).toContain((await nobody.get(`/superset/explore_json/?form_data=${q(formData())}`)).status);
  });
});
