import type pg from 'pg';

/**
 * A `pg.Pool` emits 'error' for an idle client the server dropped, and a checked-out client emits
 * 'error' on its own when its connection dies mid-query (the pool listens only while it is idle).
 * Either, unheard, ends the process. This listens to both: the query in flight fails with its own
 * error, the pool drops the broken client, and the next checkout connects again.
 */
export function guardPgPool(pool: pg.Pool, onError: (err: Error) => void): pg.Pool {
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
  });
  return pool;
}
