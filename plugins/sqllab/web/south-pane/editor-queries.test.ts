import rison from 'rison';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../../web/toasts/toast-store.ts';
import { fakeFetch } from '../dialogs/fake-fetch.test-support.ts';
import { BackendPersistence } from '../persistence/backend-persistence.ts';
import { LocalPersistence } from '../persistence/local-persistence.ts';
import type { QueryRun } from '../state/editor-types.ts';
import { setPersistence, sqllab } from '../state/sqllab-store.ts';
import { type EditorQueryRow, loadEditorQueries, runFromListRow } from './editor-queries.ts';

const row = (over: Partial<EditorQueryRow>): EditorQueryRow => ({
  id: 7,
  client_id: 'abcdefghij',
  changed_on: '2026-01-02T03:04:05',
  database: { id: 3, database_name: 'examples' },
  executed_sql: 'SELECT 1 LIMIT 1001',
  error_message: null,
  limit: 1000,
  limiting_factor: 'NOT_LIMITED',
  progress: 100,
  rows: 1,
  select_as_cta: false,
  schema: 'main',
  sql: 'SELECT 1',
  sql_editor_id: '12',
  status: 'success',
  tab_name: 'Tab one',
  user: { id: 1 },
  start_time: 1700000000000,
  end_time: 1700000000500,
  tmp_table_name: null,
  tracking_url: null,
  results_key: 'key-1',
  ...over,
});

beforeEach(() => {
  toastStore.toasts.splice(0);
  sqllab.queries = {};
});
afterEach(() => {
  vi.unstubAllGlobals();
  setPersistence(new LocalPersistence());
});

describe('runFromListRow', () => {
  it('maps a /api/v1/query/ row to the editor run', () => {
    expect(runFromListRow(row({}))).toMatchObject({
      id: 'abcdefghij',
      serverId: 7,
      sqlEditorId: '12',
      tab: 'Tab one',
      dbId: 3,
      sql: 'SELECT 1',
      state: 'success',
      startDttm: 1700000000000,
      endDttm: 1700000000500,
      rows: 1,
      resultsKey: 'key-1',
      queryLimit: 1000,
    });
    expect(runFromListRow(row({ status: 'failed', error_message: 'boom', end_time: null }))).toMatchObject({
      state: 'failed',
      errorMessage: 'boom',
      endDttm: null,
    });
  });
});

describe('loadEditorQueries', () => {
  it("asks for the tab's queries by sql_editor_id, newest first, and adds them to the store", async () => {
    setPersistence(new BackendPersistence({ queryLimit: 1000 }));
    const live = { ...runFromListRow(row({ client_id: 'running001' })), state: 'running' } as QueryRun;
    sqllab.queries.running001 = live;
    const calls = fakeFetch({
      'GET /api/v1/query/': {
        status: 200,
        body: { count: 2, result: [row({}), row({ id: 8, client_id: 'running001', status: 'success' })] },
      },
    });
    await loadEditorQueries('12');
    expect(calls).toHaveLength(1);
    const q = rison.decode(new URL(calls[0]!.path, 'http://x').searchParams.get('q')!) as Record<string, unknown>;
    expect(q).toMatchObject({
      filters: [{ col: 'sql_editor_id', opr: 'eq', value: '12' }],
      order_column: 'start_time',
      order_direction: 'desc',
    });
    expect(q.columns).toEqual(expect.arrayContaining(['client_id', 'sql_editor_id', 'results_key']));
    expect(sqllab.queries.abcdefghij).toMatchObject({ serverId: 7, sqlEditorId: '12', state: 'success' });
    // A run the browser still follows keeps its live state.
    expect(sqllab.queries.running001!.state).toBe('running');
  });

  it('asks nothing with tabs kept in the browser, and tells a failure', async () => {
    const calls = fakeFetch({});
    await loadEditorQueries('12');
    expect(calls).toEqual([]);
    setPersistence(new BackendPersistence({ queryLimit: 1000 }));
    fakeFetch({ 'GET /api/v1/query/': { status: 400, body: { message: 'Filter column: x not allowed' } } });
    await loadEditorQueries('12');
    expect(toastStore.toasts.map((t) => t.message)).toEqual(['An error occurred while fetching the query history']);
    expect(sqllab.queries).toEqual({});
  });
});
