import { proxy } from 'valtio';
import { api } from '../../../../web/api/client.ts';

/** Something fetched once and shared by the pickers, the table list and autocomplete. */
export interface Loadable<T> {
  status: 'loading' | 'ready' | 'error';
  data: T | null;
  error: string | null;
}

export interface TableEntry {
  value: string;
  type: 'table' | 'view' | 'materialized_view' | string;
}

/** A key of a table or index (reference §10.3). */
export interface TableKey {
  type: 'pk' | 'fk' | 'index' | string;
  name: string | null;
  column_names: string[];
  referred_table?: string;
  referred_columns?: string[];
  unique?: boolean;
}

export interface TableMetadata {
  name: string;
  columns: {
    name: string;
    type: string | null;
    longType?: string | null;
    keys?: TableKey[];
    comment?: string | null;
  }[];
  selectStar: string;
  primaryKey: TableKey | { constrained_columns: null; name: null } | null;
  foreignKeys: TableKey[];
  indexes: TableKey[];
  comment?: string | null;
}

export const catalog = proxy({
  schemas: {} as Record<string, Loadable<string[]>>,
  tables: {} as Record<string, Loadable<TableEntry[]>>,
  metadata: {} as Record<string, Loadable<TableMetadata>>,
});

export const tablesKey = (dbId: number, schema: string | null) => `${dbId}|${schema ?? ''}`;
export const metadataKey = (dbId: number, schema: string | null, name: string) => `${dbId}|${schema ?? ''}|${name}`;

async function load<T>(
  bag: Record<string, Loadable<T>>,
  key: string,
  fetcher: () => Promise<T>,
  force: boolean,
): Promise<T | null> {
  const current = bag[key];
  if (current && !force && current.status !== 'error') return current.data;
  bag[key] = { status: 'loading', data: current?.data ?? null, error: null };
  try {
    const data = await fetcher();
    bag[key] = { status: 'ready', data, error: null };
    return data;
  } catch (err) {
    bag[key] = { status: 'error', data: null, error: err instanceof Error ? err.message : String(err) };
    return null;
  }
}

export function loadSchemas(dbId: number, force = false): Promise<string[] | null> {
  return load(
    catalog.schemas,
    String(dbId),
    async () => (await api.get<{ result: string[] }>(`/api/v1/database/${dbId}/schemas/`, { force })).result,
    force,
  );
}

export function loadTables(dbId: number, schema: string, force = false): Promise<TableEntry[] | null> {
  return load(
    catalog.tables,
    tablesKey(dbId, schema),
    async () =>
      (await api.get<{ result: TableEntry[] }>(`/api/v1/database/${dbId}/tables/`, { schema_name: schema, force }))
        .result,
    force,
  );
}

export function loadTableMetadata(
  dbId: number,
  schema: string | null,
  name: string,
  force = false,
): Promise<TableMetadata | null> {
  const qs = new URLSearchParams({ name, ...(schema ? { schema } : {}) });
  return load(
    catalog.metadata,
    metadataKey(dbId, schema, name),
    () => api.get<TableMetadata>(`/api/v1/database/${dbId}/table_metadata/?${qs}`),
    force,
  );
}
