import type { IDatabaseDirectory } from '../../../../server/engine/database-directory.ts';
import type { QueryWire } from '../../shared/index.ts';
import { queryToDict } from '../queries/query-wire.ts';
import type { SqlLabDb } from '../migrations/sqllab-tables.ts';

/** Superset's `Query.to_dict()` for stored queries by client id, with their database and user names. */
export async function queryDicts(
  db: SqlLabDb,
  directory: IDatabaseDirectory,
  where: { clientIds?: string[]; sqlEditorIds?: string[]; userId: number },
): Promise<QueryWire[]> {
  if ((where.clientIds && !where.clientIds.length) || (where.sqlEditorIds && !where.sqlEditorIds.length)) return [];
  let q = db
    .selectFrom('query')
    .leftJoin('ab_user', 'ab_user.id', 'query.user_id')
    .selectAll('query')
    .select(['ab_user.first_name as user_first', 'ab_user.last_name as user_last'])
    .where('query.user_id', '=', where.userId);
  if (where.clientIds) q = q.where('query.client_id', 'in', where.clientIds);
  if (where.sqlEditorIds) q = q.where('query.sql_editor_id', 'in', where.sqlEditorIds);
  const rows = await q.orderBy('query.id', 'asc').execute();
  const names = await directory.names(rows.map((r) => r.database_id));
  return rows.map((r) =>
    queryToDict(r, {
      databaseName: names.get(r.database_id) ?? null,
      userName: [r.user_first, r.user_last].filter(Boolean).join(' ') || null,
    }),
  );
}
