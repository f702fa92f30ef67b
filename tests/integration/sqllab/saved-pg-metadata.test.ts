import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { createTempPgDatabase } from '../../harness/pg-database.ts';
import { addPgDatabase, postForm, sqlLabUser } from './saved-query.test-support.ts';

/** The saved-work API on PostgreSQL metadata (the cluster setup), not only on the embedded SQLite. */
let h: BootedLoupe;
let temp: { url: string; drop: () => Promise<void> };
let alice: ApiClient;
let aliceId: number;
let dbId: number;

const form = (fields: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, JSON.stringify(v)]));

beforeAll(async () => {
  temp = await createTempPgDatabase('loupe_saved');
  h = await bootLoupe({ config: { metadataUrl: temp.url } });
  expect(h.loupe.store.dialect).toBe('postgres');
  dbId = await addPgDatabase(await h.login(), 'pgmeta_db');
  ({ id: aliceId, client: alice } = await sqlLabUser(h, 'pgmeta_alice'));
}, 120_000);

afterAll(async () => {
  await h?.close();
  await temp?.drop();
});

describe('saved work on PostgreSQL metadata', () => {
  it('saves, searches (any case) and bulk deletes saved queries', async () => {
    const a = (
      await alice.post<{ id: number }>('/api/v1/saved_query/', {
        db_id: dbId,
        label: 'Revenue',
        sql: 'SELECT * FROM public.Sales',
        schema: 'public',
      })
    ).body.id;
    const b = (
      await alice.post<{ id: number }>('/api/v1/saved_query/', { db_id: dbId, label: 'Other', sql: 'SELECT 1' })
    ).body.id;
    const found = await alice.get<{ ids: number[]; result: { sql_tables: unknown[] }[] }>(
      `/api/v1/saved_query/?q=${encodeURIComponent('(filters:!((col:label,opr:all_text,value:sales)))')}`,
    );
    expect(found.body.ids).toEqual([a]);
    expect(found.body.result[0]!.sql_tables).toEqual([{ table: 'Sales', schema: 'public', catalog: null }]);
    expect((await alice.delete<{ message: string }>(`/api/v1/saved_query/?q=!(${a},${b})`)).body).toEqual({
      message: 'Deleted 2 saved queries',
    });
  });

  it('keeps tabs, their tables and the bootstrap', async () => {
    const one = (
      await postForm<{ id: number }>(alice, 'POST', '/tabstateview/', form({ queryEditor: { name: 'One', dbId } }))
    ).body.id;
    const two = (
      await postForm<{ id: number }>(alice, 'POST', '/tabstateview/', form({ queryEditor: { name: 'Two', dbId } }))
    ).body.id;
    await h.loupe.store.db
      .insertInto('query')
      .values({
        client_id: 'pgmetaq0001',
        database_id: dbId,
        user_id: aliceId,
        status: 'success',
        sql: 'SELECT 1',
        sql_editor_id: String(one),
        changed_on: '2026-01-01T00:00:00.000000',
      })
      .execute();
    expect(
      (
        await postForm(
          alice,
          'PUT',
          `/tabstateview/${one}`,
          form({ latest_query_id: 'pgmetaq0001', hide_left_bar: true }),
        )
      ).status,
    ).toBe(200);
    const table = (
      await postForm<{ id: number }>(
        alice,
        'POST',
        '/tableschemaview/',
        form({ table: { queryEditorId: one, dbId, schema: 'public', name: 't' } }),
      )
    ).body.id;
    await postForm(alice, 'POST', `/tableschemaview/${table}/expanded`, form({ expanded: false }));
    await postForm(alice, 'POST', `/tabstateview/${one}/activate`, {});
    const boot = (
      await alice.get<{
        result: {
          active_tab: {
            id: number;
            active: boolean;
            hide_left_bar: boolean;
            latest_query: { id: string };
            table_schemas: { expanded: boolean }[];
          };
          tab_state_ids: [number, string][];
          queries: Record<string, unknown>;
        };
      }>('/api/v1/sqllab/')
    ).body.result;
    expect(boot.tab_state_ids).toEqual([
      [one, 'One'],
      [two, 'Two'],
    ]);
    expect(boot.active_tab).toMatchObject({
      id: one,
      active: true,
      hide_left_bar: true,
      latest_query: { id: 'pgmetaq0001' },
      table_schemas: [{ expanded: false }],
    });
    expect(Object.keys(boot.queries)).toEqual(['pgmetaq0001']);
    expect((await alice.get<{ active: boolean }>(`/tabstateview/${two}`)).body.active).toBe(false);
  });

  it('shares through permalinks and the kv store', async () => {
    const link = await alice.post<{ key: string }>('/api/v1/sqllab/permalink', { dbId, sql: 'SELECT 9' });
    expect((await alice.get(`/api/v1/sqllab/permalink/${link.body.key}`)).body).toEqual({ dbId, sql: 'SELECT 9' });
    const kv = await postForm<{ id: number }>(alice, 'POST', '/kv/store/', { data: '{"sql":"SELECT 8"}' });
    expect((await alice.get(`/kv/${kv.body.id}/`)).text).toBe('{"sql":"SELECT 8"}');
  });
});
