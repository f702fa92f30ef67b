import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { examplesDatabase, userWith } from '../../harness/role-users.ts';
import { datasetId } from '../chart-data/chart-data.test-support.ts';
import { SERVER_PLUGINS } from '../../../server/plugins.ts';
import { vizServerPlugin } from '../../../server/viz/index.ts';
import { testBarPlugin, testTablePlugin } from '../../../server/viz/test-viz-plugins.test-support.ts';
import {
  makeChart,
  rison,
  supersetExportLayout,
  supersetExportMetadata,
  type Created,
  type List,
  type Shown,
} from './dashboard.test-support.ts';

/**
 * `/api/v1/dashboard/` as Superset's tests/integration_tests/dashboards/api_tests.py asserts it:
 * create, show by id or slug, update with `positions`, the JSON checks, slugs, access for Gamma
 * (drafts and published), copy, delete and bulk delete, favourites, list filters, related.
 */

let h: BootedLoupe;
let admin: ApiClient;
let alpha: ApiClient; // Alpha: all data access, Dashboard can_write
let gammaData: ApiClient; // Gamma with access to the examples database
let gammaNone: ApiClient; // Gamma without data access
let gammaDataId: number;
let dsId: number;
let chartA: number;
let chartB: number;

beforeAll(async () => {
  const plugins = [...SERVER_PLUGINS.filter((p) => p.id !== 'viz'), vizServerPlugin([testTablePlugin, testBarPlugin])];
  h = await bootLoupe({ examples: true, plugins });
  admin = await h.login();
  dsId = await datasetId(admin, 'birth_names');
  const examples = await examplesDatabase(h);
  alpha = await userWith(h, 'dash_alpha', ['Alpha']);
  gammaData = await userWith(h, 'dash_gamma_data', ['Gamma'], [examples.perm]);
  gammaNone = await userWith(h, 'dash_gamma_none', ['Gamma']);
  gammaDataId = (await gammaData.get<{ result: { id: number } }>('/api/v1/me/')).body.result.id;
  chartA = await makeChart(admin, dsId, 'Girls');
  chartB = await makeChart(admin, dsId, 'Boys');
}, 180_000);
afterAll(() => h?.close());

const create = async (client: ApiClient, body: Record<string, unknown>) => {
  const res = await client.post<Created>('/api/v1/dashboard/', body);
  expect(res.status, res.text).toBe(201);
  return res.body.id;
};

