/** A `dbs` row as stored (booleans may read back as 0/1 from SQLite). */
export interface DatabaseRow {
  id: number;
  uuid: string;
  database_name: string;
  verbose_name: string | null;
  sqlalchemy_uri: string;
  password: string | null;
  cache_timeout: number | null;
  expose_in_sqllab: boolean | number;
  allow_run_async: boolean | number;
  allow_file_upload: boolean | number;
  allow_ctas: boolean | number;
  allow_cvas: boolean | number;
  allow_dml: boolean | number;
  force_ctas_schema: string | null;
  impersonate_user: boolean | number;
  configuration_method: string;
  extra: string | null;
  encrypted_extra: string | null;
  server_cert: string | null;
  is_managed_externally: boolean | number;
  external_url: string | null;
  created_on: string | null;
  changed_on: string | null;
  created_by_fk: number | null;
  changed_by_fk: number | null;
}

/** The `extra` JSON of a database, read leniently (it is user-edited text). */
export function databaseExtra(row: Pick<DatabaseRow, 'extra'>): Record<string, unknown> {
  if (!row.extra) return {};
  try {
    const v: unknown = JSON.parse(row.extra);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
