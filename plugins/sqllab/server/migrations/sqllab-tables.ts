import type { Kysely } from 'kysely';
import type { PlatformTables } from '../../../../server/store/platform-tables.ts';
import type {
  AuditColumns,
  Defaulted,
  Id,
  StoredBoolean,
  StoredDatetime,
} from '../../../../server/store/column-types.ts';
import type { QueryState } from '../../shared/index.ts';
import type { QueryRow } from '../queries/query-row.ts';

/** SQL Lab's tables, as its migrations create them (Superset's names). */
export interface SqlLabTables {
  query: QueryTable;
  saved_query: SavedQueryTable;
  tab_state: TabStateTable;
  table_schema: TableSchemaTable;
  key_value: KeyValueTable;
}

/** `query`: the row as read (QueryRow), with what inserts may leave to the column defaults. */
export type QueryTable = Omit<QueryRow, 'id' | 'status' | 'progress' | 'select_as_cta' | 'select_as_cta_used'> & {
  id: Id;
  status: Defaulted<QueryState>;
  progress: Defaulted<number>;
  select_as_cta: StoredBoolean;
  select_as_cta_used: StoredBoolean;
};

export interface SavedQueryTable extends AuditColumns {
  id: Id;
  uuid: string;
  user_id: number | null;
  db_id: number | null;
  catalog: string | null;
  schema: string | null;
  label: string | null;
  description: string | null;
  sql: string | null;
  template_parameters: string | null;
  extra_json: string | null;
  rows: number | null;
  last_run: StoredDatetime;
}

/** One SQL Lab editor tab; `latest_query_id` holds a `query.client_id` (no foreign key). */
export interface TabStateTable extends AuditColumns {
  id: Id;
  user_id: number;
  label: string | null;
  active: StoredBoolean;
  database_id: number | null;
  catalog: string | null;
  schema: string | null;
  sql: string | null;
  query_limit: number | null;
  latest_query_id: string | null;
  autorun: StoredBoolean;
  template_params: string | null;
  hide_left_bar: StoredBoolean;
  saved_query_id: number | null;
  extra_json: string | null;
}

/** A table shown in a tab's left bar. */
export interface TableSchemaTable extends AuditColumns {
  id: Id;
  tab_state_id: number;
  database_id: number;
  catalog: string | null;
  schema: string | null;
  table: string | null;
  description: string | null;
  expanded: StoredBoolean;
}

/** The shared key-value store (legacy `/kv/` links, SQL Lab permalinks), one `resource` each. */
export interface KeyValueTable extends AuditColumns {
  id: Id;
  uuid: string;
  resource: string;
  value: string;
  expires_on: StoredDatetime;
}

/** The store as SQL Lab reads it: its own tables and the platform's (users); databases come from the catalog's service. */
export type SqlLabDb = Kysely<PlatformTables & SqlLabTables>;
