import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { guardPgPool } from './guard-pg-pool.ts';
import { openSqliteDatabase, TransactionalSqliteDialect } from './sqlite-driver.ts';
import type { IMetadataStore } from './store.ts';

export interface OpenStoreOptions {
  /** `postgresql://…`, `sqlite:///path` or null for `<dataDir>/loupe.db`. */
  url: string | null;
  dataDir: string;
  poolSize?: number;
  /** Told of connection errors the pool survives (a restart of the server drops its connections). */
  onConnectionError?: (err: Error) => void;
  /** How long a checkout waits for a new PostgreSQL connection before failing (default 2 s). */
  connectTimeoutMs?: number;
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = 'XXXXXXXXXX';
    return u.toString();
  } catch {
    return url.replace(/:[^:@/]*@/, ':XXXXXXXXXX@');
  }
}

/** The SQLite file of the metadata store a URL names (null: `<dataDir>/loupe.db`); null when it is not SQLite. */
export function sqliteMetadataFile(url: string | null, dataDir: string): string | null {
  if (!url) return path.join(dataDir, 'loupe.db');
  if (!url.startsWith('sqlite:///')) return null;
  const rest = url.slice('sqlite:///'.length);
  return rest.startsWith('/') ? rest : path.resolve(dataDir, rest);
}

/** Opens the metadata store the configuration names; the caller runs migrations next. */
export async function openStore(opts: OpenStoreOptions): Promise<IMetadataStore> {
  const url = opts.url;
  if (url && /^postgres(ql)?:\/\//.test(url)) {
    // A short connect timeout: while the server is away a request fails in seconds (503), not
    // after the OS gives up on the connection.
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.poolSize ?? 10,
      connectionTimeoutMillis: opts.connectTimeoutMs ?? 2000,
    });
    guardPgPool(pool, opts.onConnectionError ?? (() => undefined));
    // Fail now, with the server's own words, rather than at the first request.
    try {
      const client = await pool.connect();
      client.release();
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw new Error(`Cannot connect to the metadata database ${redact(url)}: ${(err as Error).message}`, {
        cause: err,
      });
    }
    const db = new Kysely({ dialect: new PostgresDialect({ pool }) });
    return { db, dialect: 'postgres', description: redact(url), destroy: () => db.destroy() };
  }

  const file = sqliteMetadataFile(url, opts.dataDir);
  if (!file) throw new Error(`Unsupported metadata URL ${redact(url!)}: use postgresql://… or sqlite:///path`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = openSqliteDatabase(file);
  const db = new Kysely({ dialect: new TransactionalSqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', description: `sqlite:///${file}`, destroy: () => db.destroy() };
}
