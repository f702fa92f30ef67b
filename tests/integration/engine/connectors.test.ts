import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mysql from 'mysql2/promise';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connector } from '../../../server/engine/connectors/connector.ts';
import { type ConnectorError } from '../../../server/engine/connectors/connector-error.ts';
import { connectorForUri } from '../../../server/engine/connectors/registry.ts';
import { MYSQL_URL, PG_URL } from '../../harness/services.ts';

/**
 * The same behaviour from every engine, on real servers and files: parameters, value
 * normalisation, metadata, errors by type, and a statement stopped in the engine on cancel and
 * on timeout, with the connector still usable afterwards.
 */
const suffix = `${process.pid}_${Date.now().toString(36)}`;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-connectors-'));

interface Engine {
  name: string;
  uri: () => string;
  setup: (sql: (s: string) => Promise<void>) => Promise<void>;
  /** A statement that runs for many seconds. */
  slow: string;
  schema: string | null;
  params: string;
  timestamp: string;
}

const parent = `parent_${suffix}`;
const child = `child_${suffix}`;

const engines: Engine[] = [
  {
    name: 'DuckDB',
    uri: () => `duckdb:///${path.join(tmp, 'a.duckdb')}`,
    schema: 'main',
    params: 'SELECT ? AS a, ? AS b',
    timestamp: "TIMESTAMP '2024-01-02 03:04:05.678'",
    slow: 'SELECT count(*) FROM range(10000000000) a',
    setup: async (run) => {
      await run(`CREATE TABLE ${parent} (id INTEGER PRIMARY KEY, name VARCHAR)`);
      await run(
        `CREATE TABLE ${child} (id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES ${parent}(id), amount DECIMAL(10,2), big BIGINT, flag BOOLEAN, happened_at TIMESTAMP)`,
      );
      await run(`CREATE INDEX ${child}_amount_ix ON ${child} (amount)`);
      await run(`COMMENT ON TABLE ${child} IS 'children'`);
    },
  },
  {
    name: 'SQLite',
    uri: () => `sqlite:///${path.join(tmp, 'a.db')}`,
    schema: 'main',
    params: 'SELECT ? AS a, ? AS b',
    // SQLite keeps timestamps as text in a column declared TIMESTAMP.
    timestamp: "'2024-01-02 03:04:05.678'",
    slow: 'WITH RECURSIVE c(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM c) SELECT count(*) FROM c',
    setup: async () => {
      const Database = (await import('better-sqlite3')).default;
      const db = new Database(path.join(tmp, 'a.db'));
      db.exec(`CREATE TABLE ${parent} (id INTEGER PRIMARY KEY, name TEXT)`);
      db.exec(
        `CREATE TABLE ${child} (id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES ${parent}(id), amount NUMERIC, big BIGINT, flag BOOLEAN, happened_at TIMESTAMP)`,
      );
      db.exec(`CREATE INDEX ${child}_amount_ix ON ${child} (amount)`);
      db.close();
    },
  },
  {
    name: 'PostgreSQL',
    uri: () => PG_URL,
    schema: 'public',
    params: 'SELECT $1::int AS a, $2::text AS b',
    timestamp: "TIMESTAMP '2024-01-02 03:04:05.678'",
    slow: 'SELECT pg_sleep(30)',
    setup: async (run) => {
      await run(`CREATE TABLE ${parent} (id INTEGER PRIMARY KEY, name TEXT)`);
      await run(
        `CREATE TABLE ${child} (id INTEGER PRIMARY KEY, parent_id INTEGER REFERENCES ${parent}(id), amount NUMERIC(10,2), big BIGINT, flag BOOLEAN, happened_at TIMESTAMP)`,
      );
      await run(`CREATE INDEX ${child}_amount_ix ON ${child} (amount)`);
      await run(`COMMENT ON TABLE ${child} IS 'children'`);
    },
  },
  {
    name: 'MariaDB',
    uri: () => MYSQL_URL,
    schema: 'test',
    params: 'SELECT ? AS a, ? AS b',
    timestamp: "TIMESTAMP('2024-01-02 03:04:05.678')",
    slow: 'SELECT SLEEP(30)',
    setup: async (run) => {
      await run(`CREATE TABLE ${parent} (id INTEGER PRIMARY KEY, name VARCHAR(50)) ENGINE=InnoDB`);
      await run(
        `CREATE TABLE ${child} (id INTEGER PRIMARY KEY, parent_id INTEGER, amount DECIMAL(10,2), big BIGINT, flag BOOLEAN, happened_at DATETIME(3), CONSTRAINT ${child}_fk FOREIGN KEY (parent_id) REFERENCES ${parent}(id)) ENGINE=InnoDB COMMENT='children'`,
      );
      await run(`CREATE INDEX ${child}_amount_ix ON ${child} (amount)`);
    },
  },
];

