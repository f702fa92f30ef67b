import { api } from '../../../../web/api/client.ts';
import { t } from '../../../../web/i18n/t.ts';
import { isTerminalState, type LimitingFactor, type QueryState, type QueryWire } from '../../shared/index.ts';
import { queryFromWire } from '../persistence/wire-mapping.ts';
import type { QueryRun } from '../state/editor-types.ts';
import { failed, getPersistence, sqllab } from '../state/sqllab-store.ts';

/** The columns Superset's SQL Lab asks `/api/v1/query/` for in a tab's history (`useEditorQueriesQuery`). */
export const EDITOR_QUERY_COLUMNS = [
  'id',
  'client_id',
  'changed_on',
  'database.id',
  'database.database_name',
  'executed_sql',
  'error_message',
  'limit',
  'limiting_factor',
  'progress',
  'rows',
  'select_as_cta',
  'schema',
  'sql',
  'sql_editor_id',
  'status',
  'tab_name',
  'user.first_name',
  'user.id',
  'user.last_name',
  'start_time',
  'end_time',
  'tmp_table_name',
  'tracking_url',
  'results_key',
] as const;

/** One row of that list. */
export interface EditorQueryRow {
  id: number;
  client_id: string;
  changed_on: string | null;
  database: { id: number; database_name: string } | null;
  executed_sql: string | null;
  error_message: string | null;
  limit: number | null;
  limiting_factor: string | null;
  progress: number | null;
  rows: number | null;
  select_as_cta: boolean | null;
  schema: string | null;
  sql: string | null;
  sql_editor_id: string | null;
  status: string;
  tab_name: string | null;
  user: { id: number; first_name?: string; last_name?: string } | null;
  start_time: number | string | null;
  end_time: number | string | null;
  tmp_table_name: string | null;
  tracking_url: string | null;
  results_key: string | null;
}

/** The rison `q` for one page of a tab's runs, newest first (Superset's `editorQueries` request). */
export function editorQueriesQ(editorId: string, page = 0, pageSize = 25) {
  return {
    keys: ['none'],
    columns: [...EDITOR_QUERY_COLUMNS],
    order_column: 'start_time',
    order_direction: 'desc',
    page,
    page_size: pageSize,
    filters: [{ col: 'sql_editor_id', opr: 'eq', value: editorId }],
  };
}

const num = (v: number | string | null | undefined): number | null =>
  v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v);

/** A list row as the editor's run; what the editor already knew of it (results, preview) is kept. */
export function runFromListRow(row: EditorQueryRow, previous?: QueryRun): QueryRun {
  const wire: QueryWire = {
    changed_on: row.changed_on,
    dbId: row.database?.id ?? previous?.dbId ?? 0,
    db: row.database?.database_name ?? null,
    endDttm: num(row.end_time),
    startDttm: num(row.start_time),
    errorMessage: row.error_message,
    executedSql: row.executed_sql,
    id: row.client_id,
    queryId: row.id,
    serverId: row.id,
    limit: row.limit,
    limitingFactor: row.limiting_factor as LimitingFactor | null,
    progress: row.progress ?? 0,
    rows: row.rows,
    catalog: null,
    schema: row.schema,
    ctas: Boolean(row.select_as_cta),
    tempSchema: null,
    tempTable: row.tmp_table_name,
    sql: row.sql,
    sqlEditorId: row.sql_editor_id,
    tab: row.tab_name,
    state: row.status as QueryState,
    userId: row.user?.id ?? null,
    user: null,
    resultsKey: row.results_key,
    trackingUrl: row.tracking_url,
    extra: {},
  };
  return queryFromWire(wire, previous);
}

/**
 * With tabs kept on the server, a tab's query history comes from the server, as in Superset:
 * `/api/v1/query/` filtered on the tab's `sql_editor_id`. Runs the browser already follows keep
 * their live state; the others are added. Local tabs have no server id, so nothing is asked.
 */
export async function loadEditorQueries(editorId: string): Promise<void> {
  if (getPersistence().kind !== 'backend') return;
  try {
    const page = await api.get<{ result: EditorQueryRow[] }>('/api/v1/query/', editorQueriesQ(editorId));
    for (const row of page.result) {
      const known = sqllab.queries[row.client_id];
      if (known && !isTerminalState(known.state)) continue;
      sqllab.queries[row.client_id] = runFromListRow(row, known);
    }
  } catch (err) {
    failed(t('An error occurred while fetching the query history'))(err);
  }
}
