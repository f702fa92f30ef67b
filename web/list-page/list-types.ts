import type { ReactNode } from 'react';
import type { SelectOption } from '../components/field.tsx';

/** One row of a FAB list answer; pages narrow it with their own type. */
export type ListRow = { id: number } & Record<string, unknown>;

export interface ListColumn<R extends ListRow = ListRow> {
  id: string;
  header: string;
  /** The API's order column; the header sorts when set. */
  sortKey?: string;
  cell: (row: R) => ReactNode;
  /** CSS width of the column, e.g. `160px` or `30%`. */
  width?: string;
  align?: 'left' | 'right' | 'center';
}

/** Where a select filter's options come from. */
export type FilterOptionsSource =
  | { type: 'related'; column: string }
  | { type: 'distinct'; column: string }
  | { type: 'static'; options: readonly SelectOption[] };

export type ListFilterDef =
  | { kind: 'search'; id: string; label: string; col: string; opr: string; placeholder?: string }
  | {
      kind: 'select';
      id: string;
      label: string;
      col: string;
      opr: string;
      source: FilterOptionsSource;
      /** The wire value of a chosen option (options carry strings); numbers for relations by default. */
      toValue?: (value: string) => unknown;
    };

/** The filter values a list keeps in its URL, by filter id (as strings). */
export type FilterValues = Record<string, string>;

export interface ListState {
  page: number;
  pageSize: number;
  sortColumn: string;
  sortDirection: 'asc' | 'desc';
  filters: FilterValues;
}

export interface ListPageConfig<R extends ListRow = ListRow> {
  /** The REST resource: `/api/v1/<resource>/`. */
  resource: string;
  /** The singular noun in messages ("database", "dataset"). */
  noun: string;
  title: string;
  columns: ListColumn<R>[];
  filters: ListFilterDef[];
  /** The name a toast or dialog uses for a row. */
  nameOf: (row: R) => string;
  /** A link to the row (copy link, name link); absolute paths on this server. */
  linkOf?: (row: R) => string;
  /** Favourites: the resource answers `favorite_status/` and `<id>/favorites/`. */
  favorites?: boolean;
  /** Import: the resource answers `POST import/` (multipart). */
  importable?: boolean;
  /** `DELETE /api/v1/<res>/?q=!(ids)` exists; otherwise rows go one by one. */
  bulkDeleteEndpoint?: boolean;
  /** Rows can be deleted from the list (needs can_write). */
  deletable?: boolean;
  /** Whether one row offers the delete action (e.g. not a built-in role); every row when absent. */
  canDelete?: (row: R) => boolean;
  pageSize?: number;
  /** The sort when the address names none; `changed_on_delta_humanized` descending by default. */
  defaultSort?: Pick<ListState, 'sortColumn' | 'sortDirection'>;
  /** What an empty list (no filters) says. */
  empty: { title: string; description?: string };
}

export type { SelectOption };
