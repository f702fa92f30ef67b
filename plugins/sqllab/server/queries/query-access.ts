import type { AuthUser } from '../../../../server/security/auth-user.ts';
import { can } from '../../../../server/security/auth-user.ts';
import type { DatabaseRow } from '../../../catalog/server/exports.ts';
import { dataAccessOf } from '../../../catalog/shared/index.ts';
import type { QueryRow } from './query-row.ts';
import { DATABASE_NOT_FOUND_MESSAGE, SqlLabError } from './sqllab-errors.ts';

/** Whether the user sees every user's queries (Admin or `all_query_access`). */
export function seesAllQueries(user: AuthUser): boolean {
  return user.isAdmin || can(user, 'all_query_access', 'all_query_access');
}

/** A query's results and controls belong to its user (or to whoever sees all queries). */
export function assertOwnQuery(user: AuthUser, row: QueryRow): void {
  if (row.user_id !== user.id && !seesAllQueries(user)) {
    throw new SqlLabError(
      403,
      'QUERY_SECURITY_ACCESS_ERROR',
      'The query associated with these results could not be found. You need to re-run the original query.',
    );
  }
}

/**
 * Reading a query's results (or its CSV) needs access to its database still, as running it did
 * (Superset's `raise_for_access(query=…)` in its results command): a revoked grant stops reads.
 */
export function assertQueryDatabaseAccess(user: AuthUser, row: Pick<QueryRow, 'database_id'>): void {
  const access = dataAccessOf(user);
  if (access.all || access.databaseIds.includes(row.database_id)) return;
  throw new SqlLabError(
    403,
    'QUERY_SECURITY_ACCESS_ERROR',
    'You are not authorized to see this query. If you think this is an error, please reach out to your administrator.',
  );
}

/** Running SQL needs access to the whole database (all data, or `database_access` on it); without, 404. */
export function assertDatabaseAccess(user: AuthUser, db: DatabaseRow): void {
  const access = dataAccessOf(user);
  // Superset looks the database up through its DAO's access filter, so a database the caller may
  // not use is one that was not found: the same answer as an unknown id, its name never said.
  if (!(access.all || access.databaseIds.includes(db.id))) {
    throw new SqlLabError(404, 'DATABASE_NOT_FOUND_ERROR', DATABASE_NOT_FOUND_MESSAGE);
  }
  if (!db.expose_in_sqllab) {
    throw new SqlLabError(
      403,
      'DATABASE_SECURITY_ACCESS_ERROR',
      `The database "${db.database_name}" is not exposed in SQL Lab.`,
      { database: db.database_name },
    );
  }
}
