import type { Backend, Connector, ConnectorSession } from './connector.ts';

/**
 * How each engine's session is made read-only, and how it ends. PostgreSQL: a READ ONLY
 * transaction (DDL included, rolled back). MySQL/MariaDB: the session's transactions READ ONLY,
 * since DDL would commit a transaction of its own. DuckDB: a transaction rolled back, on a
 * connection of its own; COPY, ATTACH and extensions are refused by the engine's lock-down.
 * SQLite: its worker has one connection that other callers share, so no transaction is held
 * open there; its statements are checked by the parser and by the worker's EXPLAIN check.
 */
const READ_ONLY: Record<Backend, { begin: string[]; end: string[] }> = {
  postgresql: { begin: ['BEGIN READ ONLY'], end: ['ROLLBACK'] },
  mysql: { begin: ['SET SESSION TRANSACTION READ ONLY', 'START TRANSACTION READ ONLY'], end: ['ROLLBACK'] },
  duckdb: { begin: ['BEGIN TRANSACTION'], end: ['ROLLBACK'] },
  sqlite: { begin: [], end: [] },
};

/** Runs `fn` on a session of its own in which the engine refuses (or undoes) any change. */
export async function withReadOnlySession<T>(
  connector: Connector,
  fn: (session: ConnectorSession) => Promise<T>,
): Promise<T> {
  const { begin, end } = READ_ONLY[connector.backend];
  return connector.withSession(async (session) => {
    for (const sql of begin) await session.execute(sql);
    try {
      return await fn(session);
    } finally {
      for (const sql of end) await session.execute(sql).catch(() => undefined);
    }
  });
}
