import { describe, expect, it } from 'vitest';
import type { QueryRow } from './query-row.ts';
import { queryToDict } from './query-wire.ts';

const row: QueryRow = {
  id: 17,
  client_id: 'a1b2c3d4e5f',
  database_id: 1,
  user_id: 1,
  tmp_table_name: null,
  tmp_schema_name: null,
  status: 'success',
  tab_name: 'Untitled Query 1',
  sql_editor_id: '5',
  schema: 'main',
  catalog: null,
  sql: 'SELECT 1',
  select_sql: null,
  executed_sql: 'SELECT 1 LIMIT 1001',
  limit: 1000,
  limiting_factor: 'DROPDOWN',
  select_as_cta: 0,
  select_as_cta_used: 0,
  ctas_method: 'TABLE',
  progress: 100,
  rows: 1,
  error_message: null,
  results_key: 'k',
  start_time: 1714644670001.2,
  start_running_time: 1714644670002,
  end_time: 1714644672123.456,
  end_result_backend_time: null,
  tracking_url: null,
  changed_on: '2024-05-02T10:11:12.123456',
  extra_json: '{"progress":null}',
};

describe('queryToDict', () => {
  it('answers Superset’s Query shape: client id as id, pk as queryId and serverId, ms floats, lower-case state', () => {
    const d = queryToDict({ ...row, status: 'SUCCESS' as never }, { databaseName: 'examples', userName: 'Admin User' });
    expect(d).toMatchObject({
      id: 'a1b2c3d4e5f',
      queryId: 17,
      serverId: 17,
      dbId: 1,
      db: 'examples',
      user: 'Admin User',
      userId: 1,
      startDttm: 1714644670001.2,
      endDttm: 1714644672123.456,
      state: 'success',
      ctas: false,
      limitingFactor: 'DROPDOWN',
      changed_on: '2024-05-02T10:11:12.123456',
      extra: { progress: null },
      sqlEditorId: '5',
      tab: 'Untitled Query 1',
      resultsKey: 'k',
      executedSql: 'SELECT 1 LIMIT 1001',
    });
  });
  it('reads numeric text (PostgreSQL numerics) as numbers and bad extra_json as {}', () => {
    const d = queryToDict({ ...row, start_time: '12.5' as never, extra_json: 'nope' });
    expect(d.startDttm).toBe(12.5);
    expect(d.extra).toEqual({});
    expect(d.db).toBeNull();
  });
});
