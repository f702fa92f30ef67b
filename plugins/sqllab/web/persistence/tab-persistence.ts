import type { QueryEditor, QueryRun, SqlLabDatabase, TableSchema } from '../state/editor-types.ts';

/** What a store restores when the page opens. */
export interface RestoredState {
  tabs: QueryEditor[];
  activeTabId: string | null;
  tables: TableSchema[];
  /** Recent runs (without their rows), keyed by client id. */
  queries: QueryRun[];
  /** The databases listed by the server's bootstrap, when it sends them. */
  databases: SqlLabDatabase[] | null;
}

/** The editor fields a write may carry, named as the store names them. */
export type TabFields = Partial<
  Pick<
    QueryEditor,
    | 'name'
    | 'dbId'
    | 'catalog'
    | 'schema'
    | 'sql'
    | 'autorun'
    | 'queryLimit'
    | 'templateParams'
    | 'latestQueryId'
    | 'remoteId'
    | 'hideLeftBar'
  >
>;

/**
 * Where tab state lives: on the server (`/tabstateview/`, `/tableschemaview/`) when
 * SQLLAB_BACKEND_PERSISTENCE is on, else in the browser's localStorage. Each write returns when
 * it is stored; a failure rejects and the store tells the user.
 */
export interface TabPersistence {
  readonly kind: 'backend' | 'local';
  load(): Promise<RestoredState>;
  /** The full state of a tab known only by id and name. */
  fetchTab(id: string): Promise<{ tab: QueryEditor; tables: TableSchema[]; latestQuery: QueryRun | null }>;
  /** Stores a new tab; answers its id. */
  createTab(tab: QueryEditor): Promise<string>;
  updateTab(id: string, fields: TabFields): Promise<void>;
  deleteTab(id: string): Promise<void>;
  activateTab(id: string): Promise<void>;
  /** Drops a run from a tab's history. */
  removeQuery(tabId: string, clientId: string): Promise<void>;
  /** Stores a table of the left bar; answers its server id (null when local). */
  addTable(table: TableSchema): Promise<number | null>;
  setTableExpanded(table: TableSchema, expanded: boolean): Promise<void>;
  removeTable(table: TableSchema): Promise<void>;
  /** Local state (tabs, queries, tables) is kept here between writes too. */
  snapshot(state: {
    tabs: QueryEditor[];
    activeTabId: string | null;
    tables: TableSchema[];
    queries: QueryRun[];
  }): void;
}
