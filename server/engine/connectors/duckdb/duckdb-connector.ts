import fs from 'node:fs';
import { DuckDBConnection, DuckDBInstance, type DuckDBValue } from '@duckdb/node-api';
import {
  genericTypeOf,
  type ColumnBatch,
  type ColumnInfo,
  type Connector,
  type ConnectorSession,
  type ExecuteOptions,
  type QueryResult,
  type TableInfo,
  type TableMetadata,
} from '../connector.ts';
import { ConnectorError, stopped, timedOut } from '../connector-error.ts';
import { normalizeColumnInPlace, withDeadline } from '../normalize.ts';
import { ConnectorBase } from '../connector-base.ts';
import { buildTableMetadata, type RawKeys } from '../table-metadata.ts';
import { ConnectionQueue } from '../connection-queue.ts';
import { mapDuckDbError } from './duckdb-errors.ts';
import { DUCKDB_LOCKDOWN } from './duckdb-lockdown.ts';
import { chunkToArrow } from './duckdb-arrow.ts';
import { readDuckDbRows } from './duckdb-rows.ts';
import { loupeDuckDbConverter } from './duckdb-values.ts';

export interface DuckDbOptions {
  /** Absolute file path or ':memory:'. */
  file: string;
  readOnly?: boolean;
  poolSize?: number;
  statementTimeoutMs?: number;
}

/**
 * DuckDB through @duckdb/node-api: its async API runs queries off the event loop. One instance
 * per file (DuckDB allows one per process), a small pool of connections, and interrupt() to
 * stop a statement on cancel or timeout.
 */
export class DuckDbConnector extends ConnectorBase implements Connector {
  protected readonly quoteChar = '"' as const;
  readonly backend = 'duckdb' as const;
  private instance: Promise<DuckDBInstance> | null = null;
  private readonly queue: ConnectionQueue<DuckDBConnection>;
  private closed = false;

  constructor(private readonly opts: DuckDbOptions) {
    super();
    this.queue = new ConnectionQueue(
      opts.poolSize ?? 4,
      async () => DuckDBConnection.create(await this.open()),
      (c) => c.closeSync(),
    );
  }

  private open(): Promise<DuckDBInstance> {
    if (this.closed) throw new ConnectorError('GENERIC_DB_ENGINE_ERROR', 'The connection is closed');
    this.instance ??= (async () => {
      const { file, readOnly } = this.opts;
      if (file !== ':memory:' && !fs.existsSync(file)) {
        throw new ConnectorError('CONNECTION_UNKNOWN_DATABASE_ERROR', `The DuckDB file ${file} does not exist.`, {
          invalid: ['database'],
          engine_name: 'DuckDB',
        });
      }
      try {
        // Locked down from the start: DuckDB still opens the file it is given, and nothing else.
        return await DuckDBInstance.fromCache(
          file,
          readOnly ? { access_mode: 'READ_ONLY', ...DUCKDB_LOCKDOWN } : { ...DUCKDB_LOCKDOWN },
        );
      } catch (err) {
        throw mapDuckDbError(err);
      }
    })();
    this.instance.catch(() => (this.instance = null));
    return this.instance;
  }

  async execute(sql: string, opts: ExecuteOptions = {}): Promise<QueryResult> {
    if (opts.signal?.aborted) throw stopped();
    const conn = await this.queue.acquire();
    try {
      return await this.runOn(conn, sql, opts);
    } finally {
      this.queue.release(conn);
    }
  }

  async withSession<T>(fn: (session: ConnectorSession) => Promise<T>): Promise<T> {
    let conn: DuckDBConnection;
    try {
      conn = await DuckDBConnection.create(await this.open());
    } catch (err) {
      throw mapDuckDbError(err);
    }
    try {
      return await fn({
        execute: (sql, opts = {}) => this.runOn(conn, sql, opts),
        stream: (sql, opts = {}) => this.streamOn(conn, sql, opts),
      });
    } finally {
      conn.closeSync();
    }
  }

