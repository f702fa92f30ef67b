import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { examplesDatabase, userWith } from '../../harness/role-users.ts';
import { datasetId, referenceBody } from '../chart-data/chart-data.test-support.ts';
import { SERVER_PLUGINS } from '../../../server/plugins.ts';
import { vizServerPlugin } from '../../../server/viz/index.ts';
import { testBarPlugin, testTablePlugin } from '../../../server/viz/test-viz-plugins.test-support.ts';

/**
 * `/api/v1/chart/` as Superset's tests/integration_tests/charts/api_tests.py asserts it: create,
 * show, update with the owners rule, delete and bulk delete, list filters and order, favourites,
 * `_info`, related, the saved chart's data and its thumbnail.
 */

let h: BootedLoupe;
let admin: ApiClient;
let gammaData: ApiClient; // Gamma with access to the examples database
let gammaNone: ApiClient; // Gamma with no data access
let gammaDataId: number;
let dsId: number;

const q = (rison: string) => encodeURIComponent(rison);
type Created = { id: number; result: Record<string, unknown> };
type Shown = { id: number; result: Record<string, unknown> };
type List = { count: number; ids: number[]; result: Record<string, unknown>[] };

function bigNumberParams(): { params: string; query_context: string } {
  const body = referenceBody('06_big_number_total.json', dsId);
  const formData = { ...(body.form_data as Record<string, unknown>), adhoc_filters: [] };
  return { params: JSON.stringify(formData), query_context: JSON.stringify({ ...body, form_data: formData }) };
}

const chartBody = (over: Record<string, unknown> = {}) => ({
  slice_name: 'Girls',
  viz_type: 'test_table',
  datasource_id: dsId,
  datasource_type: 'table',
  ...bigNumberParams(),
  ...over,
});

beforeAll(async () => {
  // The catalogue is being written: this server knows the two test chart types (test_table, test_bar).
  const plugins = [...SERVER_PLUGINS.filter((p) => p.id !== 'viz'), vizServerPlugin([testTablePlugin, testBarPlugin])];
  h = await bootLoupe({ examples: true, plugins });
  admin = await h.login();
  dsId = await datasetId(admin, 'birth_names');
  const examples = await examplesDatabase(h);
  gammaData = await userWith(h, 'chart_gamma_data', ['Gamma'], [examples.perm]);
  gammaNone = await userWith(h, 'chart_gamma_none', ['Gamma']);
  const me = await gammaData.get<{ result: { id: number } }>('/api/v1/me/');
  gammaDataId = me.body.result.id;
}, 180_000);
afterAll(() => h?.close());

