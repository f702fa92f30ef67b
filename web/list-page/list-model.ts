import { proxy } from 'valtio';
import { api } from '../api/client.ts';
import { ApiError } from '../api/api-error.ts';
import type { SelectOption } from '../components/field.tsx';
import { t } from '../i18n/t.ts';
import { addDangerToast, addSuccessToast } from '../toasts/toast-store.ts';
import { copyText } from './copy-text.ts';
import { importFile } from './import-file.ts';
import { listQuery, nextSort, searchToState, stateToSearch } from './list-query.ts';
import type { FilterValues, ListPageConfig, ListRow, ListState } from './list-types.ts';

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

export interface ListModelState<R extends ListRow> {
  query: ListState;
  rows: R[];
  count: number;
  /** A request is in flight. */
  loading: boolean;
  /** At least one answer arrived (until then a skeleton shows). */
  loaded: boolean;
  error: string | null;
  /** What `_info` says the caller holds; null until known. */
  permissions: string[] | null;
  options: Record<string, SelectOption[]>;
  bulkMode: boolean;
  selected: number[];
  favorites: Record<number, boolean>;
  /** Rows waiting for the typed confirmation. */
  pendingDelete: R[] | null;
}

/** Where the list reads and writes its address: the browser's in the app, a fake in tests. */
export interface ListAddress {
  /** The current query string (`?…` or empty). */
  search(): string;
  /** Goes to a same-page URL (path + query); replace keeps history from growing. */
  navigate(url: string, opts: { replace?: boolean }): void;
  pathname(): string;
  /** Calls back on Back/Forward; returns the unsubscribe. */
  onPop(listener: () => void): () => void;
}

/**
 * One list page's state and the only code that changes it: the query (mirrored in the address),
 * the rows of the current page, permissions, filter options, selection, favourites and deletes.
 */
