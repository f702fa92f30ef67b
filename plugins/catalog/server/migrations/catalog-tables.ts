import type { Kysely } from 'kysely';
import type { PlatformTables } from '../../../../server/store/platform-tables.ts';
import type { AuditColumns, Defaulted, Id, StoredBoolean } from '../../../../server/store/column-types.ts';

/** The catalog's tables, as its migrations create them (Superset's names). */
export interface CatalogTables {
  dbs: DbsTable;
  tables: TablesTable;
  table_columns: TableColumnsTable;
  sql_metrics: SqlMetricsTable;
  sqlatable_user: { id: Id; user_id: number; table_id: number };
  row_level_security_filters: RowLevelSecurityFiltersTable;
  rls_filter_roles: { id: Id; role_id: number; rls_filter_id: number };
  rls_filter_tables: { id: Id; table_id: number; rls_filter_id: number };
  ssh_tunnels: SshTunnelsTable;
}

/** `dbs`: one row per connection; the password lives apart, encrypted. */
export interface DbsTable extends AuditColumns {
  id: Id;
  uuid: string;
  database_name: string;
  verbose_name: string | null;
  sqlalchemy_uri: string;
  password: string | null;
  cache_timeout: number | null;
  expose_in_sqllab: StoredBoolean;
  allow_run_async: StoredBoolean;
  allow_file_upload: StoredBoolean;
  allow_ctas: StoredBoolean;
  allow_cvas: StoredBoolean;
  allow_dml: StoredBoolean;
  force_ctas_schema: string | null;
  impersonate_user: StoredBoolean;
  configuration_method: Defaulted<string>;
  extra: string | null;
  encrypted_extra: string | null;
  server_cert: string | null;
  is_managed_externally: StoredBoolean;
  external_url: string | null;
}

/** `ssh_tunnels`: the SSH tunnel a database is reached through; its secrets encrypted (ISecretBox). */
export interface SshTunnelsTable extends AuditColumns {
  id: Id;
  uuid: string;
  database_id: number;
  server_address: string;
  server_port: number;
  username: string;
  password: string | null;
  private_key: string | null;
  private_key_password: string | null;
}

/** `tables`: one row per dataset (Superset's SqlaTable). */
export interface TablesTable extends AuditColumns {
  id: Id;
  uuid: string;
  table_name: string;
  catalog: string | null;
  schema: string | null;
  database_id: number;
  sql: string | null;
  description: string | null;
  main_dttm_col: string | null;
  default_endpoint: string | null;
  offset: Defaulted<number>;
  cache_timeout: number | null;
  is_sqllab_view: StoredBoolean;
  template_params: string | null;
  filter_select_enabled: StoredBoolean;
  fetch_values_predicate: string | null;
  normalize_columns: StoredBoolean;
  always_filter_main_dttm: StoredBoolean;
  extra: string | null;
  params: string | null;
  perm: string | null;
  schema_perm: string | null;
  catalog_perm: string | null;
  is_managed_externally: StoredBoolean;
  external_url: string | null;
}

export interface TableColumnsTable extends AuditColumns {
  id: Id;
  uuid: string;
  table_id: number;
  column_name: string;
  verbose_name: string | null;
  type: string | null;
  is_dttm: StoredBoolean;
  is_active: StoredBoolean;
  groupby: StoredBoolean;
  filterable: StoredBoolean;
  expression: string | null;
  description: string | null;
  python_date_format: string | null;
  advanced_data_type: string | null;
  extra: string | null;
}

export interface SqlMetricsTable extends AuditColumns {
  id: Id;
  uuid: string;
  table_id: number;
  metric_name: string;
  verbose_name: string | null;
  metric_type: string | null;
  expression: string;
  description: string | null;
  d3format: string | null;
  currency: string | null;
  warning_text: string | null;
  extra: string | null;
}

export interface RowLevelSecurityFiltersTable extends AuditColumns {
  id: Id;
  name: string;
  description: string | null;
  filter_type: 'Regular' | 'Base';
  group_key: string | null;
  clause: string;
}

/** The store as the catalog reads it: its own tables and the platform's (users, roles). */
export type CatalogDb = Kysely<PlatformTables & CatalogTables>;
