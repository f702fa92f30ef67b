import { t } from '../../../../web/i18n/t.ts';
import type { TabFields } from '../persistence/tab-persistence.ts';
import { cancelSqlWrite } from './editor-text.ts';
import type { OpenTabFields, QueryEditor } from './editor-types.ts';
import { writeLastDatabase } from './last-database.ts';
import { pickDatabase } from './pick-database.ts';
import { activeTab, failed, getPersistence, snapshot, sqllab, tabById } from './sqllab-store.ts';
import { FIELD_ERRORS } from './tab-messages.ts';
import { DEFAULT_SQL, nextUntitledName } from './tab-naming.ts';

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
    draft.id = await getPersistence().createTab(draft);
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
      const full = await getPersistence().fetchTab(id);
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
  if (getPersistence().kind === 'backend')
    await getPersistence()
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
  cancelSqlWrite(id);
  try {
    await getPersistence().deleteTab(id);
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
  return getPersistence()
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
