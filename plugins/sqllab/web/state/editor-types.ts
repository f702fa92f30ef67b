import type { QueryState as SharedQueryState } from '../../shared/index.ts';
/** The editor's entities (spec §3), as the browser holds them. */

/** One query tab (Superset's "query editor"). */
export interface QueryEditor {
  /** The tab's id: the server's tab-state id (as text) with backend persistence, else a local id. */
  id: string;
  name: string;
  dbId: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string;
  /** The text selected in the editor when it last changed (runs and estimates use it). */
  selectedText: string;
  autorun: boolean;
  queryLimit: number;
  /** JSON text of template parameters. */
  templateParams: string;
  latestQueryId: string | null;
  /** The saved query this tab was opened from or saved as. */
  remoteId: number | null;
  hideLeftBar: boolean;
  /** Share of the height given to the editor (the south pane gets the rest), in percent. */
  northPercent: number;
  southPercent: number;
  /** False for a tab known only by id and name (backend persistence): fetched when switched to. */
  loaded: boolean;
}

/** The fields a caller may give when opening a tab with `openTab(fields)`: everything else takes defaults. */
export interface OpenTabFields {
  name?: string;
  dbId?: number | null;
  catalog?: string | null;
  schema?: string | null;
  sql?: string;
  templateParams?: string | null;
  autorun?: boolean;
  remoteId?: number | null;
  queryLimit?: number;
}

/** A run's state: the server's, or 'started' while the editor waits for the server's first answer. */
export type QueryState = 'started' | SharedQueryState;

/** A result column as the execute/results payload describes it (reference §5.1). */
export interface ResultColumn {
  column_name?: string;
  name: string;
  type: string | null;
  is_dttm?: boolean;
  type_generic?: number;
}

/** Columns of values (never row objects), the shape the results grid reads (web/components/data-grid). */
export interface ColumnarRows {
  readonly columns: readonly { name: string; type: 0 | 1 | 2 | 3 }[];
  readonly rowCount: number;
  getColumn(i: number): ArrayLike<unknown>;
}

/** Rows of a finished query, kept columnar so a million of them stay cheap (held by `ref`, never proxied). */
export interface QueryResults {
  columns: ResultColumn[];
  data: ColumnarRows;
  rowCount: number;
  /** True while more rows are still arriving (Arrow stream). */
  streaming: boolean;
  displayLimitReached: boolean;
}

/** One run of SQL (spec §3 "Query run"). */
export interface QueryRun {
  /** The client-generated id (`client_id`). */
  id: string;
  serverId: number | null;
  sqlEditorId: string;
  tab: string;
  dbId: number;
  schema: string | null;
  sql: string;
  executedSql: string | null;
  runAsync: boolean;
  queryLimit: number;
  state: QueryState;
  progress: number;
  startDttm: number;
  endDttm: number | null;
  rows: number | null;
  resultsKey: string | null;
  errorMessage: string | null;
  isDataPreview: boolean;
  /** For a preview: the table it shows. */
  tableName: string | null;
  results: QueryResults | null;
  limitingFactor: string | null;
}

/** A table of the left bar's list, expanded to its columns, keys and indexes (spec §3 "Table schema"). */
export interface TableSchema {
  id: string;
  /** The server's table-schema id with backend persistence. */
  serverId: number | null;
  dbId: number;
  queryEditorId: string;
  schema: string | null;
  name: string;
  expanded: boolean;
  dataPreviewQueryId: string | null;
}

/** A database as the editor needs it. */
export interface SqlLabDatabase {
  id: number;
  database_name: string;
  backend: string | null;
  allow_run_async: boolean;
  allow_dml: boolean;
  allow_ctas?: boolean;
  allow_cvas?: boolean;
  expose_in_sqllab: boolean;
  disable_data_preview?: boolean;
}