describe('POST /api/v1/dashboard/', () => {
  it('creates a dashboard (201, body echoed, the creator its owner, draft by default)', async () => {
    const body = { dashboard_title: 'Title 1', slug: 'title-1', css: '.x{}', certified_by: 'QA' };
    const res = await gammaData.post<Created>('/api/v1/dashboard/', body);
    expect(res.status, res.text).toBe(201);
    expect(res.body.result).toEqual(body);
    const show = await gammaData.get<Shown>(`/api/v1/dashboard/${res.body.id}`);
    expect(show.status).toBe(200);
    expect(show.body.result).toMatchObject({
      id: res.body.id,
      dashboard_title: 'Title 1',
      slug: 'title-1',
      url: '/superset/dashboard/title-1/',
      published: false,
      css: '.x{}',
      certified_by: 'QA',
      charts: [],
      roles: [],
      tags: [],
      is_managed_externally: false,
      owners: [expect.objectContaining({ id: gammaDataId })],
      changed_by: expect.objectContaining({ id: gammaDataId }),
    });
    expect(show.body.result.thumbnail_url).toMatch(
      new RegExp(`^/api/v1/dashboard/${res.body.id}/thumbnail/[0-9a-f]+/$`),
    );
    expect(typeof show.body.result.changed_on_delta_humanized).toBe('string');
  });

  it('keeps an empty title as sent and makes slugs URL-safe, unique (422)', async () => {
    const id = await create(admin, { dashboard_title: '', slug: ' My  dash!board ' });
    const show = await admin.get<Shown>(`/api/v1/dashboard/${id}`);
    expect(show.body.result).toMatchObject({ dashboard_title: '', slug: 'My--dashboard' });
    const dup = await admin.post('/api/v1/dashboard/', { slug: 'My--dashboard' });
    expect(dup.status).toBe(422);
    expect(dup.body).toEqual({ message: { slug: ['Must be unique'] } });
    const other = await create(admin, { dashboard_title: 'other' });
    const taken = await admin.put(`/api/v1/dashboard/${other}`, { slug: 'My  dashboard' });
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({ message: { slug: ['Must be unique'] } });
  });

  it('answers 400 under the field for JSON that is not JSON or not a layout or metadata', async () => {
    const bad = await admin.post('/api/v1/dashboard/', { position_json: '{"A:"a"}' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: { position_json: ['JSON not valid'] } });
    const layout = supersetExportLayout(chartA, chartB) as Record<string, { meta: Record<string, unknown> }>;
    layout['CHART-xA9s2']!.meta.width = 'wide';
    const shape = await admin.post('/api/v1/dashboard/', { position_json: JSON.stringify(layout) });
    expect(shape.status).toBe(400);
    expect(shape.body).toEqual({ message: { position_json: ['component CHART-xA9s2: meta.width must be number'] } });
    const dangling = {
      ...supersetExportLayout(chartA, chartB),
      'ROW-8ybd2Y8bn': { id: 'ROW-8ybd2Y8bn', type: 'ROW', children: ['X'] },
    };
    const d = await admin.post('/api/v1/dashboard/', { position_json: JSON.stringify(dangling) });
    expect(d.body).toEqual({
      message: { position_json: ['component ROW-8ybd2Y8bn names the child X, which is not in the layout'] },
    });
    const md = await admin.post('/api/v1/dashboard/', {
      json_metadata: JSON.stringify({ refresh_frequency: 'often' }),
    });
    expect(md.status).toBe(400);
    expect(md.body).toEqual({ message: { json_metadata: ['refresh_frequency must be integer'] } });
    const positions = await admin.post('/api/v1/dashboard/', {
      json_metadata: JSON.stringify({ positions: { ROOT_ID: { id: 'ROOT_ID', type: 'CIRCLE', children: [] } } }),
    });
    expect(positions.status).toBe(400);
    expect(String((positions.body as { message: { json_metadata: string[] } }).message.json_metadata[0])).toMatch(
      /^positions: component ROOT_ID: type must be one of "ROOT"/,
    );
    const owners = await admin.post('/api/v1/dashboard/', { owners: [999_999] });
    expect(owners.status).toBe(422);
    expect(owners.body).toEqual({ message: { owners: ['Owners are invalid'] } });
    const extra = await admin.post('/api/v1/dashboard/', { nope: 1 });
    expect(extra.status).toBe(400);
  });
});

