import { proxy } from 'valtio';
import { addDangerToast } from '../../../../web/toasts/toast-store.ts';
import { LocalPersistence } from '../persistence/local-persistence.ts';
import type { TabPersistence } from '../persistence/tab-persistence.ts';
import type { QueryEditor, QueryRun, SqlLabDatabase, TableSchema } from './editor-types.ts';
import type { SqlLabConfig } from './sqllab-config.ts';

/** The south pane's selected tab per editor: 'results', 'history', or a preview query's client id. */
export type SouthTab = string;

export interface SqlLabState {
  status: 'loading' | 'ready' | 'error';
  loadError: string | null;
  config: SqlLabConfig;
  databases: SqlLabDatabase[];
  tabs: QueryEditor[];
  activeTabId: string | null;
  /** Tab ids, most recently active last (spec §4: the active tab is tracked in a tab history). */
  tabHistory: string[];
  queries: Record<string, QueryRun>;
  tables: TableSchema[];
  lastUsedDbId: number | null;
  southTab: Record<string, SouthTab>;
}

export const sqllab = proxy<SqlLabState>({
  status: 'loading',
  loadError: null,
  config: {
    sqlMaxRow: 1_000_000,
    displayMaxRow: 10_000,
    defaultLimit: 1_000,
    defaultDbId: null,
    backendPersistence: true,
  },
  databases: [],
  tabs: [],
  activeTabId: null,
  tabHistory: [],
  queries: {},
  tables: [],
  lastUsedDbId: null,
  southTab: {},
});

let persistence: TabPersistence = new LocalPersistence();

export const failed = (message: string) => (err: unknown) => {
  console.warn(message, err);
  addDangerToast(message);
};

/** Writes the browser-held copy (local mode keeps everything there; both keep pane heights). */
export function snapshot(): void {
  persistence.snapshot({
    tabs: sqllab.tabs,
    activeTabId: sqllab.activeTabId,
    tables: sqllab.tables,
    queries: Object.values(sqllab.queries),
  });
}

export function getPersistence(): TabPersistence {
  return persistence;
}

/** Chosen once the config is known (initSqlLab): the server's tab state, or the browser's. */
export function setPersistence(next: TabPersistence): void {
  persistence = next;
}

export function activeTab(): QueryEditor | null {
  return sqllab.tabs.find((tab) => tab.id === sqllab.activeTabId) ?? null;
}

export function tabById(id: string): QueryEditor | undefined {
  return sqllab.tabs.find((tab) => tab.id === id);
}

export function setSelectedText(id: string, selectedText: string): void {
  const tab = tabById(id);
  if (tab && tab.selectedText !== selectedText) tab.selectedText = selectedText;
}

export function setSouthTab(editorId: string, tab: SouthTab): void {
  sqllab.southTab[editorId] = tab;
}

export type { QueryEditor, QueryRun };