export function createListModel<R extends ListRow>(config: ListPageConfig<R>, address: ListAddress) {
  const base = `/api/v1/${config.resource}`;
  const state = proxy<ListModelState<R>>({
    query: searchToState(address.search(), config.filters, config.pageSize, config.defaultSort),
    rows: [],
    count: 0,
    loading: false,
    loaded: false,
    error: null,
    permissions: null,
    options: {},
    bulkMode: false,
    selected: [],
    favorites: {},
    pendingDelete: null,
  });
  let seq = 0;

  function writeAddress(replace = false): void {
    const search = stateToSearch(state.query, new URLSearchParams(address.search()), config.defaultSort);
    if (search === address.search()) return;
    address.navigate(`${address.pathname()}${search}`, { replace });
  }

  async function fetchRows(): Promise<void> {
    const mine = ++seq;
    state.loading = true;
    try {
      const res = await api.get<{ count: number; result: R[] }>(`${base}/`, listQuery(state.query, config.filters));
      if (mine !== seq) return;
      // Past the last page (rows deleted, a stale link): go to the last page that has rows.
      const lastPage = Math.max(0, Math.ceil(res.count / state.query.pageSize) - 1);
      if (res.result.length === 0 && state.query.page > lastPage) {
        state.query.page = lastPage;
        writeAddress(true);
        return fetchRows();
      }
      state.rows = res.result;
      state.count = res.count;
      state.error = null;
      const ids = new Set(res.result.map((r) => r.id));
      state.selected = state.selected.filter((id) => ids.has(id));
      if (config.favorites && res.result.length) void fetchFavorites([...ids]);
    } catch (err) {
      if (mine !== seq) return;
      state.error = errorText(err);
      state.rows = [];
      state.count = 0;
      addDangerToast(t('An error occurred while fetching %ss: %s', config.noun, errorText(err)));
    } finally {
      if (mine === seq) {
        state.loading = false;
        state.loaded = true;
      }
    }
  }

  async function fetchFavorites(ids: number[]): Promise<void> {
    try {
      const res = await api.get<{ result: { id: number; value: boolean }[] }>(`${base}/favorite_status/`, ids);
      for (const { id, value } of res.result) state.favorites[id] = value;
    } catch (err) {
      addDangerToast(t('There was an error fetching the favorite status: %s', errorText(err)));
    }
  }

  async function fetchInfo(): Promise<void> {
    try {
      const res = await api.get<{ permissions: string[] }>(`${base}/_info`, { keys: ['permissions'] });
      state.permissions = res.permissions ?? [];
    } catch (err) {
      state.permissions = [];
      addDangerToast(t('An error occurred while fetching %s info: %s', config.noun, errorText(err)));
    }
  }

  async function fetchOptions(): Promise<void> {
    await Promise.all(
      config.filters.map(async (def) => {
        if (def.kind !== 'select') return;
        if (def.source.type === 'static') {
          state.options[def.id] = [...def.source.options];
          return;
        }
        try {
          const res = await api.get<{ result: { text: string; value: string | number }[] }>(
            `${base}/${def.source.type}/${def.source.column}`,
            { page: 0, page_size: 100 },
          );
          state.options[def.id] = res.result.map((o) => ({ value: String(o.value ?? o.text), label: o.text }));
        } catch (err) {
          state.options[def.id] = [];
          addDangerToast(t('An error occurred while fetching %s info: %s', config.noun, errorText(err)));
        }
      }),
    );
  }

  function changeQuery(patch: Partial<ListState>, resetPage = true): void {
    Object.assign(state.query, patch);
    if (resetPage && patch.page === undefined) state.query.page = 0;
    writeAddress();
    void fetchRows();
  }

  async function deleteRows(rows: R[]): Promise<void> {
    const names = rows.map(config.nameOf).join(', ');
    try {
      if (rows.length > 1 && config.bulkDeleteEndpoint) {
        await api.delete(
          `${base}/`,
          rows.map((r) => r.id),
        );
      } else {
        for (const r of rows) await api.delete(`${base}/${r.id}`);
      }
      addSuccessToast(t('Deleted: %s', names));
    } catch (err) {
      addDangerToast(t('There was an issue deleting: %s', errorText(err)));
    }
    state.pendingDelete = null;
    const gone = new Set(rows.map((r) => r.id));
    state.selected = state.selected.filter((id) => !gone.has(id));
    await fetchRows();
  }

  const onPopState = () => {
    state.query = searchToState(address.search(), config.filters, config.pageSize, config.defaultSort);
    void fetchRows();
  };

  return {
    state,
    /** Loads permissions, filter options and the first page; follows back/forward. Returns the cleanup. */
    start(): () => void {
      void fetchInfo();
      void fetchOptions();
      void fetchRows();
      const stop = address.onPop(onPopState);
      return () => {
        seq++;
        stop();
      };
    },
    refresh: () => fetchRows(),
    canWrite: () => state.permissions?.includes('can_write') ?? false,
    sortBy(column: string): void {
      changeQuery(nextSort(state.query, column));
    },
    /** A given order (the card view's sort menu), page 1. */
    setSort(sortColumn: string, sortDirection: 'asc' | 'desc'): void {
      changeQuery({ sortColumn, sortDirection });
    },
    goToPage(page: number): void {
      changeQuery({ page }, false);
    },
    setFilter(id: string, value: string): void {
      if ((state.query.filters[id] ?? '') === value) return;
      changeQuery({ filters: { ...state.query.filters, [id]: value } });
    },
    clearFilters(): void {
      changeQuery({ filters: {} as FilterValues });
    },
    toggleBulkMode(): void {
      state.bulkMode = !state.bulkMode;
      state.selected = [];
    },
    toggleSelected(id: number): void {
      state.selected = state.selected.includes(id) ? state.selected.filter((x) => x !== id) : [...state.selected, id];
    },
    /** Selects every row of the page, or none when all are selected already. */
    toggleSelectPage(): void {
      const all = state.rows.length > 0 && state.rows.every((r) => state.selected.includes(r.id));
      state.selected = all ? [] : state.rows.map((r) => r.id);
    },
    askDelete(rows: R[]): void {
      if (rows.length) state.pendingDelete = rows;
    },
    askDeleteSelected(): void {
      const rows = state.rows.filter((r) => state.selected.includes(r.id)) as R[];
      if (rows.length) state.pendingDelete = rows;
    },
    cancelDelete(): void {
      state.pendingDelete = null;
    },
    confirmDelete: () => (state.pendingDelete ? deleteRows(state.pendingDelete as R[]) : Promise.resolve()),
    async toggleFavorite(id: number): Promise<void> {
      const on = !state.favorites[id];
      state.favorites[id] = on;
      try {
        if (on) await api.post(`${base}/${id}/favorites/`);
        else await api.delete(`${base}/${id}/favorites/`);
      } catch (err) {
        state.favorites[id] = !on;
        addDangerToast(t('There was an error saving the favorite status: %s', errorText(err)));
      }
    },
    async copyLink(row: R): Promise<void> {
      const path = config.linkOf?.(row);
      if (!path) return;
      const ok = await copyText(new URL(path, globalThis.location?.origin ?? 'http://localhost').href);
      if (ok) addSuccessToast(t('Link Copied!'));
      else addDangerToast(t('Sorry, your browser does not support copying.'));
    },
    async importFile(file: File): Promise<void> {
      try {
        await importFile(`${base}/import/`, file);
        addSuccessToast(t('%s imported', file.name));
        await fetchRows();
      } catch (err) {
        const message = err instanceof ApiError ? err.message : errorText(err);
        addDangerToast(
          `${t('An error occurred while importing %s: %s', config.noun, message)} ${t('Please re-export your file and try importing again')}`,
        );
      }
    },
  };
}

export type ListModel<R extends ListRow = ListRow> = ReturnType<typeof createListModel<R>>;
