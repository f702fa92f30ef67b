import { api } from '../../../../web/api/client.ts';
import type { QueryEditor, SqlLabDatabase, TableSchema } from '../state/editor-types.ts';
import { formRequest } from './form-request.ts';
import type { RestoredState, TabFields, TabPersistence } from './tab-persistence.ts';
import type { QueryWire } from '../../shared/index.ts';
import { queryFromWire, TAB_COLUMNS, tabFromWire, tableFromWire, type TabStateWire } from './wire-mapping.ts';

interface SqlLabBootstrap {
  result: {
    active_tab: TabStateWire | null;
    databases: Record<string, SqlLabDatabase>;
    queries: Record<string, QueryWire>;
    tab_state_ids: [number, string][];
  };
}

/** Tab state on the server (SQLLAB_BACKEND_PERSISTENCE): the bootstrap, then `/tabstateview/` and `/tableschemaview/`. */
export class BackendPersistence implements TabPersistence {
  readonly kind = 'backend' as const;

  constructor(private readonly defaults: { queryLimit: number }) {}

  async load(): Promise<RestoredState> {
    const { result } = await api.get<SqlLabBootstrap>('/api/v1/sqllab/');
    const active = result.active_tab ? tabFromWire(result.active_tab, this.defaults) : null;
    const tabs: QueryEditor[] = result.tab_state_ids.map(([id, label]) =>
      active && String(id) === active.id ? active : stubTab(String(id), label, this.defaults.queryLimit),
    );
    if (active && !tabs.some((tab) => tab.id === active.id)) tabs.push(active);
    const queries = Object.values(result.queries ?? {}).map((q) => queryFromWire(q));
    if (result.active_tab?.latest_query && !queries.some((q) => q.id === result.active_tab!.latest_query!.id)) {
      queries.push(queryFromWire(result.active_tab.latest_query));
    }
    return {
      tabs,
      activeTabId: active?.id ?? tabs[0]?.id ?? null,
      tables: (result.active_tab?.table_schemas ?? []).map(tableFromWire),
      queries,
      databases: result.databases ? Object.values(result.databases) : null,
    };
  }

  async fetchTab(id: string) {
    const w = await formRequest<TabStateWire>('GET', `/tabstateview/${encodeURIComponent(id)}`);
    return {
      tab: tabFromWire(w, this.defaults),
      tables: (w.table_schemas ?? []).map(tableFromWire),
      latestQuery: w.latest_query ? queryFromWire(w.latest_query) : null,
    };
  }

  async createTab(tab: QueryEditor): Promise<string> {
    const queryEditor = {
      name: tab.name,
      title: tab.name,
      dbId: tab.dbId,
      catalog: tab.catalog,
      schema: tab.schema,
      sql: tab.sql,
      queryLimit: tab.queryLimit,
      hideLeftBar: tab.hideLeftBar,
      remoteId: tab.remoteId,
      templateParams: tab.templateParams || undefined,
      autorun: tab.autorun,
    };
    const res = await formRequest<{ id: number }>('POST', '/tabstateview/', { queryEditor });
    return String(res.id);
  }

  async updateTab(id: string, fields: TabFields): Promise<void> {
    const body: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(fields)) if (TAB_COLUMNS[k]) body[TAB_COLUMNS[k]!] = v;
    if (Object.keys(body).length) await formRequest('PUT', `/tabstateview/${encodeURIComponent(id)}`, body);
  }

  async deleteTab(id: string): Promise<void> {
    await formRequest('DELETE', `/tabstateview/${encodeURIComponent(id)}`);
  }

  async activateTab(id: string): Promise<void> {
    await formRequest('POST', `/tabstateview/${encodeURIComponent(id)}/activate`, {});
  }

  async removeQuery(tabId: string, clientId: string): Promise<void> {
    await formRequest('DELETE', `/tabstateview/${encodeURIComponent(tabId)}/query/${encodeURIComponent(clientId)}`);
  }

  async addTable(table: TableSchema): Promise<number | null> {
    const res = await formRequest<{ id: number }>('POST', '/tableschemaview/', {
      table: {
        queryEditorId: Number(table.queryEditorId),
        dbId: table.dbId,
        schema: table.schema,
        name: table.name,
        expanded: table.expanded,
      },
    });
    return res.id;
  }

  async setTableExpanded(table: TableSchema, expanded: boolean): Promise<void> {
    if (table.serverId !== null) await formRequest('POST', `/tableschemaview/${table.serverId}/expanded`, { expanded });
  }

  async removeTable(table: TableSchema): Promise<void> {
    if (table.serverId !== null) await formRequest('DELETE', `/tableschemaview/${table.serverId}`);
  }

  snapshot(): void {
    // The server holds the state; nothing to keep in the browser.
  }
}

function stubTab(id: string, name: string, queryLimit: number): QueryEditor {
  return {
    id,
    name,
    dbId: null,
    catalog: null,
    schema: null,
    sql: '',
    selectedText: '',
    autorun: false,
    queryLimit,
    templateParams: '',
    latestQueryId: null,
    remoteId: null,
    hideLeftBar: false,
    northPercent: 50,
    southPercent: 50,
    loaded: false,
  };
}
