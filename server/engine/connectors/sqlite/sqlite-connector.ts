import fs from 'node:fs';
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  genericTypeOf,
  GenericDataType,
  type ColumnInfo,
  type Connector,
  type ConnectorSession,
  type ExecuteOptions,
  type QueryResult,
  type TableInfo,
  type TableMetadata,
} from '../connector.ts';
import { ConnectorError, stopped, timedOut } from '../connector-error.ts';
import { naiveTimestampToMs, normalizeValue, withDeadline } from '../normalize.ts';
import { ConnectorBase } from '../connector-base.ts';
import { buildTableMetadata, type RawKeys } from '../table-metadata.ts';
import { mapSqliteError } from './sqlite-errors.ts';

export interface SqliteOptions {
  file: string;
  readOnly?: boolean;
  statementTimeoutMs?: number;
}

type Reply =
  | { id: number; ok: true; columns: { name: string; type: string | null }[]; rows: unknown[][]; truncated: boolean }
  | { id: number; ok: false; message: string; code?: string };

const WORKER = fileURLToPath(new URL('./sqlite-worker.js', import.meta.url));

/**
 * A user's SQLite file. better-sqlite3 is synchronous, so queries run in a child process and the
 * event loop never waits on them. better-sqlite3 exposes no sqlite3_interrupt and a thread busy in
 * native code cannot be terminated, so stopping a statement kills that process; the next query
 * starts a fresh one. Requests go one at a time, so stopping one never takes another with it.
 */
export class SqliteConnector extends ConnectorBase implements Connector {
  protected readonly quoteChar = '"' as const;
  readonly backend = 'sqlite' as const;
  private worker: { w: ChildProcess; ready: Promise<void> } | null = null;
  private tail: Promise<unknown> = Promise.resolve();
  private nextId = 1;
  private closed = false;

  constructor(private readonly opts: SqliteOptions) {
    super();
  }

  private start(): { w: ChildProcess; ready: Promise<void> } {
    if (this.worker) return this.worker;
    if (this.opts.file !== ':memory:' && !fs.existsSync(this.opts.file)) {
      throw new ConnectorError(
        'CONNECTION_UNKNOWN_DATABASE_ERROR',
        `The SQLite file ${this.opts.file} does not exist.`,
        { invalid: ['database'], engine_name: 'SQLite' },
      );
    }
    const w = fork(WORKER, [JSON.stringify({ file: this.opts.file, readOnly: Boolean(this.opts.readOnly) })], {
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
      execArgv: [],
    });
    const ready = new Promise<void>((resolve, reject) => {
      w.once('message', (m: { ready: boolean; message?: string; code?: string }) =>
        m.ready ? resolve() : reject(mapSqliteError(m.message ?? 'cannot open', m.code)),
      );
      // Kept for the process's whole life: a send to a process that has just died emits 'error'
      // again, and an unheard 'error' would end this process too.
      w.on('error', (e) => reject(mapSqliteError(e.message)));
      w.once('exit', () => reject(mapSqliteError('The SQLite process ended')));
    });
    this.worker = { w, ready };
    ready.catch(() => this.kill());
    return this.worker;
  }

  private kill(): void {
    const w = this.worker?.w;
    this.worker = null;
    w?.kill('SIGKILL');
  }

  execute(sql: string, opts: ExecuteOptions = {}): Promise<QueryResult> {
    // One statement at a time: chain on the previous one whatever its outcome.
    const run = this.tail.then(() => this.run(sql, opts));
    this.tail = run.catch(() => undefined);
    return run;
  }

  /** The worker process is one connection already: a session's statements run on it in order. */
  async withSession<T>(fn: (session: ConnectorSession) => Promise<T>): Promise<T> {
    return fn({ execute: (sql, opts) => this.execute(sql, opts) });
  }

  private async run(sql: string, opts: ExecuteOptions): Promise<QueryResult> {
    if (this.closed) throw new ConnectorError('GENERIC_DB_ENGINE_ERROR', 'The connection is closed');
    const timeoutMs = opts.timeoutMs ?? this.opts.statementTimeoutMs;
    const deadline = withDeadline({ signal: opts.signal, timeoutMs });
    if (deadline.signal.aborted) throw stopped();
    const { w, ready } = this.start();
    try {
      await ready;
      // Stopped while the worker started: the listener below would never fire.
      if (deadline.signal.aborted) throw deadline.timedOut() ? timedOut(timeoutMs ?? 0) : stopped();
      const id = this.nextId++;
      const reply = await new Promise<Reply>((resolve, reject) => {
        const onMessage = (m: Reply) => void (m.id === id && (cleanup(), resolve(m)));
        const onExit = () => (cleanup(), reject(deadline.timedOut() ? timedOut(timeoutMs ?? 0) : stopped()));
        const onAbort = () => this.kill();
        const cleanup = () => {
          w.off('message', onMessage);
          w.off('exit', onExit);
          deadline.signal.removeEventListener('abort', onAbort);
        };
        w.on('message', onMessage);
        w.once('exit', onExit);
        deadline.signal.addEventListener('abort', onAbort, { once: true });
        w.send({ id, sql, params: opts.params ?? [], maxRows: opts.maxRows });
      });
      if (!reply.ok) throw mapSqliteError(reply.message, reply.code);
      return toResult(reply.columns, reply.rows, reply.truncated);
    } finally {
      deadline.done();
    }
  }

