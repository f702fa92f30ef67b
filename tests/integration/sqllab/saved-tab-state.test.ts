import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { addPgDatabase, postForm, sqlLabUser } from './saved-query.test-support.ts';

let h: BootedLoupe;
let alice: ApiClient;
let bob: ApiClient;
let aliceId: number;
let bobId: number;
let dbId: number;

/** A stored query row as a SQL Lab run leaves it (the run API's own tests cover how it gets there). */
async function storeQuery(clientId: string, userId: number, tabId: number | null, sql = 'SELECT 1') {
  await h.loupe.store.db
    .insertInto('query')
    .values({
      client_id: clientId,
      database_id: dbId,
      user_id: userId,
      status: 'success',
      sql,
      sql_editor_id: tabId === null ? null : String(tabId),
      tab_name: 'Untitled Query 1',
      rows: 1,
      results_key: `key-${clientId}`,
      changed_on: '2026-01-01T00:00:00.000000',
    })
    .execute();
}

const form = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, JSON.stringify(v)]));

async function newTab(c: ApiClient, editor: Record<string, unknown>): Promise<number> {
  const res = await postForm<{ id: number }>(c, 'POST', '/tabstateview/', form({ queryEditor: editor }));
  if (res.status !== 200) throw new Error(`tab create: ${res.status} ${res.text}`);
  return res.body.id;
}

interface TabState {
  id: number;
  label: string;
  active: boolean;
  sql: string;
  database_id: number;
  schema: string | null;
  query_limit: number | null;
  hide_left_bar: boolean;
  autorun: boolean;
  template_params: string | null;
  saved_query: { id: number } | null;
  latest_query: { id: string; resultsKey: string; dbId: number; db: string; state: string } | null;
  table_schemas: {
    id: number;
    table: string;
    schema: string;
    expanded: boolean;
    description: Record<string, unknown>;
    tab_state_id: number;
  }[];
}

beforeAll(async () => {
  h = await bootLoupe();
  const admin = await h.login();
  dbId = await addPgDatabase(admin, 'tabs_pg');
  ({ id: aliceId, client: alice } = await sqlLabUser(h, 'tab_alice'));
  ({ id: bobId, client: bob } = await sqlLabUser(h, 'tab_bob'));
}, 120_000);

afterAll(async () => {
  await h?.close();
});

