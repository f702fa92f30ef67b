import { proxy } from 'valtio';
import { fetchDatabases } from '../catalog/fetch-databases.ts';
import { t } from '../../../../web/i18n/t.ts';
import { addDangerToast } from '../../../../web/toasts/toast-store.ts';
import { BackendPersistence } from '../persistence/backend-persistence.ts';
import { LocalPersistence } from '../persistence/local-persistence.ts';
import { migrateLocalState } from '../persistence/migrate-local-state.ts';
import type { TabFields, TabPersistence } from '../persistence/tab-persistence.ts';
import type { OpenTabFields, QueryEditor, QueryRun, SqlLabDatabase, TableSchema } from './editor-types.ts';
import { readLastDatabase, writeLastDatabase } from './last-database.ts';
import { readPaneHeights } from './pane-heights.ts';
import { FIELD_ERRORS } from './tab-messages.ts';
import { pickDatabase } from './pick-database.ts';
import type { SqlLabConfig } from './sqllab-config.ts';
import { DEFAULT_SQL, nextUntitledName } from './tab-naming.ts';

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

const SQL_WRITE_DELAY_MS = 800;
/** Pending editor-text writes, per tab. */
const sqlTimers = new Map<string, ReturnType<typeof setTimeout>>();

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

export function activeTab(): QueryEditor | null {
  return sqllab.tabs.find((tab) => tab.id === sqllab.activeTabId) ?? null;
}

export function tabById(id: string): QueryEditor | undefined {
  return sqllab.tabs.find((tab) => tab.id === id);
}

let initializing: Promise<void> | null = null;

/**
 * Loads the databases, then the tabs (server or browser), and opens a first tab when there is
 * none. Calls while a load is under way share it (so a first tab is never opened twice).
 */
export function initSqlLab(config: SqlLabConfig): Promise<void> {
  initializing ??= load(config).finally(() => {
    initializing = null;
  });
  return initializing;
}

async function load(config: SqlLabConfig): Promise<void> {
  sqllab.config = config;
  sqllab.status = 'loading';
  persistence = config.backendPersistence
    ? new BackendPersistence({ queryLimit: config.defaultLimit })
    : new LocalPersistence();
  sqllab.lastUsedDbId = readLastDatabase();
  try {
    if (persistence.kind === 'backend') await migrateLocalState(persistence);
    const [databases, restored] = await Promise.all([fetchDatabases(), persistence.load()]);
    sqllab.databases = databases;
    const heights = readPaneHeights();
    sqllab.tabs = restored.tabs.map((tab) => ({ ...tab, ...(heights[tab.id] ?? {}) }));
    sqllab.tables = restored.tables;
    sqllab.queries = Object.fromEntries(restored.queries.map((q) => [q.id, q]));
    sqllab.activeTabId =
      restored.activeTabId && tabById(restored.activeTabId) ? restored.activeTabId : (sqllab.tabs[0]?.id ?? null);
    sqllab.tabHistory = sqllab.activeTabId ? [sqllab.activeTabId] : [];
    if (!sqllab.tabs.length) await openTab({});
    else if (sqllab.activeTabId && !activeTab()?.loaded) await setActiveTab(sqllab.activeTabId);
    sqllab.status = 'ready';
  } catch (err) {
    sqllab.status = 'error';
    sqllab.loadError = err instanceof Error ? err.message : String(err);
  }
}

/**
 * Opens a new tab with the given fields and makes it active (every way of opening a query comes
 * here: saved, history, permalink, chart): the name defaults to 'Untitled Query N', the database
 * to the last used / default / lowest id, the SQL to a SELECT template. Resolves with the new tab
 * once it is stored.
 */
export async function openTab(fields: OpenTabFields = {}): Promise<QueryEditor> {
  const dbId = fields.dbId ?? pickDatabase(sqllab.databases, sqllab.lastUsedDbId, sqllab.config.defaultDbId);
  const draft: QueryEditor = {
    id: '',
    name:
      fields.name?.trim() ||
      nextUntitledName(
        sqllab.tabs.map((tab) => tab.name),
        t('Untitled Query'),
      ),
    dbId,
    catalog: fields.catalog ?? null,
    schema: fields.schema ?? null,
    sql: fields.sql ?? DEFAULT_SQL,
    selectedText: '',
    autorun: fields.autorun ?? false,
    queryLimit: Math.min(fields.queryLimit ?? sqllab.config.defaultLimit, sqllab.config.sqlMaxRow),
    templateParams: fields.templateParams ?? '',
    latestQueryId: null,
    remoteId: fields.remoteId ?? null,
    hideLeftBar: activeTab()?.hideLeftBar ?? false,
    northPercent: 50,
    southPercent: 50,
    loaded: true,
  };
  try {
    draft.id = await persistence.createTab(draft);
  } catch (err) {
    failed(t('Unable to add a new tab to the backend. Please contact your administrator.'))(err);
    throw err;
  }
  sqllab.tabs.push(draft);
  markActive(draft.id);
  if (dbId !== null) rememberDb(dbId);
  snapshot();
  return tabById(draft.id)!;
}

function markActive(id: string): void {
  sqllab.activeTabId = id;
  sqllab.tabHistory = [...sqllab.tabHistory.filter((x) => x !== id), id];
}

function rememberDb(dbId: number): void {
  sqllab.lastUsedDbId = dbId;
  writeLastDatabase(dbId);
}

