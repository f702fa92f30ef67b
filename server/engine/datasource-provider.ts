import { token } from '../../core/di/token.ts';
import type { CompileDataset } from './compiler/index.ts';
import type { Backend, Connector } from './connectors/connector.ts';
import type { AuthUser } from '../security/auth-user.ts';

/** Superset's DatasourceType values a QueryContext may name (reference §3.2). */
export const DATASOURCE_TYPES = ['table', 'query', 'saved_query', 'view', 'sl_table'] as const;
export type DatasourceType = (typeof DATASOURCE_TYPES)[number];

export interface DatasourceRef {
  id: number | string;
  type: string;
}

/** One column of a datasource as queries and the `columns` result type read it. */
export interface QueryDatasourceColumn {
  column_name: string;
  verbose_name: string | null;
  type: string | null;
  is_dttm: boolean;
  filterable: boolean;
  groupby: boolean;
  expression: string | null;
  python_date_format: string | null;
}

/** What the query engine needs of a datasource to run a QueryObject on it. */
export interface QueryDatasource {
  id: number;
  type: DatasourceType;
  /** `42__table`. */
  uid: string;
  /** The dataset's name (`schema.table` or `table`), as errors name it. */
  name: string;
  /** Table, schema, virtual SQL, main time column, columns and saved metrics, as the compiler reads them. */
  compile: CompileDataset;
  columns: QueryDatasourceColumn[];
  /** Seconds; null = inherit from the database. */
  cacheTimeout: number | null;
  /** The dataset's `extra` (a JSON string) as stored. */
  extra: string | null;
  /** The dataset's `template_params` (a JSON object as text), variables of its templates. */
  templateParams?: string | null;
  /** When the dataset last changed: part of every cache key so an edit invalidates its results. */
  changedOn: string;
  database: { id: number; name: string; backend: Backend; cacheTimeout: number | null };
  /** The pooled connector of the datasource's database. */
  connector: Connector;
}

/**
 * An extension point: the plugin that owns datasets (catalog) registers it. `load` answers the
 * reference's 404 (`DatasourceNotFound`) for an unknown datasource; `assertAccess` throws the
 * reference's 403 (DATASOURCE_SECURITY_ACCESS_ERROR) when the user may not query it.
 */
export interface IDatasourceProvider {
  load(ref: DatasourceRef): Promise<QueryDatasource>;
  /** The dataset a database name and table name designate (warm_up_cache), or null. */
  findByName?(databaseName: string, tableName: string): Promise<DatasourceRef | null>;
  assertAccess(user: AuthUser | null, datasource: QueryDatasource): Promise<void>;
}
export const IDatasourceProvider = token<IDatasourceProvider>('IDatasourceProvider');
