import pg from 'pg';
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
import { normalizeRowsInPlace, withDeadline } from '../normalize.ts';
import { ConnectorBase } from '../connector-base.ts';
import { buildTableMetadata, type RawKeys } from '../table-metadata.ts';
import type { ParsedUri } from '../uri.ts';
import {
  PG_COLUMNS,
  PG_CONSTRAINTS,
  PG_INDEXES,
  PG_SCHEMAS,
  PG_TABLE_COMMENT,
  PG_TABLES,
  PG_TYPE_NAMES,
} from './postgres-catalog-sql.ts';
import { mapPostgresError } from './postgres-errors.ts';
import { PG_TYPES } from './postgres-types.ts';
import { guardPgPool } from '../../../store/guard-pg-pool.ts';

export interface PostgresOptions {
  uri: string;
  parsed: ParsedUri;
  poolSize?: number;
  statementTimeoutMs?: number;
}

/**
 * PostgreSQL through pg's pool. A running statement is stopped with pg_cancel_backend from a
 * separate connection, on cancel and on timeout alike.
 */
export class PostgresConnector extends ConnectorBase implements Connector {
  protected readonly quoteChar = '"' as const;
  readonly backend = 'postgresql' as const;
  private readonly pool: pg.Pool;
  private typeNames: Promise<Map<number, string>> | null = null;
  private closed = false;

  constructor(private readonly opts: PostgresOptions) {
    super();
    const p = opts.parsed;
    this.pool = new pg.Pool({
      host: p.host,
      port: p.port ?? 5432,
      user: p.username,
      password: p.password ?? '',
      database: p.database ?? p.username,
      max: opts.poolSize ?? 5,
      connectionTimeoutMillis: 10_000,
      idleTimeoutMillis: 30_000,
      ssl: p.query.sslmode === 'require' ? { rejectUnauthorized: false } : undefined,
      application_name: 'loupe',
    });
    // Idle clients dropped by the server, and busy ones whose connection dies mid-query (that query
    // fails with its own error): the pool drops them and the next query reconnects.
    guardPgPool(this.pool, () => undefined);
  }

  private where() {
    const p = this.opts.parsed;
    return { host: p.host, port: p.port ?? 5432, username: p.username, database: p.database };
  }

  private async cancel(pid: number): Promise<void> {
    const p = this.opts.parsed;
    const c = new pg.Client({
      host: p.host,
      port: p.port ?? 5432,
      user: p.username,
      password: p.password ?? '',
      database: p.database ?? p.username,
    });
    c.on('error', () => undefined);
    try {
      await c.connect();
      await c.query('SELECT pg_cancel_backend($1)', [pid]);
    } finally {
      await c.end().catch(() => undefined);
    }
  }

  async execute(sql: string, opts: ExecuteOptions = {}): Promise<QueryResult> {
    if (this.closed) throw new ConnectorError('GENERIC_DB_ENGINE_ERROR', 'The connection is closed');
    if (opts.signal?.aborted) throw stopped();
    let client: pg.PoolClient;
    try {
      client = await this.pool.connect();
    } catch (err) {
      throw mapPostgresError(err, this.where());
    }
    try {
      return await this.runOn(client, sql, opts);
    } finally {
      client.release();
    }
  }

