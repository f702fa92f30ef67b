import type { DatabaseEntry, IDatabaseDirectory } from '../../../../server/engine/database-directory.ts';
import { parseUri } from '../../../../server/engine/connectors/uri.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';

/** The database keys SQL Lab's bootstrap lists (Superset's DATABASE_KEYS). */
export interface SqlLabDatabaseDict {
  id: number;
  database_name: string;
  backend: string;
  allow_file_upload: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_dml: boolean;
  allow_run_async: boolean;
  allows_subquery: boolean;
  allows_cost_estimate: boolean;
  allows_virtual_table_explore: boolean;
  expose_in_sqllab: boolean;
  force_ctas_schema: string | null;
  disable_data_preview: boolean;
  disable_drill_to_detail: boolean;
  allow_multi_catalog: boolean;
}

function backendOf(uri: string): string {
  try {
    return parseUri(uri).backend;
  } catch {
    return uri.split(':')[0]!.split('+')[0]!;
  }
}

/** The databases exposed in SQL Lab that the user may reach (the catalog says which they may). */
export async function sqlLabDatabases(directory: IDatabaseDirectory, user: AuthUser): Promise<SqlLabDatabaseDict[]> {
  const rows: DatabaseEntry[] = await directory.reachableBy(user);
  return rows
    .filter((row) => row.expose_in_sqllab)
    .map((row) => {
      const extra = row.extra;
      const backend = backendOf(row.sqlalchemy_uri);
      return {
        id: row.id,
        database_name: row.database_name,
        backend,
        allow_file_upload: row.allow_file_upload,
        allow_ctas: row.allow_ctas,
        allow_cvas: row.allow_cvas,
        allow_dml: row.allow_dml,
        allow_run_async: row.allow_run_async,
        allows_subquery: true,
        allows_cost_estimate:
          ['postgresql', 'mysql', 'duckdb', 'sqlite'].includes(backend) && extra.cost_estimate_enabled === true,
        allows_virtual_table_explore: extra.allows_virtual_table_explore !== false,
        expose_in_sqllab: true,
        force_ctas_schema: row.force_ctas_schema,
        disable_data_preview: extra.disable_data_preview === true,
        disable_drill_to_detail: extra.disable_drill_to_detail === true,
        allow_multi_catalog: extra.allow_multi_catalog === true,
      };
    });
}
