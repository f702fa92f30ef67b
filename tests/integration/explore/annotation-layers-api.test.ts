import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { userWith } from '../../harness/role-users.ts';

/*
 * The annotation layer API against Superset's own contract:
 * apache/superset tests/integration_tests/annotation_layers/api_tests.py (columns, filters
 * `annotation_layer_all_text`/`annotation_all_text`, 201/200/404/422 answers and their messages)
 * and superset/annotation_layers/**\/commands (uniqueness, dates, delete integrity).
 */

let h: BootedLoupe;
let admin: ApiClient;
let gamma: ApiClient;
let alpha: ApiClient;
const layers: Record<string, number> = {};
let withAnnotations: number;
const annotations: Record<string, number> = {};

type ListBody<T = Record<string, unknown>> = { count: number; ids: number[]; result: T[] };
const rison = (s: string) => `?q=${encodeURIComponent(s)}`;

beforeAll(async () => {
  h = await bootLoupe();
  admin = await h.login();
  gamma = await userWith(h, 'annot_gamma', ['Gamma']);
  alpha = await userWith(h, 'annot_alpha', ['Alpha']);
  for (let i = 1; i <= 5; i++) {
    const res = await admin.post<{ id: number }>('/api/v1/annotation_layer/', { name: `name${i}`, descr: `descr${i}` });
    expect(res.status).toBe(201);
    layers[`name${i}`] = res.body.id;
  }
  withAnnotations = (await admin.post<{ id: number }>('/api/v1/annotation_layer/', { name: 'layer_with_annotations' }))
    .body.id;
  for (let i = 1; i <= 3; i++) {
    const res = await admin.post<{ id: number }>(`/api/v1/annotation_layer/${withAnnotations}/annotation/`, {
      short_descr: `short_descr${i}`,
      long_descr: `long_descr${i}`,
      start_dttm: `2020-0${i}-01T00:00:00`,
      end_dttm: `2020-0${i}-02T12:30:00`,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    annotations[`short_descr${i}`] = res.body.id;
  }
}, 120_000);
afterAll(() => h?.close());

describe('/api/v1/annotation_layer/', () => {
  it('shows a layer as {id, name, descr} and 404s a missing one', async () => {
    const res = await admin.get<{ result: unknown }>(`/api/v1/annotation_layer/${layers.name1}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ id: layers.name1, name: 'name1', descr: 'descr1' });
    expect((await admin.get('/api/v1/annotation_layer/999999')).status).toBe(404);
  });

  it('lists with the audit columns, sorts by every order column, filters by all text', async () => {
    const list = await admin.get<ListBody>('/api/v1/annotation_layer/');
    expect(list.status).toBe(200);
    expect(list.body.count).toBe(6);
    for (const f of [
      'name',
      'descr',
      'created_by',
      'created_on',
      'changed_by',
      'changed_on_delta_humanized',
      'changed_on',
    ])
      expect(list.body.result[0]).toHaveProperty(f);
    for (const col of [
      'name',
      'descr',
      'created_by.first_name',
      'changed_by.first_name',
      'changed_on',
      'changed_on_delta_humanized',
      'created_on',
    ])
      expect(
        (await admin.get(`/api/v1/annotation_layer/${rison(`(order_column:'${col}',order_direction:asc)`)}`)).status,
      ).toBe(200);
    const byName = await admin.get<ListBody>(
      `/api/v1/annotation_layer/${rison('(columns:!(name,descr),filters:!((col:name,opr:annotation_layer_all_text,value:2)))')}`,
    );
    expect(byName.body).toMatchObject({ count: 1, result: [{ name: 'name2', descr: 'descr2' }] });
    const byDescr = await admin.get<ListBody>(
      `/api/v1/annotation_layer/${rison('(columns:!(name,descr),filters:!((col:name,opr:annotation_layer_all_text,value:descr3)))')}`,
    );
    expect(byDescr.body.result).toEqual([{ name: 'name3', descr: 'descr3' }]);
  });

  it('answers _info with can_read and can_write, and related/created_by', async () => {
    const info = await admin.get<{ permissions: string[] }>(
      `/api/v1/annotation_layer/_info${rison('(keys:!(permissions))')}`,
    );
    expect(info.body.permissions.sort()).toEqual(['can_read', 'can_write']);
    const related = await admin.get<{ result: { text: string }[] }>('/api/v1/annotation_layer/related/created_by');
    expect(related.status).toBe(200);
    expect(related.body.result.length).toBeGreaterThan(0);
  });

  it('creates (400 without a name, 422 for a taken one) and updates (404, 422)', async () => {
    const created = await admin.post<{ id: number; result: unknown }>('/api/v1/annotation_layer/', {
      name: 'new3',
      descr: 'description',
    });
    expect(created.status).toBe(201);
    expect(created.body.result).toEqual({ name: 'new3', descr: 'description' });
    expect((await admin.post('/api/v1/annotation_layer/', {})).status).toBe(400);
    const taken = await admin.post('/api/v1/annotation_layer/', { name: 'name3', descr: 'description' });
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({ message: { name: ['Name must be unique'] } });

    const put = await admin.put(`/api/v1/annotation_layer/${created.body.id}`, {
      name: 'changed_name',
      descr: 'changed',
    });
    expect(put.status).toBe(200);
    expect((await admin.get<{ result: unknown }>(`/api/v1/annotation_layer/${created.body.id}`)).body.result).toEqual({
      id: created.body.id,
      name: 'changed_name',
      descr: 'changed',
    });
    const clash = await admin.put(`/api/v1/annotation_layer/${created.body.id}`, { name: 'name3' });
    expect(clash.status).toBe(422);
    expect(clash.body).toEqual({ message: { name: ['Name must be unique'] } });
    expect((await admin.put('/api/v1/annotation_layer/999999', { name: 'x' })).status).toBe(404);
    expect((await admin.delete(`/api/v1/annotation_layer/${created.body.id}`)).status).toBe(200);
  });

  it('deletes a layer (404 missing, 422 with annotations) and bulk deletes all or none', async () => {
    expect((await admin.delete(`/api/v1/annotation_layer/${layers.name1}`)).status).toBe(200);
    expect((await admin.get(`/api/v1/annotation_layer/${layers.name1}`)).status).toBe(404);
    expect((await admin.delete('/api/v1/annotation_layer/999999')).status).toBe(404);
    const integrity = await admin.delete(`/api/v1/annotation_layer/${withAnnotations}`);
    expect(integrity.status).toBe(422);
    expect(integrity.body).toEqual({ message: 'Annotation layer has associated annotations.' });

    const ids = [layers.name2, layers.name3];
    expect((await admin.delete(`/api/v1/annotation_layer/${rison(`!(${[...ids, 999999].join(',')})`)}`)).status).toBe(
      404,
    );
    expect((await admin.get(`/api/v1/annotation_layer/${layers.name2}`)).status).toBe(200);
    const bulk = await admin.delete(`/api/v1/annotation_layer/${rison(`!(${ids.join(',')})`)}`);
    expect(bulk.status).toBe(200);
    expect(bulk.body).toEqual({ message: 'Deleted 2 annotation layers' });
    expect((await admin.get(`/api/v1/annotation_layer/${layers.name3}`)).status).toBe(404);
  });

  it('is Alpha-only (Annotation is an ALPHA_ONLY_VIEW_MENU): Gamma gets 403, Alpha writes', async () => {
    expect((await gamma.get('/api/v1/annotation_layer/')).status).toBe(403);
    expect((await gamma.post('/api/v1/annotation_layer/', { name: 'gamma' })).status).toBe(403);
    expect((await gamma.get(`/api/v1/annotation_layer/${withAnnotations}/annotation/`)).status).toBe(403);
    const mine = await alpha.post<{ id: number }>('/api/v1/annotation_layer/', { name: 'alpha layer' });
    expect(mine.status).toBe(201);
    expect((await alpha.delete(`/api/v1/annotation_layer/${mine.body.id}`)).status).toBe(200);
  });
});

describe('/api/v1/annotation_layer/<pk>/annotation/', () => {
  const base = () => `/api/v1/annotation_layer/${withAnnotations}/annotation/`;

  it('shows an annotation with its layer and naive ISO dates; 404 outside its layer', async () => {
    const id = annotations.short_descr1!;
    const res = await admin.get<{ result: unknown }>(`${base()}${id}`);
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({
      id,
      short_descr: 'short_descr1',
      long_descr: 'long_descr1',
      start_dttm: '2020-01-01T00:00:00',
      end_dttm: '2020-01-02T12:30:00',
      json_metadata: null,
      layer: { id: withAnnotations, name: 'layer_with_annotations' },
    });
    expect((await admin.get(`${base()}999999`)).status).toBe(404);
    expect((await admin.get(`/api/v1/annotation_layer/${layers.name4}/annotation/${id}`)).status).toBe(404);
  });

  it("lists only the layer's annotations, sorts and filters by all text", async () => {
    const list = await admin.get<ListBody>(base());
    expect(list.body.count).toBe(3);
    for (const f of ['short_descr', 'created_by', 'changed_by', 'start_dttm', 'end_dttm'])
      expect(list.body.result[0]).toHaveProperty(f);
    expect((await admin.get<ListBody>(`/api/v1/annotation_layer/${layers.name4}/annotation/`)).body.count).toBe(0);
    for (const col of [
      'short_descr',
      'created_by.first_name',
      'changed_by.first_name',
      'changed_on_delta_humanized',
      'start_dttm',
      'end_dttm',
    ])
      expect((await admin.get(`${base()}${rison(`(order_column:'${col}',order_direction:asc)`)}`)).status).toBe(200);
    const sorted = await admin.get<ListBody<{ short_descr: string }>>(
      `${base()}${rison('(order_column:start_dttm,order_direction:desc)')}`,
    );
    expect(sorted.body.result.map((r) => r.short_descr)).toEqual(['short_descr3', 'short_descr2', 'short_descr1']);
    const two = await admin.get<ListBody>(
      `${base()}${rison('(filters:!((col:short_descr,opr:annotation_all_text,value:2)))')}`,
    );
    expect(two.body.count).toBe(1);
    const long = await admin.get<ListBody>(
      `${base()}${rison('(filters:!((col:short_descr,opr:annotation_all_text,value:long_descr3)))')}`,
    );
    expect(long.body.count).toBe(1);
    expect((await admin.get(`${base()}_info${rison('(keys:!(permissions))')}`)).body).toEqual({
      permissions: ['can_read', 'can_write'],
    });
  });

  it('creates (400 without dates or with bad JSON, 422 for a taken short description or end before start)', async () => {
    const body = {
      short_descr: 'new',
      long_descr: 'description',
      start_dttm: '2019-01-02T03:04:05.678900',
      end_dttm: '2019-01-03T00:00:00',
    };
    const created = await admin.post<{ id: number; result: unknown }>(base(), body);
    expect(created.status).toBe(201);
    expect(created.body.result).toEqual(body);
    const shown = await admin.get<{ result: { start_dttm: string } }>(`${base()}${created.body.id}`);
    expect(shown.body.result.start_dttm).toBe('2019-01-02T03:04:05.678900');

    const noDates = await admin.post(base(), { short_descr: 'new2', long_descr: 'description' });
    expect(noDates.status).toBe(400);
    expect(noDates.body).toEqual({
      message: { start_dttm: ['Missing data for required field.'], end_dttm: ['Missing data for required field.'] },
    });
    const badJson = await admin.post(base(), { ...body, short_descr: 'json', json_metadata: '{nope' });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toEqual({ message: { json_metadata: ['JSON not valid'] } });
    const badDate = await admin.post(base(), { ...body, short_descr: 'date', start_dttm: 'yesterday' });
    expect(badDate.body).toEqual({ message: { start_dttm: ['Not a valid datetime.'] } });

    const taken = await admin.post(base(), { ...body, short_descr: 'short_descr2' });
    expect(taken.status).toBe(422);
    expect(taken.body).toEqual({ message: { short_descr: ['Short description must be unique for this layer'] } });
    const backwards = await admin.post(base(), { ...body, short_descr: 'backwards', end_dttm: '2018-01-01T00:00:00' });
    expect(backwards.status).toBe(422);
    expect(backwards.body).toEqual({ message: { start_dttm: ['End date must be after start date'] } });
    const noLayer = await admin.post('/api/v1/annotation_layer/999999/annotation/', body);
    expect(noLayer.status).toBe(400);
    expect(noLayer.body).toEqual({ message: 'Annotation layer not found.' });
    expect((await admin.delete(`${base()}${created.body.id}`)).status).toBe(200);
  });

  it('updates (422 for a taken short description, 404 for a missing one)', async () => {
    const id = annotations.short_descr2!;
    const put = await admin.put(`${base()}${id}`, { short_descr: 'changed_name', long_descr: 'changed_description' });
    expect(put.status).toBe(200);
    const shown = await admin.get<{ result: { short_descr: string; long_descr: string } }>(`${base()}${id}`);
    expect(shown.body.result).toMatchObject({ short_descr: 'changed_name', long_descr: 'changed_description' });
    const clash = await admin.put(`${base()}${id}`, { short_descr: 'short_descr3' });
    expect(clash.status).toBe(422);
    expect(clash.body).toEqual({ message: { short_descr: ['Short description must be unique for this layer'] } });
    const backwards = await admin.put(`${base()}${id}`, { end_dttm: '2000-01-01T00:00:00' });
    expect(backwards.status).toBe(422);
    expect((await admin.put(`${base()}999999`, { short_descr: 'x' })).status).toBe(404);
  });

  it('deletes one (404 missing) and bulk deletes all or none', async () => {
    expect((await admin.delete(`${base()}999999`)).status).toBe(404);
    const ids = Object.values(annotations);
    expect((await admin.delete(`${base()}${rison(`!(${[...ids, 999999].join(',')})`)}`)).status).toBe(404);
    expect((await admin.get<ListBody>(base())).body.count).toBe(3);
    const bulk = await admin.delete(`${base()}${rison(`!(${ids.join(',')})`)}`);
    expect(bulk.status).toBe(200);
    expect(bulk.body).toEqual({ message: 'Deleted 3 annotations' });
    expect((await admin.get<ListBody>(base())).body.count).toBe(0);
    expect((await admin.delete(`/api/v1/annotation_layer/${withAnnotations}`)).status).toBe(200);
  });
});