async function runDirect(e: Engine, statements: string[]): Promise<void> {
  if (e.name === 'PostgreSQL') {
    const c = new pg.Client({ connectionString: PG_URL });
    await c.connect();
    for (const s of statements) await c.query(s);
    await c.end();
  } else if (e.name === 'MariaDB') {
    const c = await mysql.createConnection(MYSQL_URL);
    for (const s of statements) await c.query(s);
    await c.end();
  }
}

describe.each(engines)('$name connector', (e) => {
  let c: Connector;

  beforeAll(async () => {
    if (e.name === 'DuckDB') {
      const { DuckDBInstance } = await import('@duckdb/node-api');
      const inst = await DuckDBInstance.create(path.join(tmp, 'a.duckdb'));
      const conn = await inst.connect();
      await e.setup(async (s) => void (await conn.run(s)));
      conn.closeSync();
      inst.closeSync();
    } else if (e.name === 'SQLite') {
      await e.setup(async () => undefined);
    } else {
      const statements: string[] = [];
      await e.setup(async (s) => void statements.push(s));
      await runDirect(e, statements);
    }
    c = connectorForUri(e.uri(), { dataDir: tmp });
    await c.execute(`INSERT INTO ${parent} (id, name) VALUES (1, 'a'), (2, 'b')`);
    await c.execute(
      `INSERT INTO ${child} (id, parent_id, amount, big, flag, happened_at) VALUES (1, 1, 12.50, 9007199254740993, true, ${e.timestamp}), (2, 2, NULL, 5, false, NULL)`,
    );
  }, 60_000);

  afterAll(async () => {
    await c?.close();
    await runDirect(e, [`DROP TABLE IF EXISTS ${child}`, `DROP TABLE IF EXISTS ${parent}`]);
  });

  it('binds parameters', async () => {
    const r = await c.execute(e.params, { params: [7, "it's"] });
    expect(r.rows).toEqual([[7, "it's"]]);
    expect(r.columns.map((x) => x.name)).toEqual(['a', 'b']);
  });

  it('normalises values the same way: epoch ms, exact numbers, booleans, nulls', async () => {
    const r = await c.execute(`SELECT amount, big, flag, happened_at FROM ${child} ORDER BY id`);
    const [first, second] = r.rows;
    expect(first![0]).toBe(12.5);
    expect(first![1]).toBe('9007199254740993');
    expect(first![2]).toBe(true);
    expect(first![3]).toBe(Date.UTC(2024, 0, 2, 3, 4, 5, 678));
    expect(second).toEqual([null, 5, false, null]);
    expect(r.columns.map((x) => x.genericType)).toEqual([0, 0, 3, 2]);
  });

  it('cuts a result at maxRows and says so', async () => {
    const r = await c.execute(`SELECT id FROM ${child} ORDER BY id`, { maxRows: 1 });
    expect(r.rows).toEqual([[1]]);
    expect(r.truncated).toBe(true);
  });

  it('lists schemas and tables and describes a table with keys and indexes', async () => {
    if (e.schema) expect(await c.getSchemas()).toContain(e.schema);
    const tables = await c.getTables(e.schema ?? 'main');
    expect(tables).toEqual(expect.arrayContaining([{ name: child, type: 'table' }]));
    const md = await c.getTableMetadata(child, e.schema);
    expect(md.columns.map((x) => x.name)).toEqual(['id', 'parent_id', 'amount', 'big', 'flag', 'happened_at']);
    expect((md.primaryKey as { column_names: string[] }).column_names).toEqual(['id']);
    expect(md.foreignKeys).toHaveLength(1);
    expect(md.foreignKeys[0]).toMatchObject({
      type: 'fk',
      column_names: ['parent_id'],
      referred_table: parent,
      referred_columns: ['id'],
    });
    expect(md.indexes.find((i) => i.name === `${child}_amount_ix`)).toMatchObject({
      column_names: ['amount'],
      unique: false,
    });
    if (e.name !== 'SQLite') expect(md.comment).toBe('children');
    expect(md.selectStar).toMatch(/^SELECT id,\n {7}parent_id,/);
    const cols = await c.getColumns(child, e.schema);
    expect(cols.find((x) => x.name === 'happened_at')!.isDttm).toBe(true);
  });

  it('classifies errors: syntax, missing table, missing column', async () => {
    await expect(c.execute('SELEC 1')).rejects.toMatchObject({ errorType: 'SYNTAX_ERROR' });
    await expect(c.execute('SELECT * FROM no_such_table_here')).rejects.toMatchObject({
      errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
    });
    await expect(c.execute(`SELECT no_such_column FROM ${child}`)).rejects.toMatchObject({
      errorType: 'COLUMN_DOES_NOT_EXIST_ERROR',
    });
    await expect(c.getTableMetadata('no_such_table_here', e.schema)).rejects.toMatchObject({
      errorType: 'TABLE_DOES_NOT_EXIST_ERROR',
    });
  });

  it('stops a running statement in the engine within 2 s of cancel, and keeps working', async () => {
    const ctrl = new AbortController();
    const started = Date.now();
    const run = c.execute(e.slow, { signal: ctrl.signal });
    await new Promise((r) => setTimeout(r, 300));
    ctrl.abort();
    await expect(run).rejects.toMatchObject({ errorType: 'QUERY_STOPPED' });
    expect(Date.now() - started).toBeLessThan(2300);
    expect((await c.execute('SELECT 1 AS one')).rows).toEqual([[1]]);
  });

  it('stops a statement at its timeout', async () => {
    const started = Date.now();
    await expect(c.execute(e.slow, { timeoutMs: 400 })).rejects.toMatchObject({ errorType: 'BACKEND_TIMEOUT_ERROR' });
    expect(Date.now() - started).toBeLessThan(2500);
    expect((await c.execute('SELECT 2 AS two')).rows).toEqual([[2]]);
  });
});

