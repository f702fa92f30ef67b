import { queryStateOf, type QueryWire } from '../../shared/index.ts';
import type { QueryEditor, QueryRun, TableSchema } from '../state/editor-types.ts';
import { DEFAULT_SQL } from '../state/tab-naming.ts';

/** A tab as `/tabstateview/<id>` and the bootstrap's `active_tab` send it (reference §5.6). */
export interface TabStateWire {
  id: number;
  label: string;
  database_id: number | null;
  catalog?: string | null;
  schema: string | null;
  sql: string | null;
  query_limit: number | null;
  latest_query: QueryWire | null;
  autorun: boolean;
  template_params: string | null;
  hide_left_bar: boolean;
  saved_query: { id: number } | null;
  table_schemas?: TableSchemaWire[];
  extra_json?: unknown;
}

export interface TableSchemaWire {
  id: number;
  tab_state_id: number;
  database_id: number;
  schema: string | null;
  table: string;
  description?: unknown;
  expanded: boolean;
}

/** The editor's run from the server's (fields the server leaves out keep what the editor knew). */
export function queryFromWire(q: QueryWire, previous?: QueryRun): QueryRun {
  const state = String(q.state ?? '').toLowerCase();
  return {
    id: q.id,
    serverId: q.serverId ?? q.queryId ?? previous?.serverId ?? null,
    sqlEditorId: q.sqlEditorId ?? previous?.sqlEditorId ?? '',
    tab: q.tab ?? previous?.tab ?? '',
    dbId: q.dbId,
    schema: q.schema ?? null,
    sql: q.sql ?? previous?.sql ?? '',
    executedSql: q.executedSql ?? null,
    runAsync: previous?.runAsync ?? false,
    queryLimit: q.limit ?? previous?.queryLimit ?? 0,
    state: state === 'started' ? state : (queryStateOf(state) ?? 'failed'),
    progress: q.progress ?? 0,
    startDttm: q.startDttm ?? previous?.startDttm ?? Date.now(),
    endDttm: q.endDttm ?? null,
    rows: q.rows ?? null,
    resultsKey: q.resultsKey ?? null,
    errorMessage: q.errorMessage ?? null,
    isDataPreview: previous?.isDataPreview ?? false,
    tableName: previous?.tableName ?? null,
    results: previous?.results ?? null,
    limitingFactor: q.limitingFactor ?? null,
  };
}

export function tabFromWire(w: TabStateWire, defaults: { queryLimit: number }): QueryEditor {
  return {
    id: String(w.id),
    name: w.label,
    dbId: w.database_id,
    catalog: w.catalog ?? null,
    schema: w.schema,
    sql: w.sql ?? DEFAULT_SQL,
    selectedText: '',
    autorun: Boolean(w.autorun),
    queryLimit: w.query_limit ?? defaults.queryLimit,
    templateParams: w.template_params ?? '',
    latestQueryId: w.latest_query?.id ?? null,
    remoteId: w.saved_query?.id ?? null,
    hideLeftBar: Boolean(w.hide_left_bar),
    northPercent: 50,
    southPercent: 50,
    loaded: true,
  };
}

export function tableFromWire(w: TableSchemaWire): TableSchema {
  return {
    id: `ts-${w.id}`,
    serverId: w.id,
    dbId: w.database_id,
    queryEditorId: String(w.tab_state_id),
    schema: w.schema,
    name: w.table,
    expanded: Boolean(w.expanded),
    dataPreviewQueryId: null,
  };
}

/** Store field names → the TabState column names `PUT /tabstateview/<id>` takes. */
export const TAB_COLUMNS: Record<string, string> = {
  name: 'label',
  dbId: 'database_id',
  catalog: 'catalog',
  schema: 'schema',
  sql: 'sql',
  autorun: 'autorun',
  queryLimit: 'query_limit',
  templateParams: 'template_params',
  latestQueryId: 'latest_query_id',
  remoteId: 'saved_query_id',
  hideLeftBar: 'hide_left_bar',
};