/** Switches tabs; a tab known only by id is fetched first (a 404 removes it, spec §4). */
export async function setActiveTab(id: string): Promise<void> {
  const tab = tabById(id);
  if (!tab) return;
  markActive(id);
  snapshot();
  if (!tab.loaded) {
    try {
      const full = await persistence.fetchTab(id);
      Object.assign(tab, { ...full.tab, northPercent: tab.northPercent, southPercent: tab.southPercent, loaded: true });
      sqllab.tables = [...sqllab.tables.filter((x) => x.queryEditorId !== id), ...full.tables];
      if (full.latestQuery && !sqllab.queries[full.latestQuery.id])
        sqllab.queries[full.latestQuery.id] = full.latestQuery;
    } catch (err) {
      if ((err as { status?: number }).status === 404) {
        removeTabLocally(id);
        return;
      }
      failed(t('An error occurred while fetching tab state'))(err);
      return;
    }
  }
  if (persistence.kind === 'backend')
    await persistence
      .activateTab(id)
      .catch(failed(t('An error occurred while setting the active tab. Please contact your administrator.')));
}

function removeTabLocally(id: string): void {
  const i = sqllab.tabs.findIndex((tab) => tab.id === id);
  if (i < 0) return;
  sqllab.tabs.splice(i, 1);
  sqllab.tables = sqllab.tables.filter((x) => x.queryEditorId !== id);
  delete sqllab.southTab[id];
  sqllab.tabHistory = sqllab.tabHistory.filter((x) => x !== id);
  if (sqllab.activeTabId === id)
    sqllab.activeTabId = sqllab.tabHistory.at(-1) ?? sqllab.tabs[Math.max(0, i - 1)]?.id ?? null;
}

/** Closes a tab; the last one closed leaves a fresh tab behind, as Superset does. */
export async function closeTab(id: string): Promise<void> {
  // A pending text write would land on a tab that is gone.
  clearTimeout(sqlTimers.get(id));
  sqlTimers.delete(id);
  try {
    await persistence.deleteTab(id);
  } catch (err) {
    if ((err as { status?: number }).status !== 404) {
      failed(t('An error occurred while removing tab. Please contact your administrator.'))(err);
      return;
    }
  }
  removeTabLocally(id);
  snapshot();
  if (!sqllab.tabs.length) await openTab({});
  else if (sqllab.activeTabId) await setActiveTab(sqllab.activeTabId);
}

/** Changes fields of a tab here at once and on the server after (failures toast, the local value stays). */
export function updateTab(id: string, fields: TabFields): Promise<void> {
  const tab = tabById(id);
  if (!tab) return Promise.resolve();
  Object.assign(tab, fields);
  if (fields.dbId != null) rememberDb(fields.dbId);
  snapshot();
  const first = Object.keys(fields)[0] as keyof TabFields | undefined;
  return persistence
    .updateTab(id, fields)
    .catch(
      failed(
        t(
          FIELD_ERRORS[first ?? 'name'] ?? 'An error occurred while saving the tab. Please contact your administrator.',
        ),
      ),
    );
}

export function renameTab(id: string, name: string): Promise<void> {
  const trimmed = name.trim();
  if (!trimmed) return Promise.resolve();
  return updateTab(id, { name: trimmed });
}

export function setDatabase(id: string, dbId: number): Promise<void> {
  return updateTab(id, { dbId, schema: null });
}

export function setSchema(id: string, schema: string | null): Promise<void> {
  return updateTab(id, { schema });
}

/** The editor's text: changed here at once, written to the server once typing pauses. */
export function setSql(id: string, sql: string): void {
  const tab = tabById(id);
  if (!tab || tab.sql === sql) return;
  tab.sql = sql;
  clearTimeout(sqlTimers.get(id));
  sqlTimers.set(
    id,
    setTimeout(() => {
      sqlTimers.delete(id);
      snapshot();
      void persistence.updateTab(id, { sql: tabById(id)?.sql ?? sql }).catch(failed(t(FIELD_ERRORS.sql!)));
    }, SQL_WRITE_DELAY_MS),
  );
}

/** Writes pending editor text now (before the page goes away or a run). */
export function flushSql(): void {
  for (const [id, timer] of sqlTimers) {
    clearTimeout(timer);
    sqlTimers.delete(id);
    const tab = tabById(id);
    if (tab) void persistence.updateTab(id, { sql: tab.sql }).catch(failed(t(FIELD_ERRORS.sql!)));
  }
  snapshot();
}

/** Removes a run from its tab's history (and the server's). */
export async function removeQuery(clientId: string): Promise<void> {
  const q = sqllab.queries[clientId];
  if (!q) return;
  try {
    await persistence.removeQuery(q.sqlEditorId, clientId);
  } catch (err) {
    if ((err as { status?: number }).status !== 404) {
      failed(t('An error occurred while removing query. Please contact your administrator.'))(err);
      return;
    }
  }
  delete sqllab.queries[clientId];
  const tab = tabById(q.sqlEditorId);
  if (tab?.latestQueryId === clientId) tab.latestQueryId = null;
  snapshot();
}

export function setSelectedText(id: string, selectedText: string): void {
  const tab = tabById(id);
  if (tab && tab.selectedText !== selectedText) tab.selectedText = selectedText;
}

export function setSouthTab(editorId: string, tab: SouthTab): void {
  sqllab.southTab[editorId] = tab;
}

export type { QueryEditor, QueryRun };