  async withSession<T>(fn: (session: ConnectorSession) => Promise<T>): Promise<T> {
    if (this.closed) throw new ConnectorError('GENERIC_DB_ENGINE_ERROR', 'The connection is closed');
    const p = this.opts.parsed;
    const client = new pg.Client({
      host: p.host,
      port: p.port ?? 5432,
      user: p.username,
      password: p.password ?? '',
      database: p.database ?? p.username,
      connectionTimeoutMillis: 10_000,
      ssl: p.query.sslmode === 'require' ? { rejectUnauthorized: false } : undefined,
      application_name: 'loupe',
    });
    client.on('error', () => undefined); // a dropped connection fails its query; the session ends with it
    try {
      await client.connect();
    } catch (err) {
      throw mapPostgresError(err, this.where());
    }
    try {
      return await fn({ execute: (sql, opts = {}) => this.runOn(client, sql, opts) });
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /** One statement on a connection, cancelled with pg_cancel_backend on stop or timeout. */
  private async runOn(client: pg.ClientBase, sql: string, opts: ExecuteOptions): Promise<QueryResult> {
    const timeoutMs = opts.timeoutMs ?? this.opts.statementTimeoutMs;
    const deadline = withDeadline({ signal: opts.signal, timeoutMs });
    if (deadline.signal.aborted) {
      deadline.done();
      throw stopped();
    }
    const pid = (client as unknown as { processID: number }).processID;
    const onAbort = () => void this.cancel(pid).catch(() => undefined);
    deadline.signal.addEventListener('abort', onAbort, { once: true });
    try {
      const res = await client.query({ text: sql, values: opts.params ?? [], rowMode: 'array', types: PG_TYPES });
      const names = await this.types();
      let rows = (res.rows ?? []) as unknown[][];
      let truncated = false;
      if (opts.maxRows !== undefined && rows.length > opts.maxRows) {
        rows = rows.slice(0, opts.maxRows);
        truncated = true;
      }
      return {
        columns: (res.fields ?? []).map((f) => {
          const type = names.get(f.dataTypeID) ?? 'unknown';
          return { name: f.name, type, genericType: genericTypeOf('postgresql', type) };
        }),
        rows: normalizeRowsInPlace(rows),
        truncated,
      };
    } catch (err) {
      if (deadline.signal.aborted || (err as { code?: string }).code === '57014') {
        throw deadline.timedOut() ? timedOut(timeoutMs ?? 0) : stopped();
      }
      throw mapPostgresError(err, this.where());
    } finally {
      deadline.signal.removeEventListener('abort', onAbort);
      deadline.done();
    }
  }

  private types(): Promise<Map<number, string>> {
    this.typeNames ??= this.pool
      .query({ text: PG_TYPE_NAMES, rowMode: 'array' })
      .then((r) => new Map((r.rows as [number, string][]).map(([oid, name]) => [oid, name])));
    this.typeNames.catch(() => (this.typeNames = null));
    return this.typeNames;
  }

  async testConnection(): Promise<void> {
    await this.execute('SELECT 1');
  }

  async getSchemas(): Promise<string[]> {
    return (await this.execute(PG_SCHEMAS)).rows.map((r) => r[0] as string);
  }

  async getTables(schema: string): Promise<TableInfo[]> {
    return (await this.execute(PG_TABLES, { params: [schema] })).rows.map((r) => ({
      name: r[0] as string,
      type: r[1] as TableInfo['type'],
    }));
  }

  async getColumns(table: string, schema: string | null): Promise<ColumnInfo[]> {
    const r = await this.execute(PG_COLUMNS, { params: [schema ?? 'public', table] });
    if (r.rows.length === 0)
      throw new ConnectorError(
        'TABLE_DOES_NOT_EXIST_ERROR',
        `relation "${schema ? `${schema}.` : ''}${table}" does not exist`,
        { table, schema },
      );
    return r.rows.map(([name, type, nullable, comment]) => {
      const genericType = genericTypeOf('postgresql', type as string);
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
    const s = schema ?? 'public';
    const columns = await this.getColumns(table, s);
    const [cons, idx, comment] = await Promise.all([
      this.execute(PG_CONSTRAINTS, { params: [s, table] }),
      this.execute(PG_INDEXES, { params: [s, table] }),
      this.execute(PG_TABLE_COMMENT, { params: [s, table] }),
    ]);
    const keys: RawKeys = { pk: null, fks: [], indexes: [] };
    for (const [name, type, cols, refSchema, refTable, refCols] of cons.rows) {
      if (type === 'p') keys.pk = { name: name as string, columns: cols as string[] };
      else
        keys.fks.push({
          name: name as string,
          columns: cols as string[],
          referredSchema: refSchema as string,
          referredTable: refTable as string,
          referredColumns: refCols as string[],
        });
    }
    for (const [name, unique, cols] of idx.rows)
      keys.indexes.push({ name: name as string, unique: Boolean(unique), columns: cols as string[] });
    return buildTableMetadata(
      table,
      columns,
      keys,
      (comment.rows[0]?.[0] as string | null) ?? null,
      this.selectStar(
        table,
        s,
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