describe('layout round trips and set_dash_metadata', () => {
  it('stores a Superset export layout and metadata unchanged', async () => {
    const position = JSON.stringify(supersetExportLayout(chartA, chartB));
    const metadata = supersetExportMetadata(chartA, chartB);
    const id = await create(admin, { dashboard_title: 'Export', position_json: position });
    const put = await admin.put<{ last_modified_time: number }>(`/api/v1/dashboard/${id}`, {
      json_metadata: JSON.stringify(metadata),
    });
    expect(put.status, put.text).toBe(200);
    const show = await admin.get<Shown>(`/api/v1/dashboard/${id}`);
    expect(show.body.result.position_json).toBe(position);
    expect(JSON.parse(String(show.body.result.json_metadata))).toEqual(metadata);
    // The layout's charts are the dashboard's.
    expect(show.body.result.charts).toEqual(['Girls', 'Boys']);
  });

  it('a PUT with positions sets membership, injects uuids, stores sorted compact JSON, fills defaults', async () => {
    const id = await create(admin, { dashboard_title: 'Positions' });
    const layout = supersetExportLayout(chartA, chartB, 'stale', 'stale');
    const res = await admin.put<{ id: number; result: Record<string, unknown>; last_modified_time: number }>(
      `/api/v1/dashboard/${id}`,
      { json_metadata: JSON.stringify({ positions: layout, color_namespace: null, native_filter_configuration: [] }) },
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.id).toBe(id);
    expect(Number.isFinite(res.body.last_modified_time)).toBe(true);
    expect(Math.abs(res.body.last_modified_time - Date.now() / 1000)).toBeLessThan(120);
    const show = await admin.get<Shown>(`/api/v1/dashboard/${id}`);
    const stored = String(show.body.result.position_json);
    expect(stored.indexOf('"CHART-7mKdnU7OUJ"')).toBeLessThan(stored.indexOf('"DASHBOARD_VERSION_KEY"'));
    expect(stored).not.toMatch(/: |, /);
    const parsed = JSON.parse(stored) as Record<string, { meta: { uuid?: string } }>;
    const uuids = await admin.get<Shown>(`/api/v1/chart/${chartA}`);
    expect(parsed['CHART-7mKdnU7OUJ']!.meta.uuid).toBe(uuids.body.result.uuid);
    expect(JSON.parse(String(show.body.result.json_metadata))).toEqual({
      native_filter_configuration: [],
      expanded_slices: {},
      refresh_frequency: 0,
      timed_refresh_immune_slices: [],
      color_scheme: '',
      label_colors: {},
      shared_label_colors: [],
      color_scheme_domain: [],
      cross_filters_enabled: true,
    });
    const charts = await admin.get<{ result: { id: number; form_data: Record<string, unknown> }[] }>(
      `/api/v1/dashboard/${id}/charts`,
    );
    expect(charts.body.result.map((c) => c.id)).toEqual([chartA, chartB]);
    expect(charts.body.result[0]!.form_data).toMatchObject({
      slice_id: chartA,
      viz_type: 'test_table',
      datasource: `${dsId}__table`,
      metrics: ['count'],
    });
    // A later layout with one chart leaves exactly that one.
    const one = { ...layout, 'ROW-fjg6YQBkH': { ...(layout['ROW-fjg6YQBkH'] as object), children: ['CHART-xA9s2'] } };
    delete (one as Record<string, unknown>)['CHART-7mKdnU7OUJ'];
    expect(
      (await admin.put(`/api/v1/dashboard/${id}`, { json_metadata: JSON.stringify({ positions: one }) })).status,
    ).toBe(200);
    const after = await admin.get<{ result: { id: number }[] }>(`/api/v1/dashboard/${id}/charts`);
    expect(after.body.result.map((c) => c.id)).toEqual([chartB]);
  });

  it('refuses positions naming a chart that does not exist (422, nothing written)', async () => {
    const id = await create(admin, { dashboard_title: 'Missing chart' });
    const res = await admin.put(`/api/v1/dashboard/${id}`, {
      dashboard_title: 'changed',
      json_metadata: JSON.stringify({ positions: supersetExportLayout(chartA, 987_654) }),
    });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      message: { json_metadata: ['positions: component CHART-xA9s2 names chart 987654, which does not exist'] },
    });
    const show = await admin.get<Shown>(`/api/v1/dashboard/${id}`);
    expect(show.body.result.dashboard_title).toBe('Missing chart');
  });

  it('answers the tabs and the datasets of the layout', async () => {
    const id = await create(admin, {
      dashboard_title: 'Tabs',
      slug: 'tabs-dash',
      position_json: JSON.stringify(supersetExportLayout(chartA, chartB)),
    });
    const tabs = await admin.get<{ result: unknown }>('/api/v1/dashboard/tabs-dash/tabs');
    expect(tabs.body.result).toEqual({
      all_tabs: { 'TAB-2_QXp8aNq': 'Overview', 'TAB-BwxuO0kDv': 'Notes' },
      tab_tree: [
        { value: 'TAB-2_QXp8aNq', title: 'Overview', children: [] },
        { value: 'TAB-BwxuO0kDv', title: 'Notes', children: [] },
      ],
    });
    const ds = await admin.get<{ result: Record<string, unknown>[] }>(`/api/v1/dashboard/${id}/datasets`);
    expect(ds.status).toBe(200);
    expect(ds.body.result).toHaveLength(1);
    expect(ds.body.result[0]).toMatchObject({ id: dsId, uid: `${dsId}__table`, table_name: 'birth_names' });
    expect(ds.body.result[0]!.database).toMatchObject({ database_name: 'examples' });
    expect((ds.body.result[0]!.column_types as unknown[]).length).toBe(
      (ds.body.result[0]!.columns as unknown[]).length,
    );
  });
});

