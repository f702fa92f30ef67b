import type { AuthUser } from '../../../../server/security/auth-user.ts';
import { assertOwnQuery, assertQueryDatabaseAccess } from './query-access.ts';
import type { QueryRow } from './query-row.ts';
import type { QueryStore } from './query-store.ts';
import { decodeResults, type DecodedResults } from './result-codec.ts';
import type { IResultsBackend } from './results-backend.ts';
import { RESULTS_EXPIRED_MESSAGE, SqlLabError } from './sqllab-errors.ts';

/** The stored results of a key the caller may read: 404 unknown key, 403 someone else's (or no access to its database now), 410 expired. */
export async function readResults(
  store: QueryStore,
  backend: IResultsBackend,
  key: string,
  user: AuthUser,
): Promise<{ row: QueryRow; results: DecodedResults }> {
  const row = await store.byResultsKey(key);
  if (!row) throw new SqlLabError(404, 'RESULTS_BACKEND_ERROR', 'The query associated with the results was deleted.');
  assertOwnQuery(user, row);
  assertQueryDatabaseAccess(user, row);
  const bytes = await backend.get(key);
  if (!bytes) throw new SqlLabError(410, 'RESULTS_BACKEND_ERROR', RESULTS_EXPIRED_MESSAGE);
  return { row, results: decodeResults(bytes) };
}
