import Database from 'better-sqlite3';
import { SqliteAdapter, SqliteDialect } from 'kysely';

/** How many prepared statements a metadata connection keeps. */
const STATEMENTS_KEPT = 500;

/**
 * better-sqlite3 binds numbers, strings, bigints, buffers and null, but not booleans; Kysely
 * passes JS booleans straight through. This wraps the connection so booleans bind as 1/0, the
 * way SQLite stores them, and every query on both dialects can use plain `true`/`false`.
 */
export function openSqliteDatabase(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // A write waits this long for another process's lock (better-sqlite3 waits on the event loop), then
  // fails with SQLITE_BUSY: the request answers 503 "locked by another process" instead of hanging.
  db.pragma('busy_timeout = 1500');
  db.pragma('synchronous = NORMAL');
  const prepare = db.prepare.bind(db);
  const bind = (a: unknown) => (typeof a === 'boolean' ? (a ? 1 : 0) : a);
  // Kysely passes the parameters as one array argument.
  const fix = (args: unknown[]) => args.map((a) => (Array.isArray(a) ? a.map(bind) : bind(a)));
  // Kysely prepares every query it runs; the same few hundred texts come back on every request,
  // so prepared statements are kept (least recently used dropped past the limit). Statements run
  // synchronously and Loupe never streams from the store, so a kept one is never busy.
  const kept = new Map<string, Database.Statement>();
  (db as { prepare: unknown }).prepare = (sql: string) => {
    const hit = kept.get(sql);
    if (hit) {
      kept.delete(sql);
      kept.set(sql, hit);
      return hit;
    }
    const stmt = prepare(sql);
    const wrapped = new Proxy(stmt, {
      get(target, prop) {
        // The statement itself as `this`: its native accessors (busy, reader…) refuse the proxy.
        const value = Reflect.get(target, prop, target);
        if (prop === 'all' || prop === 'run' || prop === 'get' || prop === 'iterate') {
          return (...args: unknown[]) => (value as (...a: unknown[]) => unknown).apply(target, fix(args));
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    kept.set(sql, wrapped);
    if (kept.size > STATEMENTS_KEPT) kept.delete(kept.keys().next().value!);
    return wrapped;
  };
  return db;
}

/**
 * SQLite runs DDL inside transactions perfectly well; Kysely's adapter just does not say so. With
 * this, a failing migration batch rolls back whole on SQLite as it does on PostgreSQL, and never
 * leaves a half-migrated store.
 */
export class TransactionalSqliteDialect extends SqliteDialect {
  override createAdapter(): SqliteAdapter {
    return new (class extends SqliteAdapter {
      override get supportsTransactionalDdl(): boolean {
        return true;
      }
    })();
  }
}
