import type { QueryEditor, QueryRun, TableSchema } from '../state/editor-types.ts';
import type { RestoredState, TabPersistence } from './tab-persistence.ts';

export const LOCAL_STATE_KEY = 'loupe.sqllab.state';

interface StoredState {
  tabs: QueryEditor[];
  activeTabId: string | null;
  tables: TableSchema[];
  queries: QueryRun[];
}

/** Tab state in the browser's localStorage (backend persistence off): written whole after each change. */
export class LocalPersistence implements TabPersistence {
  readonly kind = 'local' as const;
  private nextId = Date.now();

  async load(): Promise<RestoredState> {
    let stored: StoredState | null;
    try {
      stored = JSON.parse(localStorage.getItem(LOCAL_STATE_KEY) ?? 'null') as StoredState | null;
    } catch {
      stored = null;
    }
    return {
      tabs: (stored?.tabs ?? []).map((tab) => ({ ...tab, loaded: true })),
      activeTabId: stored?.activeTabId ?? null,
      tables: stored?.tables ?? [],
      queries: stored?.queries ?? [],
      databases: null,
    };
  }

  async fetchTab(): Promise<never> {
    throw new Error('Every local tab is loaded');
  }

  async createTab(): Promise<string> {
    return `local-${(this.nextId++).toString(36)}`;
  }

  async updateTab(): Promise<void> {}
  async deleteTab(): Promise<void> {}
  async activateTab(): Promise<void> {}
  async removeQuery(): Promise<void> {}
  async addTable(): Promise<number | null> {
    return null;
  }
  async setTableExpanded(): Promise<void> {}
  async removeTable(): Promise<void> {}

  snapshot(state: StoredState): void {
    const slim: StoredState = {
      tabs: state.tabs.map((tab) => ({ ...tab })),
      activeTabId: state.activeTabId,
      tables: state.tables.map((t) => ({ ...t })),
      // Rows are never stored: a reopened result is fetched again by its key.
      queries: state.queries.slice(-50).map((q) => ({ ...q, results: null })),
    };
    try {
      localStorage.setItem(LOCAL_STATE_KEY, JSON.stringify(slim));
    } catch {
      // Storage full or refused: the state lasts for this page.
    }
  }
}