  /** One statement on a connection, stopped with interrupt() on stop or timeout. */
  private async runOn(conn: DuckDBConnection, sql: string, opts: ExecuteOptions): Promise<QueryResult> {
    const deadline = withDeadline({ signal: opts.signal, timeoutMs: opts.timeoutMs ?? this.opts.statementTimeoutMs });
    if (deadline.signal.aborted) {
      deadline.done();
      throw stopped();
    }
    const onAbort = () => conn.interrupt();
    deadline.signal.addEventListener('abort', onAbort, { once: true });
    try {
      const values = (opts.params ?? []) as DuckDBValue[];
      // Without parameters the statement runs as it is: given values (even none), the driver first
      // splits the text into statements and prepares each, about a millisecond on the event loop.
      const bound = values.length > 0 ? values : undefined;
      const reader =
        opts.maxRows !== undefined
          ? await conn.streamAndReadUntil(sql, opts.maxRows + 1, bound)
          : await conn.runAndReadAll(sql, bound);
      const names = reader.columnNames();
      const types = reader.columnTypes().map((t) => t.toString());
      const truncated = opts.maxRows !== undefined && reader.currentRowCount > opts.maxRows;
      return {
        columns: names.map((name, i) => ({ name, type: types[i]!, genericType: genericTypeOf('duckdb', types[i]!) })),
        rows: readDuckDbRows(reader, opts.maxRows),
        truncated,
      };
    } catch (err) {
      if (deadline.signal.aborted)
        throw deadline.timedOut() ? timedOut(opts.timeoutMs ?? this.opts.statementTimeoutMs ?? 0) : stopped();
      throw mapDuckDbError(err);
    } finally {
      deadline.signal.removeEventListener('abort', onAbort);
      deadline.done();
    }
  }

  /** One statement's rows chunk by chunk (2,048 rows each) as DuckDB yields them, as columns. */
  private async *streamOn(conn: DuckDBConnection, sql: string, opts: ExecuteOptions): AsyncGenerator<ColumnBatch> {
    const deadline = withDeadline({ signal: opts.signal, timeoutMs: opts.timeoutMs ?? this.opts.statementTimeoutMs });
    if (deadline.signal.aborted) {
      deadline.done();
      throw stopped();
    }
    const onAbort = () => conn.interrupt();
    deadline.signal.addEventListener('abort', onAbort, { once: true });
    const failed = (err: unknown) => {
      if (deadline.signal.aborted)
        return deadline.timedOut() ? timedOut(opts.timeoutMs ?? this.opts.statementTimeoutMs ?? 0) : stopped();
      return mapDuckDbError(err);
    };
    try {
      const values = (opts.params ?? []) as DuckDBValue[];
      let result;
      try {
        result = await conn.stream(sql, values.length > 0 ? values : undefined);
      } catch (err) {
        throw failed(err);
      }
      const duckTypes = result.columnTypes();
      const types = duckTypes.map((t) => t.toString());
      const columns = result
        .columnNames()
        .map((name, i) => ({ name, type: types[i]!, genericType: genericTypeOf('duckdb', types[i]!) }));
      if (columns.length === 0) return;
      let yielded = false;
      for (;;) {
        let chunk;
        try {
          chunk = await result.fetchChunk();
        } catch (err) {
          throw failed(err);
        }
        if (deadline.signal.aborted) throw failed(null);
        if (!chunk || chunk.rowCount === 0) {
          // No rows at all: one empty batch still says the columns.
          if (!yielded) yield { columns, values: columns.map(() => []), rowCount: 0 };
          return;
        }
        yielded = true;
        // Arrow straight from the vectors; JS values only if the caller asks for them.
        const read = chunk;
        let cols: unknown[][] | null = null;
        yield {
          columns,
          rowCount: chunk.rowCount,
          arrow: chunkToArrow(chunk, duckTypes),
          get values(): unknown[][] {
            if (!cols) {
              cols = read.convertColumns(loupeDuckDbConverter) as unknown[][];
              for (const col of cols) normalizeColumnInPlace(col);
            }
            return cols;
          },
        };
      }
    } finally {
      deadline.signal.removeEventListener('abort', onAbort);
      deadline.done();
    }
  }