describe('POST /api/v1/chart/', () => {
  it('creates a chart (201, the body echoed, params and query_context stored as sent, the creator its owner)', async () => {
    const body = chartBody({ description: 'd', cache_timeout: 60, certified_by: 'Data team' });
    const res = await gammaData.post<Created>('/api/v1/chart/', body);
    expect(res.status).toBe(201);
    expect(res.body.result).toEqual(body);
    const show = await gammaData.get<Shown>(`/api/v1/chart/${res.body.id}`);
    expect(show.status).toBe(200);
    const r = show.body.result;
    expect(r.params).toBe(body.params);
    expect(r.query_context).toBe(body.query_context);
    expect(r).toMatchObject({
      slice_name: 'Girls',
      viz_type: 'test_table',
      cache_timeout: 60,
      certified_by: 'Data team',
      description: 'd',
      url: `/explore/?slice_id=${res.body.id}`,
      dashboards: [],
      datasource_id: dsId,
      datasource_type: 'table',
    });
    expect(r.owners).toEqual([expect.objectContaining({ id: gammaDataId })]);
    const byUuid = await gammaData.get<Shown>(`/api/v1/chart/${String(r.uuid)}`);
    expect([byUuid.status, byUuid.body.result.id]).toEqual([200, res.body.id]);
    expect((await gammaData.get('/api/v1/chart/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect(r.thumbnail_url).toMatch(new RegExp(`^/api/v1/chart/${res.body.id}/thumbnail/[0-9a-f]{32}/$`));
  });

  it('refuses bad input with 400 (schema, JSON text, unknown viz type) and 422 (datasource, owners), writing nothing', async () => {
    const before = (await admin.get<List>('/api/v1/chart/')).body.count;
    const cases: [Record<string, unknown>, number, unknown][] = [
      [chartBody({ params: '{"a": ' }), 400, { params: ['JSON not valid'] }],
      [chartBody({ query_context: 'nope' }), 400, { query_context: ['JSON not valid'] }],
      [chartBody({ viz_type: 'no_such_chart' }), 400, { viz_type: ['This visualization type is not supported.'] }],
      [chartBody({ datasource_id: 999_999 }), 422, { datasource_id: ['Datasource does not exist'] }],
      [chartBody({ owners: [999_999] }), 422, { owners: ['Owners are invalid'] }],
      [chartBody({ dashboards: [1] }), 422, { dashboards: ['Dashboards do not exist'] }],
    ];
    for (const [body, status, message] of cases) {
      const res = await admin.post<{ message: unknown }>('/api/v1/chart/', body);
      expect([res.status, res.body.message]).toEqual([status, message]);
    }
    for (const body of [
      chartBody({ slice_name: '' }),
      chartBody({ datasource_type: 'nope' }),
      { slice_name: 'x', datasource_type: 'table' },
      chartBody({ bogus: 1 }),
    ]) {
      expect((await admin.post('/api/v1/chart/', body)).status).toBe(400);
    }
    expect((await admin.get<List>('/api/v1/chart/')).body.count).toBe(before);
  });

  it('refuses a dataset the caller cannot query as one that does not exist (422)', async () => {
    const res = await gammaNone.post<{ message: unknown }>('/api/v1/chart/', chartBody());
    expect(res.status).toBe(422);
    expect(res.body.message).toEqual({ datasource_id: ['Datasource does not exist'] });
  });
});

describe('PUT and DELETE /api/v1/chart/<pk>', () => {
  it('lets an owner change a chart, records last_saved_by, and keeps the caller among the owners', async () => {
    const id = (await gammaData.post<Created>('/api/v1/chart/', chartBody({ slice_name: 'Mine' }))).body.id;
    const res = await gammaData.put<Created>(`/api/v1/chart/${id}`, { slice_name: 'Mine 2', owners: [1] });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, result: { slice_name: 'Mine 2', owners: [1] } });
    const list = await admin.get<List>(
      `/api/v1/chart/?q=${q(`(columns:!(slice_name,owners.id,last_saved_by.id,changed_by.id),filters:!((col:id,opr:eq,value:${id})))`)}`,
    );
    const row = list.body.result[0]!;
    expect(row.slice_name).toBe('Mine 2');
    const nulls = await gammaData.put(`/api/v1/chart/${id}`, {
      slice_name: null,
      datasource_id: null,
      datasource_type: null,
    });
    expect(nulls.status).toBe(200);
    expect((await gammaData.get<Shown>(`/api/v1/chart/${id}`)).body.result).toMatchObject({
      slice_name: 'Mine 2',
      datasource_id: dsId,
    });
    expect((row.owners as { id: number }[]).map((o) => o.id).sort()).toEqual([1, gammaDataId].sort());
    expect(row.last_saved_by).toEqual({ id: gammaDataId });
    expect(row.changed_by).toEqual({ id: gammaDataId });
  });

  it('answers 403 to a non-owner, 404 to a missing chart, and lets anyone with access update only the query context', async () => {
    const id = (await admin.post<Created>('/api/v1/chart/', chartBody({ slice_name: 'Admins' }))).body.id;
    expect((await gammaData.put(`/api/v1/chart/${id}`, { slice_name: 'taken' })).status).toBe(403);
    expect((await gammaData.delete(`/api/v1/chart/${id}`)).status).toBe(403);
    expect((await gammaNone.put(`/api/v1/chart/${id}`, { slice_name: 'taken' })).status).toBe(404);
    expect((await admin.put('/api/v1/chart/999999', { slice_name: 'x' })).status).toBe(404);
    const qc = { query_context: '{"datasource":{"id":1,"type":"table"},"queries":[]}', query_context_generation: true };
    expect((await gammaData.put(`/api/v1/chart/${id}`, qc)).status).toBe(200);
    const shown = await admin.get<Shown>(`/api/v1/chart/${id}`);
    expect(shown.body.result.query_context).toBe(qc.query_context);
    expect(shown.body.result.slice_name).toBe('Admins');
  });

  it('deletes one chart, and in bulk all or none (Deleted N charts)', async () => {
    const a = (await admin.post<Created>('/api/v1/chart/', chartBody({ slice_name: 'del a' }))).body.id;
    const b = (await admin.post<Created>('/api/v1/chart/', chartBody({ slice_name: 'del b' }))).body.id;
    const c = (await admin.post<Created>('/api/v1/chart/', chartBody({ slice_name: 'del c' }))).body.id;
    expect((await admin.delete(`/api/v1/chart/?q=${q(`!(${a},999999)`)}`)).status).toBe(404);
    expect((await admin.get(`/api/v1/chart/${a}`)).status).toBe(200);
    const bulk = await admin.delete<{ message: string }>(`/api/v1/chart/?q=${q(`!(${a},${b})`)}`);
    expect([bulk.status, bulk.body.message]).toEqual([200, 'Deleted 2 charts']);
    const one = await admin.delete<{ message: string }>(`/api/v1/chart/${c}`);
    expect([one.status, one.body.message]).toEqual([200, 'OK']);
    for (const id of [a, b, c]) expect((await admin.get(`/api/v1/chart/${id}`)).status).toBe(404);
    expect((await admin.delete(`/api/v1/chart/${c}`)).status).toBe(404);
  });
});

describe('GET /api/v1/chart/', () => {
  let line: number;
  let pie: number;

  beforeAll(async () => {
    line = (
      await admin.post<Created>(
        '/api/v1/chart/',
        chartBody({ slice_name: 'Zeta trend', viz_type: 'test_bar', description: 'weekly names' }),
      )
    ).body.id;
    pie = (
      await admin.post<Created>(
        '/api/v1/chart/',
        chartBody({ slice_name: 'Alpha pie', viz_type: 'test_table', certified_by: 'QA', certification_details: 'ok' }),
      )
    ).body.id;
  });

  const ids = async (client: ApiClient, rison: string) => {
    const res = await client.get<List>(`/api/v1/chart/?q=${q(rison)}`);
    expect(res.status).toBe(200);
    return res.body.ids;
  };

  it('filters as Superset’s client does: name, viz type (not filter_box), all text, certified, favourites, owners', async () => {
    expect(await ids(admin, '(filters:!((col:slice_name,opr:ct,value:eta)))')).toEqual([line]);
    const notBox = await ids(admin, '(filters:!((col:viz_type,opr:neq,value:filter_box)),page_size:100)');
    expect(notBox).toEqual(expect.arrayContaining([line, pie]));
    expect(await ids(admin, '(filters:!((col:viz_type,opr:eq,value:test_bar)))')).toEqual([line]);
    expect(await ids(admin, '(filters:!((col:slice_name,opr:chart_all_text,value:WEEKLY)))')).toEqual([line]);
    const certified = await ids(admin, '(filters:!((col:id,opr:chart_is_certified,value:!t)),page_size:100)');
    expect(certified).toContain(pie);
    expect(certified).not.toContain(line);
    expect(await ids(admin, '(filters:!((col:id,opr:chart_is_favorite,value:!t)))')).toEqual([]);
    expect((await admin.post(`/api/v1/chart/${pie}/favorites/`)).status).toBe(200);
    expect(await ids(admin, '(filters:!((col:id,opr:chart_is_favorite,value:!t)))')).toEqual([pie]);
    const owned = await ids(admin, `(filters:!((col:owners,opr:rel_m_m,value:${gammaDataId})),page_size:100)`);
    expect(owned).not.toContain(pie);
    expect(owned.length).toBeGreaterThan(0);
    const bad = await admin.get(`/api/v1/chart/?q=${q('(filters:!((col:params,opr:eq,value:x)))')}`);
    expect(bad.status).toBe(400);
  });

  it('orders by slice_name and lists Superset’s columns (form_data with slice_id, table name, thumbnail_url)', async () => {
    const res = await admin.get<List>(
      `/api/v1/chart/?q=${q(`(filters:!((col:id,opr:in,value:!(${line},${pie}))),order_column:slice_name,order_direction:asc)`)}`,
    );
    expect(res.body.ids).toEqual([pie, line]);
    const row = res.body.result[0]!;
    expect(row.form_data).toMatchObject({ slice_id: pie, viz_type: 'test_table', datasource: `${dsId}__table` });
    expect(row.table).toEqual({ default_endpoint: null, table_name: 'birth_names' });
    expect(row.datasource_url).toBe(`/explore/?datasource_type=table&datasource_id=${dsId}`);
    expect(row.slice_url).toBe(`/explore/?slice_id=${pie}`);
    expect(typeof row.changed_on_delta_humanized).toBe('string');
  });

  it('hides charts of datasets the caller cannot reach (Superset’s ChartFilter)', async () => {
    const none = await gammaNone.get<List>('/api/v1/chart/');
    expect([none.status, none.body.count]).toEqual([200, 0]);
    expect((await gammaNone.get(`/api/v1/chart/${pie}`)).status).toBe(404);
    expect((await gammaNone.post(`/api/v1/chart/${pie}/favorites/`)).status).toBe(404);
    expect((await gammaData.get(`/api/v1/chart/${pie}`)).status).toBe(200);
  });

  it('answers favorite_status, _info, related/owners and distinct/viz_type', async () => {
    const fav = await admin.get<{ result: unknown }>(`/api/v1/chart/favorite_status/?q=${q(`!(${pie},${line})`)}`);
    expect(fav.body.result).toEqual([
      { id: pie, value: true },
      { id: line, value: false },
    ]);
    expect((await admin.delete(`/api/v1/chart/${pie}/favorites/`)).status).toBe(200);
    const after = await admin.get<{ result: unknown }>(`/api/v1/chart/favorite_status/?q=${q(`!(${pie})`)}`);
    expect(after.body.result).toEqual([{ id: pie, value: false }]);
    expect((await admin.get(`/api/v1/chart/favorite_status/?q=${q('!(999999)')}`)).status).toBe(404);
    const info = await gammaData.get<{ permissions: string[] }>('/api/v1/chart/_info?q=(keys:!(permissions))');
    expect(info.body.permissions.sort()).toEqual(['can_read', 'can_write']);
    const related = await admin.get<{ result: { value: number; text: string }[] }>('/api/v1/chart/related/owners');
    expect(related.status).toBe(200);
    expect(related.body.result.map((o) => o.value)).toContain(gammaDataId);
    const distinct = await admin.get<{ result: { value: string }[] }>('/api/v1/chart/distinct/viz_type');
    expect(distinct.body.result.map((o) => o.value)).toEqual(['test_bar', 'test_table']);
  });
});

describe('a saved chart’s data and thumbnail', () => {
  it('GET /api/v1/chart/<pk>/data/ runs the saved query context', async () => {
    const id = (await admin.post<Created>('/api/v1/chart/', chartBody({ slice_name: 'Data' }))).body.id;
    const res = await admin.get<{ result: { data: Record<string, unknown>[] }[] }>(`/api/v1/chart/${id}/data/`);
    expect(res.status).toBe(200);
    expect(res.body.result[0]!.data).toHaveLength(1);
    expect(Object.keys(res.body.result[0]!.data[0]!)).toEqual(['count']);
  });

  it('draws a PNG at the current digest, redirects an old digest, and a change gives a new digest', async () => {
    const params = JSON.stringify({
      datasource: `${dsId}__table`,
      viz_type: 'test_bar',
      metrics: ['count'],
      groupby: ['gender'],
    });
    const created = await admin.post<Created>(
      '/api/v1/chart/',
      chartBody({ slice_name: 'Thumb', viz_type: 'test_bar', params }),
    );
    const id = created.body.id;
    const url = (await admin.get<Shown>(`/api/v1/chart/${id}`)).body.result.thumbnail_url as string;
    const png = await fetch(h.url + url, { headers: { authorization: `Bearer ${admin.token}` } });
    expect([png.status, png.status === 200 ? '' : await png.text()]).toEqual([200, '']);
    expect(png.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await png.arrayBuffer());
    expect([...bytes.slice(1, 4)]).toEqual([0x50, 0x4e, 0x47]);
    const stale = await fetch(h.url + `/api/v1/chart/${id}/thumbnail/0123/`, {
      headers: { authorization: `Bearer ${admin.token}` },
      redirect: 'manual',
    });
    expect(stale.status).toBe(302);
    expect(stale.headers.get('location')).toBe(url);
    await new Promise((r) => setTimeout(r, 5));
    expect((await admin.put(`/api/v1/chart/${id}`, { slice_name: 'Thumb 2' })).status).toBe(200);
    const next = (await admin.get<Shown>(`/api/v1/chart/${id}`)).body.result.thumbnail_url as string;
    expect(next).not.toBe(url);
    const shot = await admin.get<{ cache_key: string; image_url: string }>(
      `/api/v1/chart/${id}/cache_screenshot/?q=${q('(window_size:!(400,300))')}`,
    );
    expect(shot.status).toBe(200);
    const image = await fetch(h.url + shot.body.image_url, { headers: { authorization: `Bearer ${admin.token}` } });
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect((await gammaNone.get(`/api/v1/chart/${id}/cache_screenshot/`)).status).toBe(404);
  });
});
