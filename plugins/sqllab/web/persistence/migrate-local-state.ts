import { t } from '../../../../web/i18n/t.ts';
import { addWarningToast } from '../../../../web/toasts/toast-store.ts';
import type { QueryEditor, QueryRun, TableSchema } from '../state/editor-types.ts';
import { LOCAL_STATE_KEY } from './local-persistence.ts';
import type { TabPersistence } from './tab-persistence.ts';

interface StoredState {
  tabs?: QueryEditor[];
  activeTabId?: string | null;
  tables?: TableSchema[];
  queries?: QueryRun[];
}

function read(): StoredState | null {
  try {
    return JSON.parse(localStorage.getItem(LOCAL_STATE_KEY) ?? 'null') as StoredState | null;
  } catch {
    return null;
  }
}

function write(state: StoredState): void {
  try {
    if (state.tabs?.length) localStorage.setItem(LOCAL_STATE_KEY, JSON.stringify(state));
    else localStorage.removeItem(LOCAL_STATE_KEY);
  } catch {
    // Nothing to do: the next page load tries again.
  }
}

/**
 * With backend persistence on, tabs the browser still holds (kept while it was off) move to the
 * server (spec §4): each tab and its tables, one by one, each dropped from the browser once
 * stored, so a retry never stores one twice. A failure leaves the rest for the next page load
 * and says so.
 */
export async function migrateLocalState(server: TabPersistence): Promise<number> {
  const state = read();
  if (!state?.tabs?.length) return 0;
  let moved = 0;
  try {
    while (state.tabs.length) {
      const tab = state.tabs[0]!;
      const id = await server.createTab({ ...tab, loaded: true });
      for (const table of (state.tables ?? []).filter((x) => x.queryEditorId === tab.id)) {
        await server.addTable({ ...table, queryEditorId: id });
      }
      state.tables = (state.tables ?? []).filter((x) => x.queryEditorId !== tab.id);
      state.queries = (state.queries ?? []).filter((q) => q.sqlEditorId !== tab.id);
      state.tabs.shift();
      moved++;
      write(state);
    }
  } catch {
    addWarningToast(
      t(
        'Unable to migrate query editor state to the server. Loupe will retry later. Please contact your administrator if this problem persists.',
      ),
    );
  }
  return moved;
}
