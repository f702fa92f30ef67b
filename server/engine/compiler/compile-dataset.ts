import type { Backend } from '../connectors/connector.ts';

/** The SQL dialects the compiler writes: one per connector backend. */
export type Dialect = Backend;

export const DIALECTS: readonly Dialect[] = ['duckdb', 'sqlite', 'postgresql', 'mysql'];

export interface CompileDatasetColumn {
  column_name: string;
  /** Calculated column SQL (trusted: written by a dataset editor). */
  expression: string | null;
  /** The engine's type name, e.g. TIMESTAMP, VARCHAR, BIGINT. */
  type: string | null;
  is_dttm: boolean;
  /** `epoch_s`, `epoch_ms` or a strftime pattern such as `%Y-%m-%d`. */
  python_date_format: string | null;
}

export interface CompileDatasetMetric {
  metric_name: string;
  /** Aggregate SQL (trusted). */
  expression: string;
}

/** The dataset a QueryObject runs on. */
export interface CompileDataset {
  table_name: string;
  schema: string | null;
  /** Virtual dataset SQL, checked to be one SELECT (sql/virtual-dataset-sql.ts) and wrapped as `(<sql>) AS virtual_table`. */
  sql: string | null;
  main_dttm_col: string | null;
  columns: CompileDatasetColumn[];
  metrics: CompileDatasetMetric[];
}
