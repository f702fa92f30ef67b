import { token } from '../../core/di/token.ts';
import type { AuthUser } from '../security/auth-user.ts';

/** A database connection as other plugins see it (no URI password, no encrypted extra). */
export interface DatabaseEntry {
  id: number;
  database_name: string;
  /** The stored URI, password masked out (it lives apart, encrypted). */
  sqlalchemy_uri: string;
  expose_in_sqllab: boolean;
  allow_run_async: boolean;
  allow_file_upload: boolean;
  allow_ctas: boolean;
  allow_cvas: boolean;
  allow_dml: boolean;
  force_ctas_schema: string | null;
  /** The database's `extra` JSON, read leniently. */
  extra: Record<string, unknown>;
}

/** A dataset as an editor opens it (SQL Lab's "open in SQL Lab"). */
export interface DatasetEntry {
  id: number;
  table_name: string;
  schema: string | null;
  catalog: string | null;
  sql: string | null;
  template_params: string | null;
  database_id: number;
  /** The dataset's database URI (password masked out), for its SQL dialect. */
  sqlalchemy_uri: string;
}

/**
 * An extension point: the plugin that owns databases and datasets (catalog) registers it, and
 * other plugins read database names and access through it instead of reading its tables.
 */
export interface IDatabaseDirectory {
  /** The names of the databases by id; ids that do not exist are left out. */
  names(ids: readonly number[]): Promise<Map<number, string>>;
  exists(id: number): Promise<boolean>;
  /**
   * The databases the user may reach, by id: all of them for admins and all-database/all-datasource
   * access, else those granted as a database, or through a schema or dataset permission inside it
   * (Superset's DatabaseFilter).
   */
  reachableBy(user: AuthUser): Promise<DatabaseEntry[]>;
  /** The dataset when it exists and the user may read it (owner, or dataset, database or schema access); else null. */
  readableDataset(user: AuthUser, id: number): Promise<DatasetEntry | null>;
}
export const IDatabaseDirectory = token<IDatabaseDirectory>('IDatabaseDirectory');
