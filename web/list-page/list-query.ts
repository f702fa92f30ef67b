import rison from 'rison';
import type { FilterValues, ListFilterDef, ListState } from './list-types.ts';

export const DEFAULT_PAGE_SIZE = 25;
export const DEFAULT_SORT_COLUMN = 'changed_on_delta_humanized';
export const DEFAULT_SORT_DIRECTION = 'desc';

/** A list's sort when the address names none. */
export type ListSort = Pick<ListState, 'sortColumn' | 'sortDirection'>;
const DEFAULT_SORT: ListSort = { sortColumn: DEFAULT_SORT_COLUMN, sortDirection: DEFAULT_SORT_DIRECTION };

export function defaultListState(pageSize = DEFAULT_PAGE_SIZE, sort: ListSort = DEFAULT_SORT): ListState {
  return { page: 0, pageSize, ...sort, filters: {} };
}

/** A filter's wire value: its own conversion, numbers for relations, booleans for 'true'/'false'. */
export function wireValue(def: ListFilterDef, value: string): unknown {
  if (def.kind === 'select') {
    if (def.toValue) return def.toValue(value);
    if (def.opr.startsWith('rel_') || def.opr.startsWith('nrel_')) return Number(value);
    if (value === 'true' || value === 'false') return value === 'true';
  }
  return value;
}

/** The rison `q` of `GET /api/v1/<res>/` for a state (reference §2.1). */
export function listQuery(state: ListState, defs: readonly ListFilterDef[]): Record<string, unknown> {
  const filters = defs
    .filter((d) => (state.filters[d.id] ?? '').trim() !== '')
    .map((d) => ({ col: d.col, opr: d.opr, value: wireValue(d, state.filters[d.id]!.trim()) }));
  return {
    ...(filters.length ? { filters } : {}),
    order_column: state.sortColumn,
    order_direction: state.sortDirection,
    page: state.page,
    page_size: state.pageSize,
  };
}

export function activeFilterCount(filters: FilterValues): number {
  return Object.values(filters).filter((v) => v.trim() !== '').length;
}

/**
 * The list's state in the address (Superset's names): `pageIndex`, `sortColumn`, `sortOrder` and
 * `filters` as a rison object keyed by filter id. Defaults are left out, so a fresh list has none.
 */
export function stateToSearch(
  state: ListState,
  base: URLSearchParams = new URLSearchParams(),
  sort: ListSort = DEFAULT_SORT,
): string {
  const params = new URLSearchParams(base);
  for (const k of ['pageIndex', 'sortColumn', 'sortOrder', 'filters']) params.delete(k);
  if (state.page > 0) params.set('pageIndex', String(state.page));
  if (state.sortColumn !== sort.sortColumn || state.sortDirection !== sort.sortDirection) {
    params.set('sortColumn', state.sortColumn);
    params.set('sortOrder', state.sortDirection);
  }
  const active = Object.fromEntries(Object.entries(state.filters).filter(([, v]) => v.trim() !== ''));
  if (Object.keys(active).length) params.set('filters', rison.encode(active));
  // Rison reads better unescaped: `(`, `)`, `!`, `'` never are, `:` and `,` are safe in a query.
  const s = [...params]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v).replace(/%3A/gi, ':').replace(/%2C/gi, ',')}`)
    .join('&');
  return s ? `?${s}` : '';
}

/** Reads a state back from the address; anything malformed falls back to the default. */
export function searchToState(
  search: string | URLSearchParams,
  defs: readonly ListFilterDef[],
  pageSize = DEFAULT_PAGE_SIZE,
  sort: ListSort = DEFAULT_SORT,
): ListState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const state = defaultListState(pageSize, sort);
  const page = Number(params.get('pageIndex'));
  if (Number.isInteger(page) && page > 0) state.page = page;
  const column = params.get('sortColumn');
  const order = params.get('sortOrder');
  if (column && /^[\w.]+$/.test(column)) {
    state.sortColumn = column;
    state.sortDirection = order === 'asc' ? 'asc' : 'desc';
  }
  const raw = params.get('filters');
  if (raw) {
    try {
      const decoded = rison.decode(raw) as unknown;
      if (decoded && typeof decoded === 'object' && !Array.isArray(decoded)) {
        const known = new Set(defs.map((d) => d.id));
        for (const [k, v] of Object.entries(decoded as Record<string, unknown>)) {
          if (known.has(k) && (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'))
            state.filters[k] = String(v);
        }
      }
    } catch {
      // A hand-edited address with a broken filter: show the list unfiltered.
    }
  }
  return state;
}

/** The next sort when a header is clicked: a new column sorts ascending, the same one flips. */
export function nextSort(
  state: Pick<ListState, 'sortColumn' | 'sortDirection'>,
  column: string,
): Pick<ListState, 'sortColumn' | 'sortDirection'> {
  if (state.sortColumn !== column) return { sortColumn: column, sortDirection: 'asc' };
  return { sortColumn: column, sortDirection: state.sortDirection === 'asc' ? 'desc' : 'asc' };
}

export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / pageSize));
}