describe('/tabstateview/', () => {
  let tab: number;

  it("creates a tab from the client's queryEditor and answers TabState", async () => {
    tab = await newTab(alice, {
      name: 'Untitled Query 1',
      dbId,
      schema: 'public',
      sql: 'SELECT 42',
      queryLimit: 100,
      hideLeftBar: true,
      templateParams: '{"a":1}',
    });
    const res = await alice.get<TabState>(`/tabstateview/${tab}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: tab,
      user_id: aliceId,
      label: 'Untitled Query 1',
      active: true,
      database_id: dbId,
      schema: 'public',
      sql: 'SELECT 42',
      query_limit: 100,
      hide_left_bar: true,
      autorun: false,
      template_params: '{"a":1}',
      saved_query: null,
      latest_query: null,
      table_schemas: [],
    });
  });

  it('defaults the label and SQL as Superset does', async () => {
    const id = await newTab(alice, { dbId });
    expect((await alice.get<TabState>(`/tabstateview/${id}`)).body).toMatchObject({
      label: 'Untitled Query',
      sql: 'SELECT ...',
    });
    await postForm(alice, 'DELETE', `/tabstateview/${id}`, {});
  });

  it('keeps one active tab per user: a new tab and activate both switch it', async () => {
    const second = await newTab(alice, { title: 'Second', dbId });
    const bobs = await newTab(bob, { name: 'Bob 1', dbId });
    const active = async () =>
      (await h.loupe.store.db.selectFrom('tab_state').select(['id', 'active']).where('user_id', '=', aliceId).execute())
        .filter((r) => r.active === 1 || r.active === true)
        .map((r) => r.id);
    expect(await active()).toEqual([second]);
    const res = await postForm(alice, 'POST', `/tabstateview/${tab}/activate`, {});
    expect(res.status).toBe(200);
    expect(res.body).toBe(tab);
    expect(await active()).toEqual([tab]);
    expect((await bob.get<TabState>(`/tabstateview/${bobs}`)).body.active).toBe(true);
    await postForm(alice, 'DELETE', `/tabstateview/${second}`, {});
  });

  it('updates columns from JSON-encoded form values and answers the id', async () => {
    await storeQuery('aaaaaaaaaa1', aliceId, tab);
    const res = await postForm(
      alice,
      'PUT',
      `/tabstateview/${tab}`,
      form({
        sql: 'SELECT 7',
        label: 'Renamed',
        latest_query_id: 'aaaaaaaaaa1',
        hide_left_bar: false,
        autorun: true,
        query_limit: 5,
        template_params: '{}',
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toBe(tab);
    const got = (await alice.get<TabState>(`/tabstateview/${tab}`)).body;
    expect(got).toMatchObject({
      sql: 'SELECT 7',
      label: 'Renamed',
      hide_left_bar: false,
      autorun: true,
      query_limit: 5,
      template_params: '{}',
    });
    expect(got.latest_query).toMatchObject({
      id: 'aaaaaaaaaa1',
      resultsKey: 'key-aaaaaaaaaa1',
      dbId,
      db: 'tabs_pg',
      state: 'success',
    });
  });

  it("links a saved query and refuses one that is someone else's", async () => {
    const mine = await alice.post<{ id: number }>('/api/v1/saved_query/', { db_id: dbId, label: 'mine' });
    const theirs = await bob.post<{ id: number }>('/api/v1/saved_query/', { db_id: dbId, label: 'theirs' });
    expect((await postForm(alice, 'PUT', `/tabstateview/${tab}`, form({ saved_query_id: mine.body.id }))).status).toBe(
      200,
    );
    expect((await alice.get<TabState>(`/tabstateview/${tab}`)).body.saved_query).toEqual({ id: mine.body.id });
    expect(
      (await postForm(alice, 'PUT', `/tabstateview/${tab}`, form({ saved_query_id: theirs.body.id }))).status,
    ).toBe(422);
  });

  it('answers 400 for non-JSON values, unknown columns and wrong types, 422 for unknown references', async () => {
    const notJson = await postForm<{ message: Record<string, string[]> }>(alice, 'PUT', `/tabstateview/${tab}`, {
      sql: 'SELECT 1',
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toEqual({ sql: ['Not valid JSON.'] });
    expect((await postForm(alice, 'PUT', `/tabstateview/${tab}`, form({ user_id: bobId }))).status).toBe(400);
    expect((await postForm(alice, 'PUT', `/tabstateview/${tab}`, form({ query_limit: 'many' }))).status).toBe(400);
    // An unknown reference is the command's refusal: 422, as an unknown database.
    const noQuery = await postForm(alice, 'PUT', `/tabstateview/${tab}`, form({ latest_query_id: 'nosuchquery' }));
    expect([noQuery.status, noQuery.body]).toEqual([422, { message: { latest_query_id: ['Query does not exist'] } }]);
    expect((await postForm(alice, 'PUT', `/tabstateview/${tab}`, form({ database_id: 987654 }))).status).toBe(422);
    expect((await postForm(alice, 'POST', '/tabstateview/', { queryEditor: '{broken' })).status).toBe(400);
    expect((await postForm(alice, 'POST', '/tabstateview/', {})).status).toBe(400);
    expect((await postForm(alice, 'POST', '/tabstateview/', form({ queryEditor: { name: 'no db' } }))).status).toBe(
      400,
    );
    expect((await postForm(alice, 'POST', '/tabstateview/', form({ queryEditor: 'a string' }))).status).toBe(400);
    expect((await postForm(alice, 'POST', `/tabstateview/${tab}/migrate_query`, { queryId: 'abc' })).status).toBe(400);
    // Nothing was half-written.
    expect((await alice.get<TabState>(`/tabstateview/${tab}`)).body.sql).toBe('SELECT 7');
  });

  it("answers 404 for a missing tab and 403 for someone else's, on every route", async () => {
    for (const [method, path] of [
      ['GET', `/tabstateview/${tab}`],
      ['PUT', `/tabstateview/${tab}`],
      ['DELETE', `/tabstateview/${tab}`],
      ['POST', `/tabstateview/${tab}/activate`],
      ['POST', `/tabstateview/${tab}/migrate_query`],
      ['DELETE', `/tabstateview/${tab}/query/aaaaaaaaaa1`],
    ] as const) {
      const fields = path.endsWith('migrate_query')
        ? form({ queryId: 'aaaaaaaaaa1' })
        : method === 'PUT'
          ? form({ sql: 'x' })
          : {};
      const asBob = method === 'GET' ? await bob.get(path) : await postForm(bob, method, path, fields);
      expect([path, asBob.status]).toEqual([path, 403]);
      const missing = path.replace(String(tab), '999999');
      const gone = method === 'GET' ? await alice.get(missing) : await postForm(alice, method, missing, fields);
      expect([missing, gone.status]).toEqual([missing, 404]);
    }
    expect((await alice.get<TabState>(`/tabstateview/${tab}`)).body.sql).toBe('SELECT 7');
  });

  it("migrates a browser-held query into the tab (only the caller's own)", async () => {
    await storeQuery('localquery1', aliceId, null);
    await storeQuery('bobsquery01', bobId, null);
    expect(
      (await postForm(alice, 'POST', `/tabstateview/${tab}/migrate_query`, form({ queryId: 'localquery1' }))).body,
    ).toBe(tab);
    await postForm(alice, 'POST', `/tabstateview/${tab}/migrate_query`, form({ queryId: 'bobsquery01' }));
    const rows = await h.loupe.store.db
      .selectFrom('query')
      .select(['client_id', 'sql_editor_id'])
      .where('client_id', 'in', ['localquery1', 'bobsquery01'])
      .orderBy('client_id')
      .execute();
    expect(rows).toEqual([
      { client_id: 'bobsquery01', sql_editor_id: null },
      { client_id: 'localquery1', sql_editor_id: String(tab) },
    ]);
  });

  it('deletes a query from the tab; the latest query falls back to the previous one', async () => {
    await postForm(alice, 'PUT', `/tabstateview/${tab}`, form({ latest_query_id: 'localquery1' }));
    const res = await postForm(alice, 'DELETE', `/tabstateview/${tab}/query/localquery1`, {});
    expect(res.status).toBe(200);
    expect(res.body).toBe('OK');
    expect((await alice.get<TabState>(`/tabstateview/${tab}`)).body.latest_query?.id).toBe('aaaaaaaaaa1');
    expect(
      await h.loupe.store.db.selectFrom('query').select('id').where('client_id', '=', 'localquery1').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('needs the CSRF token for form writes', async () => {
    const res = await alice.request('PUT', `/tabstateview/${tab}`, 'sql=%22x%22', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(res.status).toBe(400);
  });
});

describe('/tableschemaview/', () => {
  let tab: number;
  let table: number;

  beforeAll(async () => {
    tab = await newTab(alice, { name: 'Tables', dbId, schema: 'public' });
  });

  it('adds a table to the tab (expanded, the posted JSON kept as description), replacing the same table', async () => {
    const posted = {
      queryEditorId: tab,
      dbId,
      schema: 'public',
      name: 'orders',
      columns: [{ name: 'id', type: 'INT' }],
      selectStar: 'SELECT * FROM orders',
    };
    const first = await postForm<{ id: number }>(alice, 'POST', '/tableschemaview/', form({ table: posted }));
    expect(first.status).toBe(200);
    const again = await postForm<{ id: number }>(alice, 'POST', '/tableschemaview/', form({ table: posted }));
    table = again.body.id;
    const got = (await alice.get<TabState>(`/tabstateview/${tab}`)).body.table_schemas;
    expect(got).toEqual([
      {
        id: table,
        tab_state_id: tab,
        database_id: dbId,
        catalog: null,
        schema: 'public',
        table: 'orders',
        description: posted,
        expanded: true,
      },
    ]);
  });

  it('collapses and expands', async () => {
    const res = await postForm(alice, 'POST', `/tableschemaview/${table}/expanded`, form({ expanded: false }));
    expect(res.body).toEqual({ id: table, expanded: false });
    expect((await alice.get<TabState>(`/tabstateview/${tab}`)).body.table_schemas[0]!.expanded).toBe(false);
  });

  it("answers 400 for bad values, 403 for someone else's tab, 404 when missing", async () => {
    expect(
      (await postForm(alice, 'POST', `/tableschemaview/${table}/expanded`, { expanded: 'yes please' })).status,
    ).toBe(400);
    expect(
      (await postForm(alice, 'POST', `/tableschemaview/${table}/expanded`, form({ expanded: 'yes' }))).status,
    ).toBe(400);
    expect((await postForm(alice, 'POST', `/tableschemaview/${table}/expanded`, {})).status).toBe(400);
    expect(
      (await postForm(alice, 'POST', '/tableschemaview/', form({ table: { queryEditorId: tab, dbId } }))).status,
    ).toBe(400);
    expect((await postForm(alice, 'POST', '/tableschemaview/', { table: 'not json' })).status).toBe(400);
    expect(
      (
        await postForm(
          bob,
          'POST',
          '/tableschemaview/',
          form({ table: { queryEditorId: tab, dbId, schema: 'public', name: 'x' } }),
        )
      ).status,
    ).toBe(403);
    expect((await postForm(bob, 'POST', `/tableschemaview/${table}/expanded`, form({ expanded: true }))).status).toBe(
      403,
    );
    expect((await postForm(bob, 'DELETE', `/tableschemaview/${table}`, {})).status).toBe(403);
    expect(
      (await postForm(alice, 'POST', '/tableschemaview/', form({ table: { queryEditorId: 999999, dbId, name: 'x' } })))
        .status,
    ).toBe(404);
    expect((await postForm(alice, 'DELETE', '/tableschemaview/999999', {})).status).toBe(404);
    expect((await postForm(alice, 'POST', '/tableschemaview/999999/expanded', form({ expanded: true }))).status).toBe(
      404,
    );
  });

  it('removes a table, and deleting the tab removes its tables', async () => {
    const res = await postForm(alice, 'DELETE', `/tableschemaview/${table}`, {});
    expect(res.body).toBe('OK');
    expect((await alice.get<TabState>(`/tabstateview/${tab}`)).body.table_schemas).toEqual([]);
    const other = await postForm<{ id: number }>(
      alice,
      'POST',
      '/tableschemaview/',
      form({ table: { queryEditorId: tab, dbId, schema: 'public', name: 'items' } }),
    );
    expect((await postForm(alice, 'DELETE', `/tabstateview/${tab}`, {})).body).toBe('OK');
    expect(
      await h.loupe.store.db.selectFrom('table_schema').select('id').where('id', '=', other.body.id).executeTakeFirst(),
    ).toBeUndefined();
    expect((await alice.get(`/tabstateview/${tab}`)).status).toBe(404);
    // The browser may still save a deleted tab: 404, whatever the body, and nothing comes back.
    expect((await postForm(alice, 'PUT', `/tabstateview/${tab}`, form({ sql: 'SELECT 8' }))).status).toBe(404);
    expect((await postForm(alice, 'PUT', `/tabstateview/${tab}`, form({ latest_query_id: 'nope' }))).status).toBe(404);
    expect((await postForm(alice, 'PUT', `/tabstateview/${tab}`, form({ query_limit: 'many' }))).status).toBe(404);
    expect((await postForm(alice, 'PUT', `/tabstateview/${tab}`, {})).status).toBe(404);
    expect(await h.loupe.store.db.selectFrom('tab_state').select('id').where('id', '=', tab).executeTakeFirst()).toBe(
      undefined,
    );
  });
});
