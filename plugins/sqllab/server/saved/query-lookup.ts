import type { Kysely } from 'kysely';
import type { QueryRow } from '../queries/query-row.ts';
import type { QueryWire } from '../../shared/index.ts';
import { queryToDict } from '../queries/query-wire.ts';

/** Superset's `Query.to_dict()` for stored queries by client id, with their database and user names. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function queryDicts(db: Kysely<any>, where: { clientIds?: string[]; sqlEditorIds?: string[]; userId: number }): Promise<QueryWire[]> {
  if ((where.clientIds && !where.clientIds.length) || (where.sqlEditorIds && !where.sqlEditorIds.length)) return [];
  let q = db
    .selectFrom('query')
    .leftJoin('dbs', 'dbs.id', 'query.database_id')
    .leftJoin('ab_user', 'ab_user.id', 'query.user_id')
    .selectAll('query')
    .select(['dbs.database_name as db_name', 'ab_user.first_name as user_first', 'ab_user.last_name as user_last'])
    .where('query.user_id', '=', where.userId);
  if (where.clientIds) q = q.where('query.client_id', 'in', where.clientIds);
  if (where.sqlEditorIds) q = q.where('query.sql_editor_id', 'in', where.sqlEditorIds);
  const rows = await q.orderBy('query.id', 'asc').execute();
  return rows.map((r) =>
    queryToDict(r as unknown as QueryRow, {
      databaseName: (r.db_name as string | null) ?? null,
      userName: [r.user_first, r.user_last].filter(Boolean).join(' ') || null,
    }),
  );
}