describe('show by id or slug, access', () => {
  it('shows by slug and answers 404 for unknown ids and slugs', async () => {
    const id = await create(admin, { dashboard_title: 'Slugged', slug: 'slugged', published: true });
    const bySlug = await admin.get<Shown>('/api/v1/dashboard/slugged');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.id).toBe(id);
    expect((await admin.get('/api/v1/dashboard/no-such-slug')).status).toBe(404);
    expect((await admin.get('/api/v1/dashboard/999999')).status).toBe(404);
    expect((await admin.get('/api/v1/dashboard/no-such-slug/charts')).status).toBe(404);
  });

  it('lets Gamma see published dashboards with a chart it may reach, its own, and no drafts of others', async () => {
    const layout = JSON.stringify(supersetExportLayout(chartA, chartB));
    const published = await create(admin, { dashboard_title: 'Pub', published: true, position_json: layout });
    const draft = await create(admin, { dashboard_title: 'Draft', published: false, position_json: layout });
    const empty = await create(admin, { dashboard_title: 'Pub empty', published: true });
    const own = await create(gammaNone, { dashboard_title: 'Mine' });

    const ids = async (client: ApiClient) =>
      (await client.get<List>(`/api/v1/dashboard/?q=${rison('(page_size:100)')}`)).body.ids;
    const seenByData = await ids(gammaData);
    expect(seenByData).toContain(published);
    expect(seenByData).not.toContain(draft);
    expect(seenByData).not.toContain(empty);
    expect(seenByData).not.toContain(own);
    const seenByNone = await ids(gammaNone);
    expect(seenByNone).toContain(own);
    expect(seenByNone).not.toContain(published);
    // Alpha (all data) sees every published dashboard, charts or not, but not others' drafts.
    const seenByAlpha = await ids(alpha);
    expect(seenByAlpha).toEqual(expect.arrayContaining([published, empty]));
    expect(seenByAlpha).not.toContain(draft);
    expect(await ids(admin)).toEqual(expect.arrayContaining([published, draft, empty, own]));

    expect((await gammaData.get(`/api/v1/dashboard/${published}`)).status).toBe(200);
    expect((await gammaData.get(`/api/v1/dashboard/${draft}`)).status).toBe(404);
    expect((await gammaNone.get(`/api/v1/dashboard/${published}/charts`)).status).toBe(404);
    // Seeing is not editing: a non-owner's PUT and DELETE are 403.
    expect((await gammaData.put(`/api/v1/dashboard/${published}`, { dashboard_title: 'x' })).status).toBe(403);
    expect((await gammaData.delete(`/api/v1/dashboard/${published}`)).status).toBe(403);
    expect((await gammaData.put(`/api/v1/dashboard/${draft}`, { dashboard_title: 'x' })).status).toBe(404);
  });

  it('keeps a non-admin editor among the owners and lets an admin set them', async () => {
    const id = await create(gammaData, { dashboard_title: 'Owned' });
    const adminId = (await admin.get<{ result: { id: number } }>('/api/v1/me/')).body.result.id;
    expect((await gammaData.put(`/api/v1/dashboard/${id}`, { owners: [adminId] })).status).toBe(200);
    const show = await admin.get<Shown>(`/api/v1/dashboard/${id}`);
    expect((show.body.result.owners as { id: number }[]).map((o) => o.id).sort()).toEqual(
      [adminId, gammaDataId].sort(),
    );
    expect((await admin.put(`/api/v1/dashboard/${id}`, { owners: [adminId] })).status).toBe(200);
    expect((await gammaData.put(`/api/v1/dashboard/${id}`, { dashboard_title: 'no' })).status).toBe(404);
  });
});

