import { fetchDatabases } from '../catalog/fetch-databases.ts';
import { BackendPersistence } from '../persistence/backend-persistence.ts';
import { LocalPersistence } from '../persistence/local-persistence.ts';
import { migrateLocalState } from '../persistence/migrate-local-state.ts';
import { readLastDatabase } from './last-database.ts';
import { readPaneHeights } from './pane-heights.ts';
import type { SqlLabConfig } from './sqllab-config.ts';
import { activeTab, setPersistence, sqllab, tabById } from './sqllab-store.ts';
import { openTab, setActiveTab } from './tab-actions.ts';

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
  const persistence = config.backendPersistence
    ? new BackendPersistence({ queryLimit: config.defaultLimit })
    : new LocalPersistence();
  setPersistence(persistence);
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
