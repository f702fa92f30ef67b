import mysql from 'mysql2/promise';
import type { FieldPacket } from 'mysql2';
import {
  genericTypeOf,
  type ColumnInfo,
  type Connector,
  type ConnectorSession,
  type ExecuteOptions,
  type QueryResult,
  type TableInfo,
  type TableMetadata,
} from '../connector.ts';
import { ConnectorError, stopped, timedOut } from '../connector-error.ts';
import { normalizeValue, withDeadline } from '../normalize.ts';
import { ConnectorBase } from '../connector-base.ts';
import { buildTableMetadata, type RawKeys } from '../table-metadata.ts';
import type { ParsedUri } from '../uri.ts';
import { mapMysqlError } from './mysql-errors.ts';
import { mysqlTypeName, mysqlValue } from './mysql-types.ts';

export interface MysqlOptions {
  parsed: ParsedUri;
  poolSize?: number;
  statementTimeoutMs?: number;
}

const IS = 'information_schema';

/** MySQL and MariaDB through mysql2's pool; a running statement is stopped with KILL QUERY. */
export class MysqlConnector extends ConnectorBase implements Connector {
  protected readonly quoteChar = '`' as const;
  readonly backend = 'mysql' as const;
  private readonly pool: mysql.Pool;
  private closed = false;

  constructor(private readonly opts: MysqlOptions) {
    super();
    const p = opts.parsed;
    this.pool = mysql.createPool({
      host: p.host,
      port: p.port ?? 3306,
      user: p.username,
      password: p.password ?? '',
      database: p.database,
      connectionLimit: opts.poolSize ?? 5,
      connectTimeout: 10_000,
      rowsAsArray: true,
      timezone: 'Z',
      dateStrings: true,
      supportBigNumbers: true,
      bigNumberStrings: true,
      decimalNumbers: false,
      multipleStatements: false,
      ssl: p.query.ssl === 'true' ? {} : undefined,
    });
    // mysql2 drops a pooled connection on its first error but listens only once: a second error
    // (or one while it is checked out with no command running) would end the process.
    this.pool.on('connection', (conn) => {
      conn.on('error', () => undefined);
    });
  }

  private where() {
    const p = this.opts.parsed;
    return { host: p.host, port: p.port ?? 3306, username: p.username, database: p.database };
  }

  async execute(sql: string, opts: ExecuteOptions = {}): Promise<QueryResult> {
    if (this.closed) throw new ConnectorError('GENERIC_DB_ENGINE_ERROR', 'The connection is closed');
    if (opts.signal?.aborted) throw stopped();
    let conn: mysql.PoolConnection;
    try {
      conn = await this.pool.getConnection();
    } catch (err) {
      throw mapMysqlError(err, this.where());
    }
    try {
      return await this.runOn(conn, sql, opts);
    } finally {
      conn.release();
    }
  }

  async withSession<T>(fn: (session: ConnectorSession) => Promise<T>): Promise<T> {
    if (this.closed) throw new ConnectorError('GENERIC_DB_ENGINE_ERROR', 'The connection is closed');
    const p = this.opts.parsed;
    let conn: mysql.Connection;
    try {
      conn = await mysql.createConnection({
        host: p.host,
        port: p.port ?? 3306,
        user: p.username,
        password: p.password ?? '',
        database: p.database,
        connectTimeout: 10_000,
        rowsAsArray: true,
        timezone: 'Z',
        dateStrings: true,
        supportBigNumbers: true,
        bigNumberStrings: true,
        decimalNumbers: false,
        multipleStatements: false,
        ssl: p.query.ssl === 'true' ? {} : undefined,
      });
    } catch (err) {
      throw mapMysqlError(err, this.where());
    }
    conn.on('error', () => undefined);
    try {
      return await fn({ execute: (sql, opts = {}) => this.runOn(conn, sql, opts) });
    } finally {
      await conn.end().catch(() => conn.destroy());
    }
  }

