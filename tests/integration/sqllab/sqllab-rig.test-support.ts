import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DuckDBInstance } from '@duckdb/node-api';
import { bootLoupe, type BootedLoupe, type BootOptions } from '../../harness/boot-loupe.ts';
import type { ApiClient } from '../../harness/api-client.ts';
import { toStoredDatetime } from '../../../server/rest/wire-format.ts';

/**
 * A Loupe with the examples plus a writable SQLite and DuckDB file (outside its data folder, with
 * file databases allowed), for SQL Lab run tests.
 */
export interface SqlLabRig {
  h: BootedLoupe;
  admin: ApiClient;
  examplesId: number;
  sqliteId: number;
  duckId: number;
  /** Registers a database by URI and sets its SQL Lab flags directly. */
  addDatabase(name: string, uri: string, flags?: DbFlags): Promise<number>;
  setFlags(id: number, flags: DbFlags): Promise<void>;
  /** The `lab_sqlite` database's file (kept outside the data folder, which no database may use). */
  sqliteFile: string;
  close(): Promise<void>;
}

export interface DbFlags {
  allow_dml?: boolean;
  allow_ctas?: boolean;
  allow_cvas?: boolean;
  allow_run_async?: boolean;
  expose_in_sqllab?: boolean;
  force_ctas_schema?: string | null;
}

export async function bootSqlLabRig(opts: BootOptions = {}): Promise<SqlLabRig> {
  const h = await bootLoupe({ examples: true, ...opts, config: { preventUnsafeDbConnections: false, ...opts.config } });
  const admin = await h.login();
  const files = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-lab-files-'));
  const sqliteFile = path.join(files, 'lab.sqlite');
  const s = new Database(sqliteFile);
  s.exec(
    "CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, ts TEXT); INSERT INTO t (name, ts) VALUES ('a;b', '2024-01-02 03:04:05'), ('c', '2024-02-03 04:05:06'), ('d', NULL);",
  );
  s.close();
  const duckFile = path.join(files, 'lab.duckdb');
  const inst = await DuckDBInstance.create(duckFile);
  const conn = await inst.connect();
  await conn.run("CREATE TABLE t AS SELECT i AS id, 'n' || i AS name FROM range(5000) r(i)");
  conn.closeSync();
  inst.closeSync();

  const db = h.loupe.store.db;
  const setFlags = async (id: number, flags: DbFlags) => {
    if (Object.keys(flags).length)
      await db
        .updateTable('dbs')
        .set({ ...flags, changed_on: toStoredDatetime(new Date()) })
        .where('id', '=', id)
        .execute();
  };
  const addDatabase = async (name: string, uri: string, flags: DbFlags = {}) => {
    const res = await admin.post<{ id: number }>('/api/v1/database/', {
      database_name: name,
      sqlalchemy_uri: uri,
      expose_in_sqllab: true,
    });
    if (res.status !== 201) throw new Error(`adding ${name}: ${res.status} ${res.text}`);
    await setFlags(res.body.id, flags);
    return res.body.id;
  };
  const examples = (await db
    .selectFrom('dbs')
    .select('id')
    .where('database_name', '=', 'examples')
    .executeTakeFirstOrThrow()) as { id: number };
  const sqliteId = await addDatabase('lab_sqlite', `sqlite:///${sqliteFile}`);
  const duckId = await addDatabase('lab_duck', `duckdb:///${duckFile}`);
  return {
    h,
    admin,
    examplesId: examples.id,
    sqliteId,
    duckId,
    sqliteFile,
    addDatabase,
    setFlags,
    close: async () => {
      await h.close();
      fs.rmSync(files, { recursive: true, force: true });
    },
  };
}

let seq = 0;
/** A fresh client id (≤ 11 characters) per call. */
export function cid(prefix = 'q'): string {
  seq += 1;
  return `${prefix}${process.pid % 1000}${seq}${Math.floor(Math.random() * 1e4)}`.slice(0, 11);
}

export function removeFile(f: string) {
  fs.rmSync(f, { force: true });
}
