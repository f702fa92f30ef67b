import type { Data } from 'apache-arrow';

/** The one interface every analytic engine is reached through (DuckDB, SQLite, PostgreSQL, MySQL). */
export type Backend = 'duckdb' | 'sqlite' | 'postgresql' | 'mysql';

/** Superset's GenericDataType. */
export enum GenericDataType {
  NUMERIC = 0,
  STRING = 1,
  TEMPORAL = 2,
  BOOLEAN = 3,
}

export interface ResultColumn {
  name: string;
  /** The engine's type name, e.g. BIGINT, TIMESTAMP, VARCHAR. */
  type: string;
  genericType: GenericDataType;
}

/**
 * Rows are arrays in column order, with values normalised the same for every engine: temporal
 * values as epoch milliseconds, big integers as numbers when safe (else decimal strings),
 * decimals as numbers, bytes as "[bytes]", JSON/structs/lists as plain JS values.
 */
export interface QueryResult {
  columns: ResultColumn[];
  rows: unknown[][];
  /** True when `maxRows` cut the result. */
  truncated: boolean;
}

export interface ExecuteOptions {
  /** Positional parameters; the SQL uses `?` (SQLite, MySQL, DuckDB) or `$1` (PostgreSQL, DuckDB). */
  params?: unknown[];
  maxRows?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface ColumnInfo {
  name: string;
  type: string;
  genericType: GenericDataType;
  isDttm: boolean;
  nullable: boolean;
  comment: string | null;
}

export interface TableKey {
  type: 'pk' | 'fk' | 'index';
  name: string | null;
  column_names: string[];
  unique?: boolean;
  referred_schema?: string | null;
  referred_table?: string;
  referred_columns?: string[];
  options?: Record<string, unknown>;
}

/** Superset's TableMetadata wire shape (reference §10.3). */
export interface TableMetadata {
  name: string;
  columns: { name: string; type: string; longType: string; keys: TableKey[]; comment: string | null }[];
  selectStar: string;
  primaryKey: TableKey | { constrained_columns: null; name: null };
  foreignKeys: TableKey[];
  indexes: TableKey[];
  comment: string | null;
}

export interface TableInfo {
  name: string;
  type: 'table' | 'view' | 'materialized_view';
}

/** Rows of a streamed result, column by column (values normalised as QueryResult's). */
export interface ColumnBatch {
  columns: ResultColumn[];
  /**
   * One array a column, each `rowCount` long. A connector that gives `arrow` may read these only
   * when first asked (a getter), so a caller that takes the Arrow columns pays no JS value a cell.
   */
  readonly values: unknown[][];
  rowCount: number;
  /**
   * Engines that can: each column straight from the engine's memory as Arrow, or null for a
   * column it cannot give so. Numbers as Float64 (64-bit integers as Int64), timestamps as
   * TimestampMillisecond, booleans as Bool, text as Utf8: the same values as `values`.
   */
  arrow?: (Data | null)[];
}

/** Statements on one connection of their own (see Connector.withSession). */
export interface ConnectorSession {
  execute(sql: string, opts?: ExecuteOptions): Promise<QueryResult>;
  /**
   * Engines that can stream: the statement's rows in batches as the engine yields them (no rows:
   * one empty batch; a result of no columns: nothing). Stop early by ending the iteration; `maxRows` is the
   * caller's to apply. Cancel with `signal`, as `execute`.
   */
  stream?(sql: string, opts?: ExecuteOptions): AsyncGenerator<ColumnBatch, void>;
}

export interface Connector {
  readonly backend: Backend;
  /** Runs one statement. Cancel with `signal`; `timeoutMs` stops it in the engine. */
  execute(sql: string, opts?: ExecuteOptions): Promise<QueryResult>;
  /**
   * Runs `fn` on a connection of its own, outside the pool and closed afterwards (as Superset's
   * NullPool for SQL Lab): temporary tables, SET and USE carry over between its statements and
   * never reach another caller.
   */
  withSession<T>(fn: (session: ConnectorSession) => Promise<T>): Promise<T>;
  testConnection(): Promise<void>;
  getSchemas(): Promise<string[]>;
  getTables(schema: string): Promise<TableInfo[]>;
  getColumns(table: string, schema: string | null): Promise<ColumnInfo[]>;
  getTableMetadata(table: string, schema: string | null): Promise<TableMetadata>;
  quoteIdentifier(name: string): string;
  selectStar(table: string, schema: string | null, limit?: number, columns?: string[]): string;
  /** Ends pools, workers and files; safe to call twice. */
  close(): Promise<void>;
}

const TEMPORAL = /^(date|datetime|time|timestamp|timestamptz|interval)|(timestamp|date|time)( with(out)? time zone)?$/i;
const NUMERIC =
  /^(tinyint|smallint|mediumint|int|integer|bigint|hugeint|ubigint|uinteger|usmallint|utinyint|uhugeint|int2|int4|int8|serial|bigserial|smallserial|decimal|numeric|real|double|double precision|float|float4|float8|money|number|year)\b/i;
const BOOLEAN = /^(bool|boolean|bit\(1\)|bit)$/i;

/** The generic kind of an engine type name (for coltypes and dataset columns). */
export function genericTypeOf(backend: Backend, typeName: string): GenericDataType {
  const t = typeName.trim();
  // MySQL keeps booleans as tinyint(1): treat them as booleans, as SQLAlchemy's BOOLEAN does.
  if (backend === 'mysql' && /^tinyint\(1\)/i.test(t)) return GenericDataType.BOOLEAN;
  if (BOOLEAN.test(t)) return GenericDataType.BOOLEAN;
  if (TEMPORAL.test(t)) return GenericDataType.TEMPORAL;
  if (NUMERIC.test(t)) return GenericDataType.NUMERIC;
  return GenericDataType.STRING;
}
