import Database from 'better-sqlite3';
import { SqliteAdapter, SqliteDialect } from 'kysely';

/**
 * better-sqlite3 binds numbers, strings, bigints, buffers and null, but not booleans; Kysely
 * passes JS booleans straight through. This wraps the connection so booleans bind as 1/0, the
 * way SQLite stores them, and every query on both dialects can use plain `true`/`false`.
 */
export function openSqliteDatabase(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  const prepare = db.prepare.bind(db);
  // Kysely's SqliteDialect calls prepare(sql) and then all/run/iterate with the parameters.
  (db as { prepare: unknown }).prepare = (sql: string) => {
    const stmt = prepare(sql);
    const bind = (a: unknown) => (typeof a === 'boolean' ? (a ? 1 : 0) : a);
    // Kysely passes the parameters as one array argument.
    const fix = (args: unknown[]) => args.map((a) => (Array.isArray(a) ? a.map(bind) : bind(a)));
    return new Proxy(stmt, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (prop === 'all' || prop === 'run' || prop === 'get' || prop === 'iterate') {
          return (...args: unknown[]) => (value as (...a: unknown[]) => unknown).apply(target, fix(args));
        }
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
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