describe('delete, copy, favourites, list', () => {
  it('bulk deletes all or nothing', async () => {
    const mine = await create(gammaData, { dashboard_title: 'b1' });
    const mine2 = await create(gammaData, { dashboard_title: 'b2' });
    const theirs = await create(admin, { dashboard_title: 'b3', published: true });
    const refused = await gammaData.delete(`/api/v1/dashboard/?q=${rison(`!(${mine},${theirs})`)}`);
    expect(refused.status).toBe(404); // theirs is a draft-less empty dashboard Gamma cannot see
    expect((await gammaData.get(`/api/v1/dashboard/${mine}`)).status).toBe(200);
    const ok = await gammaData.delete(`/api/v1/dashboard/?q=${rison(`!(${mine},${mine2})`)}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ message: 'Deleted 2 dashboards' });
    expect((await gammaData.get(`/api/v1/dashboard/${mine}`)).status).toBe(404);
    const one = await admin.delete(`/api/v1/dashboard/?q=${rison(`!(${theirs})`)}`);
    expect(one.body).toEqual({ message: 'Deleted 1 dashboard' });
    const layout = JSON.stringify(supersetExportLayout(chartA, chartB));
    const pub = await create(admin, { dashboard_title: 'Pub', published: true, position_json: layout });
    const own = await create(gammaData, { dashboard_title: 'own' });
    const forbidden = await gammaData.delete(`/api/v1/dashboard/?q=${rison(`!(${own},${pub})`)}`);
    expect(forbidden.status).toBe(403);
    expect((await gammaData.get(`/api/v1/dashboard/${own}`)).status).toBe(200);
    expect((await admin.delete(`/api/v1/dashboard/${pub}`)).body).toEqual({ message: 'OK' });
  });

  it('copies with and without duplicate_slices', async () => {
    const layout = supersetExportLayout(chartA, chartB);
    const id = await create(admin, { dashboard_title: 'Orig', slug: 'orig', position_json: JSON.stringify(layout) });
    const plain = await admin.post<{ result: { id: number; last_modified_time: number } }>(
      `/api/v1/dashboard/orig/copy/`,
      {
        dashboard_title: 'Copy',
        json_metadata: JSON.stringify({ positions: layout, color_scheme: 'bnbColors' }),
      },
    );
    expect(plain.status, plain.text).toBe(200);
    expect(plain.body.result.id).not.toBe(id);
    expect(typeof plain.body.result.last_modified_time).toBe('number');
    const copied = await admin.get<Shown>(`/api/v1/dashboard/${plain.body.result.id}`);
    expect(copied.body.result).toMatchObject({
      dashboard_title: 'Copy',
      slug: null,
      published: false,
      charts: ['Girls', 'Boys'],
    });
    expect(JSON.parse(String(copied.body.result.json_metadata)).color_scheme).toBe('bnbColors');

    const dup = await admin.post<{ result: { id: number } }>(`/api/v1/dashboard/${id}/copy/`, {
      dashboard_title: 'Dup',
      duplicate_slices: true,
      json_metadata: JSON.stringify({ positions: layout }),
    });
    expect(dup.status, dup.text).toBe(200);
    const charts = await admin.get<{ result: { id: number; slice_name: string }[] }>(
      `/api/v1/dashboard/${dup.body.result.id}/charts`,
    );
    const cloneIds = charts.body.result.map((c) => c.id);
    expect(charts.body.result.map((c) => c.slice_name)).toEqual(['Girls', 'Boys']);
    expect(cloneIds).not.toContain(chartA);
    expect(cloneIds).not.toContain(chartB);
    const dupShow = await admin.get<Shown>(`/api/v1/dashboard/${dup.body.result.id}`);
    const pos = JSON.parse(String(dupShow.body.result.position_json)) as Record<string, { meta: { chartId: number } }>;
    expect([pos['CHART-7mKdnU7OUJ']!.meta.chartId, pos['CHART-xA9s2']!.meta.chartId]).toEqual(cloneIds);
    const missing = await admin.post(`/api/v1/dashboard/${id}/copy/`, { dashboard_title: 'x' });
    expect(missing.status).toBe(400);
  });

  it('stars and unstars, filters by favourite, title or slug, published and owner', async () => {
    const a = await create(gammaData, { dashboard_title: 'Revenue board', slug: 'rev' });
    const b = await create(gammaData, { dashboard_title: 'Costs', slug: 'spend-revenue', published: true });
    expect((await gammaData.post(`/api/v1/dashboard/${a}/favorites/`)).status).toBe(200);
    const status = await gammaData.get<{ result: unknown }>(
      `/api/v1/dashboard/favorite_status/?q=${rison(`!(${a},${b})`)}`,
    );
    expect(status.body.result).toEqual([
      { id: a, value: true },
      { id: b, value: false },
    ]);
    const ids = async (r: string) => (await gammaData.get<List>(`/api/v1/dashboard/?q=${rison(r)}`)).body.ids;
    expect(await ids('(filters:!((col:id,opr:dashboard_is_favorite,value:!t)))')).toEqual([a]);
    expect((await ids('(filters:!((col:dashboard_title,opr:title_or_slug,value:REVENUE)))')).sort()).toEqual(
      [a, b].sort(),
    );
    expect(
      await ids(`(filters:!((col:published,opr:eq,value:!t),(col:owners,opr:rel_m_m,value:${gammaDataId})))`),
    ).toEqual([b]);
    expect(
      await ids(
        '(filters:!((col:dashboard_title,opr:ct,value:board)),order_column:dashboard_title,order_direction:asc)',
      ),
    ).toEqual([a]);
    expect((await gammaData.delete(`/api/v1/dashboard/${a}/favorites/`)).status).toBe(200);
    expect(await ids('(filters:!((col:id,opr:dashboard_is_favorite,value:!t)))')).toEqual([]);
    const list = await gammaData.get<List>(`/api/v1/dashboard/?q=${rison(`(filters:!((col:id,opr:eq,value:${b})))`)}`);
    expect(list.body.result[0]).toMatchObject({
      id: b,
      status: 'published',
      url: '/superset/dashboard/spend-revenue/',
    });
  });

  it('answers _info, related owners and roles, and PUT colors', async () => {
    const info = await gammaData.get<{ permissions: string[] }>(
      `/api/v1/dashboard/_info?q=${rison('(keys:!(permissions))')}`,
    );
    expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
    const related = await admin.get<{ result: { text: string }[] }>('/api/v1/dashboard/related/roles');
    expect(related.body.result.map((r) => r.text)).toContain('Gamma');
    const owners = await admin.get<{ count: number }>('/api/v1/dashboard/related/owners');
    expect(owners.body.count).toBeGreaterThan(0);
    const id = await create(gammaData, {
      dashboard_title: 'Colours',
      json_metadata: JSON.stringify({ color_scheme: 'a' }),
    });
    const before = await gammaData.get<Shown>(`/api/v1/dashboard/${id}`);
    const res = await gammaData.put<{ last_modified_time: number }>(
      `/api/v1/dashboard/${id}/colors?mark_updated=false`,
      {
        map_label_colors: { boy: '#fff' },
        color_scheme: 'b',
      },
    );
    expect(res.status, res.text).toBe(200);
    const after = await gammaData.get<Shown>(`/api/v1/dashboard/${id}`);
    expect(after.body.result.changed_on).toBe(before.body.result.changed_on);
    expect(JSON.parse(String(after.body.result.json_metadata))).toMatchObject({
      color_scheme: 'b',
      map_label_colors: { boy: '#fff' },
    });
    expect((await gammaNone.put(`/api/v1/dashboard/${id}/colors`, { color_scheme: 'c' })).status).toBe(404);
  });
});

describe('charts know their dashboards', () => {
  it('lists, filters and sets a chart’s dashboards, appending it to the layout', async () => {
    const chart = await makeChart(gammaData, dsId, 'From Explore');
    const layout = JSON.stringify(supersetExportLayout(chartA, chartB));
    const mine = await create(gammaData, { dashboard_title: 'Mine', position_json: layout });
    const theirs = await create(admin, { dashboard_title: 'Theirs', published: true, position_json: layout });
    const put = await gammaData.put(`/api/v1/chart/${chart}`, { dashboards: [mine] });
    expect(put.status, put.text).toBe(200);
    const show = await gammaData.get<Shown>(`/api/v1/chart/${chart}`);
    expect(show.body.result.dashboards).toEqual([{ id: mine, dashboard_title: 'Mine', json_metadata: null }]);
    // What Explore's save modal asks (spec §7): `columns:!(dashboards.id)`, only the ids back.
    const ids = await gammaData.get<Shown & { show_columns: string[] }>(
      `/api/v1/chart/${chart}?q=${rison('(columns:!(slice_name,dashboards.id),keys:!(show_columns))')}`,
    );
    expect(ids.status, ids.text).toBe(200);
    expect(ids.body.result).toEqual({ slice_name: 'From Explore', dashboards: [{ id: mine }] });
    expect(ids.body.show_columns).toEqual(['slice_name', 'dashboards.id']);
    const odd = await gammaData.get(`/api/v1/chart/${chart}?q=${rison('(columns:!(dashboards.owner))')}`);
    expect(odd.status).toBe(400);
    const list = await gammaData.get<List>(
      `/api/v1/chart/?q=${rison(`(filters:!((col:dashboards,opr:rel_m_m,value:${mine})))`)}`,
    );
    // The layout's two charts and the one just added.
    expect([...list.body.ids].sort((x, y) => x - y)).toEqual([chartA, chartB, chart].sort((x, y) => x - y));
    const row = list.body.result[list.body.ids.indexOf(chart)]!;
    expect(row.dashboards).toEqual([{ id: mine, dashboard_title: 'Mine' }]);
    // The chart sits in a new row at the end of the first tab, and the dashboard lists it.
    const dash = await gammaData.get<Shown>(`/api/v1/dashboard/${mine}`);
    const pos = JSON.parse(String(dash.body.result.position_json)) as Record<
      string,
      { children: string[]; meta: Record<string, unknown> }
    >;
    expect(pos['TAB-2_QXp8aNq']!.children.at(-1)).toBe(`ROW-N-${chart}`);
    expect(pos[`CHART-explore-${chart}-1`]!.meta).toMatchObject({ chartId: chart, width: 4, height: 50 });
    expect(dash.body.result.charts).toEqual(['Girls', 'Boys', 'From Explore']);
    // Someone else's dashboard: 403; one that does not exist: 422; nothing changes.
    const forbidden = await gammaData.put(`/api/v1/chart/${chart}`, { dashboards: [mine, theirs] });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ message: 'Changing one or more of these dashboards is forbidden' });
    const missing = await gammaData.post('/api/v1/chart/', {
      slice_name: 'x',
      datasource_id: dsId,
      datasource_type: 'table',
      viz_type: 'test_table',
      dashboards: [999_999],
    });
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ message: { dashboards: ['Dashboards do not exist'] } });
    // Taken off again: the layout loses it too.
    expect((await gammaData.put(`/api/v1/chart/${chart}`, { dashboards: [] })).status).toBe(200);
    const after = await gammaData.get<Shown>(`/api/v1/dashboard/${mine}`);
    expect(String(after.body.result.position_json)).not.toContain(`CHART-explore-${chart}`);
    expect(after.body.result.charts).toEqual(['Girls', 'Boys']);
    const created = await gammaData.post<Created>('/api/v1/chart/', {
      slice_name: 'Saved to dashboard',
      datasource_id: dsId,
      datasource_type: 'table',
      viz_type: 'test_table',
      dashboards: [mine],
    });
    expect(created.status, created.text).toBe(201);
    const charts = await gammaData.get<{ result: { id: number }[] }>(`/api/v1/dashboard/${mine}/charts`);
    expect(charts.body.result.map((c) => c.id)).toContain(created.body.id);
  });
});