  async testConnection(): Promise<void> {
    await this.execute('SELECT 1');
  }

  async getSchemas(): Promise<string[]> {
    const r = await this.execute(
      "SELECT schema_name FROM duckdb_schemas() WHERE database_name = current_database() AND schema_name NOT IN ('information_schema', 'pg_catalog') ORDER BY 1",
    );
    return r.rows.map((x) => x[0] as string);
  }

  async getTables(schema: string): Promise<TableInfo[]> {
    const r = await this.execute(
      "SELECT table_name, 'table' FROM duckdb_tables() WHERE database_name = current_database() AND schema_name = ? UNION ALL SELECT view_name, 'view' FROM duckdb_views() WHERE database_name = current_database() AND schema_name = ? AND NOT internal ORDER BY 1",
      { params: [schema, schema] },
    );
    return r.rows.map((x) => ({ name: x[0] as string, type: x[1] as TableInfo['type'] }));
  }

  async getColumns(table: string, schema: string | null): Promise<ColumnInfo[]> {
    const r = await this.execute(
      'SELECT column_name, data_type, is_nullable, comment FROM duckdb_columns() WHERE database_name = current_database() AND schema_name = ? AND table_name = ? ORDER BY column_index',
      { params: [schema ?? 'main', table] },
    );
    if (r.rows.length === 0)
      throw new ConnectorError(
        'TABLE_DOES_NOT_EXIST_ERROR',
        `Table ${schema ? `${schema}.` : ''}${table} does not exist`,
        { table, schema },
      );
    return r.rows.map(([name, type, nullable, comment]) => {
      const genericType = genericTypeOf('duckdb', type as string);
      return {
        name: name as string,
        type: type as string,
        genericType,
        isDttm: genericType === 2,
        nullable: Boolean(nullable),
        comment: (comment as string | null) ?? null,
      };
    });
  }

  async getTableMetadata(table: string, schema: string | null): Promise<TableMetadata> {
    const columns = await this.getColumns(table, schema);
    const s = schema ?? 'main';
    const constraints = await this.execute(
      'SELECT constraint_type, constraint_name, constraint_column_names, referenced_table, referenced_column_names FROM duckdb_constraints() WHERE database_name = current_database() AND schema_name = ? AND table_name = ?',
      { params: [s, table] },
    );
    const indexes = await this.execute(
      'SELECT index_name, is_unique, expressions FROM duckdb_indexes() WHERE database_name = current_database() AND schema_name = ? AND table_name = ?',
      {
        params: [s, table],
      },
    );
    const comment = await this.execute(
      'SELECT comment FROM duckdb_tables() WHERE database_name = current_database() AND schema_name = ? AND table_name = ?',
      { params: [s, table] },
    );
    const keys: RawKeys = { pk: null, fks: [], indexes: [] };
    for (const [type, name, cols, refTable, refCols] of constraints.rows) {
      if (type === 'PRIMARY KEY') keys.pk = { name: (name as string) ?? null, columns: cols as string[] };
      if (type === 'FOREIGN KEY')
        keys.fks.push({
          name: (name as string) ?? null,
          columns: cols as string[],
          referredSchema: s,
          referredTable: refTable as string,
          referredColumns: refCols as string[],
        });
    }
    for (const [name, unique, exprs] of indexes.rows) {
      const list = Array.isArray(exprs)
        ? (exprs as string[])
        : String(exprs ?? '')
            .replace(/^\[|\]$/g, '')
            .split(',')
            .map((e) => e.trim())
            .filter(Boolean);
      keys.indexes.push({
        name: name as string,
        columns: list.map((e) => e.replace(/^"|"$/g, '')),
        unique: Boolean(unique),
      });
    }
    return buildTableMetadata(
      table,
      columns,
      keys,
      (comment.rows[0]?.[0] as string | null) ?? null,
      this.selectStar(
        table,
        schema,
        100,
        columns.map((c) => c.name),
      ),
    );
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await this.queue.close();
    // Instances come from DuckDB's per-file cache and are shared; the cache keeps them.
  }
}