  async testConnection(): Promise<void> {
    await this.execute('SELECT 1');
  }

  async getSchemas(): Promise<string[]> {
    await this.testConnection();
    return ['main'];
  }

  async getTables(_schema: string): Promise<TableInfo[]> {
    const r = await this.execute(
      "SELECT name, type FROM sqlite_master WHERE type IN ('table', 'view') AND name NOT LIKE 'sqlite_%' ORDER BY name",
    );
    return r.rows.map((x) => ({ name: x[0] as string, type: x[1] as 'table' | 'view' }));
  }

  async getColumns(table: string, _schema: string | null): Promise<ColumnInfo[]> {
    const r = await this.execute('SELECT name, type, "notnull" FROM pragma_table_info(?) ORDER BY cid', {
      params: [table],
    });
    if (r.rows.length === 0)
      throw new ConnectorError('TABLE_DOES_NOT_EXIST_ERROR', `no such table: ${table}`, { table });
    return r.rows.map(([name, type, notnull]) => {
      const t = (type as string) || 'TEXT';
      const genericType = genericTypeOf('sqlite', t);
      return {
        name: name as string,
        type: t,
        genericType,
        isDttm: genericType === GenericDataType.TEMPORAL,
        nullable: !notnull,
        comment: null,
      };
    });
  }

  async getTableMetadata(table: string, schema: string | null): Promise<TableMetadata> {
    const columns = await this.getColumns(table, schema);
    const pk = await this.execute('SELECT name FROM pragma_table_info(?) WHERE pk > 0 ORDER BY pk', {
      params: [table],
    });
    const fkRows = await this.execute(
      'SELECT id, "table", "from", "to" FROM pragma_foreign_key_list(?) ORDER BY id, seq',
      { params: [table] },
    );
    const idxRows = await this.execute('SELECT name, "unique", origin FROM pragma_index_list(?) ORDER BY name', {
      params: [table],
    });
    const keys: RawKeys = {
      pk: pk.rows.length ? { name: null, columns: pk.rows.map((r) => r[0] as string) } : null,
      fks: [],
      indexes: [],
    };
    const fks = new Map<number, RawKeys['fks'][number]>();
    for (const [id, refTable, from, to] of fkRows.rows) {
      const fk = fks.get(id as number) ?? {
        name: null,
        columns: [],
        referredSchema: 'main',
        referredTable: refTable as string,
        referredColumns: [],
      };
      fk.columns.push(from as string);
      fk.referredColumns.push(to as string);
      fks.set(id as number, fk);
    }
    keys.fks = [...fks.values()];
    for (const [name, unique, origin] of idxRows.rows) {
      if (origin === 'pk') continue;
      const cols = await this.execute('SELECT name FROM pragma_index_info(?) ORDER BY seqno', { params: [name] });
      keys.indexes.push({
        name: name as string,
        unique: Boolean(unique),
        columns: cols.rows.map((r) => r[0] as string),
      });
    }
    return buildTableMetadata(
      table,
      columns,
      keys,
      null,
      this.selectStar(
        table,
        schema,
        100,
        columns.map((c) => c.name),
      ),
    );
  }

  override selectStar(table: string, schema: string | null, limit?: number, columns?: string[]): string {
    return super.selectStar(table, schema === 'main' ? null : schema, limit, columns);
  }

  async close(): Promise<void> {
    this.closed = true;
    this.kill();
  }
}

/** SQLite's declared types decide; expressions without one are typed by their values. */
function toResult(cols: { name: string; type: string | null }[], rows: unknown[][], truncated: boolean): QueryResult {
  const columns = cols.map((c, i) => {
    let type = c.type;
    if (!type) {
      const sample = rows.find((r) => r[i] !== null && r[i] !== undefined)?.[i];
      type = typeof sample === 'number' ? (Number.isInteger(sample) ? 'INTEGER' : 'REAL') : 'TEXT';
    }
    return { name: c.name, type, genericType: genericTypeOf('sqlite', type) };
  });
  const kinds = columns.map((c) => c.genericType);
  const value = (v: unknown, i: number) => {
    if (kinds[i] === GenericDataType.TEMPORAL && typeof v === 'string') return naiveTimestampToMs(v);
    if (kinds[i] === GenericDataType.BOOLEAN && typeof v === 'number') return v !== 0;
    return normalizeValue(v);
  };
  return {
    columns,
    rows: rows.map((r) => r.map(value)),
    truncated,
  };
}