describe('connection failures', () => {
  const failing = async (uri: string) => {
    const c = connectorForUri(uri, { dataDir: tmp });
    try {
      await c.testConnection();
      throw new Error('connected');
    } catch (err) {
      return err as ConnectorError;
    } finally {
      await c.close();
    }
  };

  it('names the field at fault', async () => {
    expect(await failing('postgresql://postgres@127.0.0.1:1/test')).toMatchObject({
      errorType: 'CONNECTION_PORT_CLOSED_ERROR',
      extra: { invalid: ['host', 'port'] },
    });
    expect(await failing(PG_URL.replace(/\/test$/, '/no_such_database'))).toMatchObject({
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
      extra: { invalid: ['database'] },
    });
    expect(await failing('postgresql://postgres@no-such-host.invalid:5432/test')).toMatchObject({
      errorType: 'CONNECTION_INVALID_HOSTNAME_ERROR',
    });
    expect(await failing(MYSQL_URL.replace(/\/test$/, '/no_such_database'))).toMatchObject({
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
    });
    expect(await failing('mysql://nobody_here:wrong@127.0.0.1:3306/test')).toMatchObject({
      errorType: 'CONNECTION_ACCESS_DENIED_ERROR',
      extra: { invalid: ['username', 'password'] },
    });
    expect(await failing(`duckdb:///${path.join(tmp, 'missing.duckdb')}`)).toMatchObject({
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
    });
    expect(await failing(`sqlite:///${path.join(tmp, 'missing.db')}`)).toMatchObject({
      errorType: 'CONNECTION_UNKNOWN_DATABASE_ERROR',
    });
    expect(fs.existsSync(path.join(tmp, 'missing.db'))).toBe(false);
  });
});
