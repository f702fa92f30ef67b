import type { AuthUser } from '../../../../server/security/auth-user.ts';
import type { LiveResult, LiveResults } from './live-results.ts';
import { assertOwnQuery, assertQueryDatabaseAccess } from './query-access.ts';
import type { QueryRow } from './query-row.ts';
import type { QueryStore } from './query-store.ts';
import { decodeResults, type DecodedResults } from './result-codec.ts';
import type { IResultsBackend } from './results-backend.ts';
import { RESULTS_EXPIRED_MESSAGE, SqlLabError } from './sqllab-errors.ts';

/** How long a reader waits for a result another process is still streaming into the backend. */
const OTHER_PROCESS_WAIT_MS = 10 * 60_000;
const OTHER_PROCESS_POLL_MS = 250;

/**
 * The row of a results key the caller may read: 404 unknown key, 403 someone else's or no access
 * to its database now.
 */
async function ownRow(store: QueryStore, key: string, user: AuthUser): Promise<QueryRow> {
  const row = await store.byResultsKey(key);
  if (!row) throw new SqlLabError(404, 'RESULTS_BACKEND_ERROR', 'The query associated with the results was deleted.');
  assertOwnQuery(user, row);
  assertQueryDatabaseAccess(user, row);
  return row;
}

/**
 * The stored bytes of a key, waiting while its run is still streaming them in: here (until the
 * runner has stored them), or in another process (the row stays `fetching` until they are there).
 */
export async function storedBytes(
  store: QueryStore,
  backend: IResultsBackend,
  live: LiveResults | undefined,
  key: string,
): Promise<Uint8Array | null> {
  const here = live?.get(key);
  if (here) await here.whenStored;
  const until = Date.now() + OTHER_PROCESS_WAIT_MS;
  for (;;) {
    const bytes = await backend.get(key);
    if (bytes) return bytes;
    const row = await store.byResultsKey(key);
    if (row?.status !== 'fetching' || Date.now() > until) return null;
    await new Promise((r) => setTimeout(r, OTHER_PROCESS_POLL_MS));
  }
}

/** The stored results of a key the caller may read: 404 unknown key, 403 someone else's (or no access to its database now), 410 expired. */
export async function readResults(
  store: QueryStore,
  backend: IResultsBackend,
  key: string,
  user: AuthUser,
  live?: LiveResults,
): Promise<{ row: QueryRow; results: DecodedResults }> {
  await ownRow(store, key, user);
  const bytes = await storedBytes(store, backend, live, key);
  if (!bytes) throw new SqlLabError(410, 'RESULTS_BACKEND_ERROR', RESULTS_EXPIRED_MESSAGE);
  // The row as it is now (a streamed run may have finished while we waited).
  const row = await ownRow(store, key, user);
  return { row, results: decodeResults(bytes) };
}

/** A result still streaming in here, for a reader that can follow it batch by batch (after the access check). */
export async function readLiveResults(
  store: QueryStore,
  live: LiveResults,
  key: string,
  user: AuthUser,
): Promise<{ row: QueryRow; live: LiveResult } | null> {
  const result = live.get(key);
  if (!result) return null;
  const row = await ownRow(store, key, user);
  return { row, live: result };
}