  /** One statement on a connection, stopped with KILL QUERY from the pool on stop or timeout. */
  private async runOn(conn: mysql.Connection, sql: string, opts: ExecuteOptions): Promise<QueryResult> {
    const timeoutMs = opts.timeoutMs ?? this.opts.statementTimeoutMs;
    const deadline = withDeadline({ signal: opts.signal, timeoutMs });
    if (deadline.signal.aborted) {
      deadline.done();
      throw stopped();
    }
    const onAbort = () => void this.pool.query(`KILL QUERY ${Number(conn.threadId)}`).catch(() => undefined);
    deadline.signal.addEventListener('abort', onAbort, { once: true });
    try {
      const [rows, fields] = (await conn.query({ sql, values: opts.params ?? [], rowsAsArray: true })) as [
        unknown,
        FieldPacket[] | undefined,
      ];
      const types = (fields ?? []).map(mysqlTypeName);
      let data = Array.isArray(rows) ? (rows as unknown[][]) : [];
      if (deadline.signal.aborted) throw new Error('interrupted');
      let truncated = false;
      if (opts.maxRows !== undefined && data.length > opts.maxRows) {
        data = data.slice(0, opts.maxRows);
        truncated = true;
      }
      return {
        columns: (fields ?? []).map((f, i) => ({
          name: f.name,
          type: types[i]!,
          genericType: genericTypeOf('mysql', types[i]!),
        })),
        rows: data.map((r) => r.map((v, i) => normalizeValue(mysqlValue(types[i]!, v)))),
        truncated,
      };
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (deadline.signal.aborted || code === 'ER_QUERY_INTERRUPTED')
        throw deadline.timedOut() ? timedOut(timeoutMs ?? 0) : stopped();
      throw mapMysqlError(err, this.where());
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
      `SELECT schema_name FROM ${IS}.schemata WHERE schema_name NOT IN ('information_schema', 'mysql', 'performance_schema', 'sys') ORDER BY 1`,
    );
    return r.rows.map((x) => x[0] as string);
  }

  async getTables(schema: string): Promise<TableInfo[]> {
    const r = await this.execute(`SELECT table_name, table_type FROM ${IS}.tables WHERE table_schema = ? ORDER BY 1`, {
      params: [schema],
    });
    return r.rows.map((x) => ({ name: x[0] as string, type: x[1] === 'VIEW' ? 'view' : 'table' }));
  }

  async getColumns(table: string, schema: string | null): Promise<ColumnInfo[]> {
    const r = await this.execute(
      `SELECT column_name, column_type, is_nullable, column_comment FROM ${IS}.columns WHERE table_schema = COALESCE(?, DATABASE()) AND table_name = ? ORDER BY ordinal_position`,
      { params: [schema, table] },
    );
    if (r.rows.length === 0)
      throw new ConnectorError(
        'TABLE_DOES_NOT_EXIST_ERROR',
        `Table '${schema ? `${schema}.` : ''}${table}' doesn't exist`,
        { table, schema },
      );
    return r.rows.map(([name, type, nullable, comment]) => {
      const t = String(type).toUpperCase();
      const genericType = genericTypeOf('mysql', t);
      return {
        name: name as string,
        type: t,
        genericType,
        isDttm: genericType === 2,
        nullable: nullable === 'YES',
        comment: (comment as string) || null,
      };
    });
  }

  async getTableMetadata(table: string, schema: string | null): Promise<TableMetadata> {
    const columns = await this.getColumns(table, schema);
    const params = [schema, table];
    const [keyRows, idxRows, comment] = await Promise.all([
      this.execute(
        `SELECT constraint_name, column_name, referenced_table_schema, referenced_table_name, referenced_column_name FROM ${IS}.key_column_usage
         WHERE table_schema = COALESCE(?, DATABASE()) AND table_name = ? AND (constraint_name = 'PRIMARY' OR referenced_table_name IS NOT NULL) ORDER BY constraint_name, ordinal_position`,
        { params },
      ),
      this.execute(
        `SELECT index_name, non_unique, column_name FROM ${IS}.statistics WHERE table_schema = COALESCE(?, DATABASE()) AND table_name = ? AND index_name <> 'PRIMARY' ORDER BY index_name, seq_in_index`,
        { params },
      ),
      this.execute(
        `SELECT table_comment FROM ${IS}.tables WHERE table_schema = COALESCE(?, DATABASE()) AND table_name = ?`,
        { params },
      ),
    ]);
    const keys: RawKeys = { pk: null, fks: [], indexes: [] };
    const fks = new Map<string, RawKeys['fks'][number]>();
    for (const [name, col, refSchema, refTable, refCol] of keyRows.rows) {
      if (name === 'PRIMARY') (keys.pk ??= { name: 'PRIMARY', columns: [] }).columns.push(col as string);
      else {
        const fk = fks.get(name as string) ?? {
          name: name as string,
          columns: [],
          referredSchema: refSchema as string,
          referredTable: refTable as string,
          referredColumns: [],
        };
        fk.columns.push(col as string);
        fk.referredColumns.push(refCol as string);
        fks.set(name as string, fk);
      }
    }
    keys.fks = [...fks.values()];
    const idx = new Map<string, RawKeys['indexes'][number]>();
    for (const [name, nonUnique, col] of idxRows.rows) {
      const i = idx.get(name as string) ?? { name: name as string, unique: Number(nonUnique) === 0, columns: [] };
      i.columns.push(col as string);
      idx.set(name as string, i);
    }
    keys.indexes = [...idx.values()];
    return buildTableMetadata(
      table,
      columns,
      keys,
      (comment.rows[0]?.[0] as string) || null,
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
    await this.pool.end();
  }
}
