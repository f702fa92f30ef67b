import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { addPgDatabase, postForm, sqlLabUser } from './saved-query.test-support.ts';

let h: BootedLoupe;
let admin: ApiClient;
let alice: ApiClient;
let bob: ApiClient;
let aliceId: number;
let dbId: number;
let bobsQuery: number;

interface ListBody {
  count: number;
  ids: number[];
  result: {
    id: number;
    label: string;
    schema: string | null;
    sql_tables: { table: string; schema: string | null }[];
    database: { id: number; database_name: string };
  }[];
}

beforeAll(async () => {
  h = await bootLoupe();
  admin = await h.login();
  dbId = await addPgDatabase(admin, 'saved_pg');
  const a = await sqlLabUser(h, 'sq_alice');
  aliceId = a.id;
  alice = a.client;
  bob = (await sqlLabUser(h, 'sq_bob')).client;
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const save = (c: ApiClient, body: Record<string, unknown>) =>
  c.post<{ id: number; result: Record<string, unknown> }>('/api/v1/saved_query/', body);

describe('/api/v1/saved_query/', () => {
  let first: number;

  it('creates a saved query (201, creator recorded) and shows §5.7 columns with sql_tables', async () => {
    const body = {
      db_id: dbId,
      label: 'Top orders',
      description: 'by amount',
      schema: 'public',
      sql: 'SELECT * FROM public.orders o JOIN customers c ON o.c = c.id',
      template_parameters: '{"x": 1}',
    };
    const res = await save(alice, body);
    expect(res.status).toBe(201);
    expect(res.body.result).toEqual(body);
    first = res.body.id;
    const show = await alice.get<{ id: number; result: Record<string, unknown> }>(`/api/v1/saved_query/${first}`);
    expect(show.status).toBe(200);
    expect(show.body.result).toMatchObject({
      id: first,
      label: 'Top orders',
      description: 'by amount',
      schema: 'public',
      template_parameters: '{"x": 1}',
      database: { id: dbId, database_name: 'saved_pg' },
      created_by: { id: aliceId, first_name: expect.any(String) },
      sql_tables: [
        { table: 'orders', schema: 'public', catalog: null },
        { table: 'customers', schema: null, catalog: null },
      ],
      changed_on_delta_humanized: expect.stringMatching(/now|second/),
    });
    expect(show.body.result.uuid).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses bad bodies with 400/422, never 500', async () => {
    expect((await save(alice, { label: 'no db' })).status).toBe(400);
    expect((await save(alice, { db_id: 'one' })).status).toBe(400);
    expect((await save(alice, { db_id: dbId, unknown_field: 1 })).status).toBe(400);
    const badJson = await save(alice, { db_id: dbId, extra_json: '{not json' });
    expect(badJson.status).toBe(400);
    expect(badJson.body).toEqual({ message: { extra_json: ['Not valid JSON.'] } });
    const noDb = await save(alice, { db_id: 999999 });
    expect(noDb.status).toBe(422);
    expect(noDb.body).toEqual({ message: { db_id: ['Database does not exist'] } });
    const notJson = await alice.request('POST', '/api/v1/saved_query/', 'db_id=1', {
      'content-type': 'text/plain',
      'x-csrftoken': await alice.csrfToken(),
    });
    expect(notJson.status).toBe(400);
  });

  it("lists only the caller's own queries, an admin's too (Superset's SavedQueryFilter)", async () => {
    bobsQuery = (await save(bob, { db_id: dbId, label: "Bob's query", schema: 'sales', sql: 'SELECT 1' })).body.id;
    await save(alice, { db_id: dbId, label: 'Second of alice', schema: 'sales', sql: 'SELECT 2' });
    const mine = await alice.get<ListBody>('/api/v1/saved_query/');
    expect(mine.body.count).toBe(2);
    expect(mine.body.result.map((r) => r.label).sort()).toEqual(['Second of alice', 'Top orders']);
    const bobs = await bob.get<ListBody>('/api/v1/saved_query/');
    expect(bobs.body.result.map((r) => r.label)).toEqual(["Bob's query"]);
    expect((await admin.get<ListBody>('/api/v1/saved_query/')).body.count).toBe(0);
    const schemas = await admin.get<{ result: { text: string }[] }>('/api/v1/saved_query/distinct/schema');
    expect(schemas.body.result).toEqual([]);
    await save(admin, { db_id: dbId, label: "Admin's query", sql: 'SELECT 4' });
    const forAdmin = await admin.get<ListBody>('/api/v1/saved_query/');
    expect(forAdmin.body.result.map((r) => r.label)).toEqual(["Admin's query"]);
  });

  it('filters (database, schema, all text), sorts and pages', async () => {
    const q = (rison: string) => alice.get<ListBody>(`/api/v1/saved_query/?q=${encodeURIComponent(rison)}`);
    expect((await q(`(filters:!((col:schema,opr:eq,value:sales)))`)).body.result.map((r) => r.label)).toEqual([
      'Second of alice',
    ]);
    expect((await q(`(filters:!((col:label,opr:all_text,value:amount)))`)).body.result.map((r) => r.label)).toEqual([
      'Top orders',
    ]);
    expect((await q(`(filters:!((col:database,opr:rel_o_m,value:${dbId})))`)).body.count).toBe(2);
    expect((await q(`(order_column:label,order_direction:asc)`)).body.result.map((r) => r.label)).toEqual([
      'Second of alice',
      'Top orders',
    ]);
    const page = await q(`(order_column:label,order_direction:desc,page:1,page_size:1)`);
    expect(page.body.count).toBe(2);
    expect(page.body.result.map((r) => r.label)).toEqual(['Second of alice']);
    expect((await q(`(filters:!((col:sql,opr:eq,value:x)))`)).status).toBe(400);
    expect((await q(`(order_column:nope)`)).status).toBe(400);
  });

  it('answers _info, related database/created_by and distinct schema', async () => {
    const info = await alice.get<{ permissions: string[] }>('/api/v1/saved_query/_info?q=(keys:!(permissions))');
    expect(info.body.permissions).toEqual(expect.arrayContaining(['can_read', 'can_write']));
    // related/database names only databases the caller may list: alice holds no database access.
    const related = await alice.get<{ result: { value: number; text: string }[] }>(
      '/api/v1/saved_query/related/database',
    );
    expect(related.body.result).toEqual([]);
    const forAdmin = await admin.get<{ result: { value: number; text: string }[] }>(
      '/api/v1/saved_query/related/database',
    );
    expect(forAdmin.body.result).toContainEqual({ value: dbId, text: 'saved_pg', extra: {} });
    const users = await alice.get<{ count: number }>('/api/v1/saved_query/related/created_by');
    expect(users.status).toBe(200);
    const distinct = await alice.get<{ result: { text: string }[] }>('/api/v1/saved_query/distinct/schema');
    expect(distinct.body.result.map((r) => r.text).sort()).toEqual(['public', 'sales']);
    expect((await alice.get('/api/v1/saved_query/related/nope')).status).toBe(404);
  });

  it("keeps another user's query hidden: show, update and delete answer 404", async () => {
    expect((await bob.get(`/api/v1/saved_query/${first}`)).status).toBe(404);
    expect((await bob.put(`/api/v1/saved_query/${first}`, { label: 'stolen' })).status).toBe(404);
    expect((await bob.delete(`/api/v1/saved_query/${first}`)).status).toBe(404);
    expect((await bob.delete(`/api/v1/saved_query/?q=!(${first})`)).status).toBe(404);
    expect((await alice.get<{ result: { label: string } }>(`/api/v1/saved_query/${first}`)).body.result.label).toBe(
      'Top orders',
    );
  });

  it("hides another's query from an admin too: show, update, delete and favourite answer 404", async () => {
    expect((await admin.get(`/api/v1/saved_query/${first}`)).status).toBe(404);
    expect((await admin.put(`/api/v1/saved_query/${first}`, { label: 'admin edit' })).status).toBe(404);
    expect((await admin.delete(`/api/v1/saved_query/${bobsQuery}`)).status).toBe(404);
    expect((await admin.delete(`/api/v1/saved_query/?q=!(${bobsQuery})`)).status).toBe(404);
    expect((await admin.post(`/api/v1/saved_query/${first}/favorites/`)).status).toBe(404);
    expect((await admin.get(`/savedqueryviewapi/api/get/${first}`)).status).toBe(404);
    expect((await bob.get<ListBody>('/api/v1/saved_query/')).body.count).toBe(1);
    expect((await alice.get<{ result: { label: string } }>(`/api/v1/saved_query/${first}`)).body.result.label).toBe(
      'Top orders',
    );
  });

  it("updates the owner's query (200 echo)", async () => {
    const res = await alice.put<{ id: number; result: unknown }>(`/api/v1/saved_query/${first}`, {
      label: 'Top orders v2',
      sql: 'SELECT 3',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: first, result: { label: 'Top orders v2', sql: 'SELECT 3' } });
    expect((await alice.put(`/api/v1/saved_query/${first}`, { description: 'a note' })).status).toBe(200);
    const show = await alice.get<{ result: { label: string; description: string; sql_tables: unknown[] } }>(
      `/api/v1/saved_query/${first}`,
    );
    expect(show.body.result).toMatchObject({ label: 'Top orders v2', description: 'a note', sql_tables: [] });
    expect((await alice.put(`/api/v1/saved_query/${first}`, { template_parameters: 'nope' })).status).toBe(400);
    expect((await alice.put('/api/v1/saved_query/abc', { label: 'x' })).status).toBe(404);
  });

  it('bulk deletes with "Deleted N saved queries", all or none', async () => {
    const a = (await save(alice, { db_id: dbId, label: 'tmp a' })).body.id;
    const b = (await save(alice, { db_id: dbId, label: 'tmp b' })).body.id;
    expect((await alice.delete(`/api/v1/saved_query/?q=!(${a},999999)`)).status).toBe(404);
    expect((await alice.get(`/api/v1/saved_query/${a}`)).status).toBe(200);
    const res = await alice.delete<{ message: string }>(`/api/v1/saved_query/?q=!(${a},${b})`);
    expect(res.body).toEqual({ message: 'Deleted 2 saved queries' });
    const one = (await save(alice, { db_id: dbId, label: 'tmp c' })).body.id;
    expect((await alice.delete(`/api/v1/saved_query/?q=!(${one})`)).body).toEqual({ message: 'Deleted 1 saved query' });
    expect((await alice.delete('/api/v1/saved_query/?q=notrison(')).status).toBe(400);
    const c = (await save(alice, { db_id: dbId, label: 'tmp d' })).body.id;
    expect((await alice.delete(`/api/v1/saved_query/${c}`)).body).toEqual({ message: 'OK' });
    expect((await alice.get(`/api/v1/saved_query/${c}`)).status).toBe(404);
  });

  it('marks favourites, reports their status and filters on them', async () => {
    const ids = (await alice.get<ListBody>('/api/v1/saved_query/')).body.ids;
    expect((await alice.post(`/api/v1/saved_query/${ids[0]}/favorites/`)).body).toEqual({ result: 'OK' });
    const status = await alice.get<{ result: { id: number; value: boolean }[] }>(
      `/api/v1/saved_query/favorite_status/?q=!(${ids.join(',')})`,
    );
    expect(status.body.result).toEqual(ids.map((id) => ({ id, value: id === ids[0] })));
    const q = (v: string) =>
      alice.get<ListBody>(
        `/api/v1/saved_query/?q=${encodeURIComponent(`(filters:!((col:id,opr:saved_query_is_fav,value:${v})))`)}`,
      );
    expect((await q('!t')).body.ids).toEqual([ids[0]]);
    expect((await q('!f')).body.ids).toEqual(ids.slice(1));
    const bobs = (
      await bob.get<ListBody>(
        `/api/v1/saved_query/?q=${encodeURIComponent("(filters:!((col:label,opr:eq,value:'Bob!'s query')))")}`,
      )
    ).body.ids[0]!;
    expect((await alice.post(`/api/v1/saved_query/${bobs}/favorites/`)).status).toBe(404);
    expect((await alice.delete(`/api/v1/saved_query/${ids[0]}/favorites/`)).body).toEqual({ result: 'OK' });
    expect((await q('!t')).body.ids).toEqual([]);
    expect((await alice.get('/api/v1/saved_query/favorite_status/?q=(x:1)')).status).toBe(400);
  });
});

describe('/savedqueryviewapi/ (legacy FAB view the Schedule dialog uses)', () => {
  it('creates a scheduled query from a form post, extra_json holding schedule_info', async () => {
    const extra = JSON.stringify({ schedule_info: { output_table: 'daily', schedule: '@daily' } });
    const res = await postForm<{ message: string; severity: string; id: number }>(
      alice,
      'POST',
      '/savedqueryviewapi/api/create',
      {
        label: 'Nightly',
        description: 'scheduled',
        db_id: String(dbId),
        schema: 'public',
        sql: 'SELECT 1',
        extra_json: extra,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: 'Added Row', severity: 'success' });
    const got = await alice.get<{ pk: number; result: Record<string, unknown> }>(
      `/savedqueryviewapi/api/get/${res.body.id}`,
    );
    expect(got.status).toBe(200);
    expect(got.body.pk).toBe(res.body.id);
    expect(got.body.result).toMatchObject({
      label: 'Nightly',
      db_id: dbId,
      schema: 'public',
      sql: 'SELECT 1',
      extra_json: extra,
      extra: { schedule_info: { schedule: '@daily' } },
    });
    expect((await bob.get(`/savedqueryviewapi/api/get/${res.body.id}`)).status).toBe(404);
    expect((await alice.get('/savedqueryviewapi/api/get/424242')).status).toBe(404);
  });

  it('accepts the same fields as JSON', async () => {
    const res = await alice.post<{ id: number }>('/savedqueryviewapi/api/create', {
      label: 'As JSON',
      db_id: dbId,
      sql: 'SELECT 2',
    });
    expect(res.status).toBe(200);
    expect(
      (await alice.get<{ result: { label: string } }>(`/api/v1/saved_query/${res.body.id}`)).body.result.label,
    ).toBe('As JSON');
  });

  it('answers 400 for a missing or non-integer db_id or bad extra_json, and needs the CSRF token', async () => {
    expect((await postForm(alice, 'POST', '/savedqueryviewapi/api/create', { label: 'x' })).status).toBe(400);
    expect((await postForm(alice, 'POST', '/savedqueryviewapi/api/create', { db_id: 'abc' })).status).toBe(400);
    expect(
      (await postForm(alice, 'POST', '/savedqueryviewapi/api/create', { db_id: String(dbId), extra_json: '{' })).status,
    ).toBe(400);
    const noCsrf = await alice.request('POST', '/savedqueryviewapi/api/create', `db_id=${dbId}`, {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(noCsrf.status).toBe(400);
  });
});
