import type { FastifyInstance } from 'fastify';
import type { IDatabaseDirectory } from '../../../../server/engine/database-directory.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import type { QueryWire } from '../../shared/index.ts';
import { queryDicts } from './query-lookup.ts';
import { sqlLabDatabases, type SqlLabDatabaseDict } from './sqllab-databases.ts';
import type { TabStateDict, TabStateService } from './tab-state-service.ts';
import type { SqlLabDb } from '../migrations/sqllab-tables.ts';
import { routeDoc } from '../../../../server/http/openapi-schemas.ts';

export interface SqlLabBootstrap {
  active_tab: TabStateDict | null;
  databases: Record<string, SqlLabDatabaseDict>;
  queries: Record<string, QueryWire>;
  tab_state_ids: [number, string | null][];
}

/**
 * `GET /api/v1/sqllab/` (reference §5.5): the user's tabs as `[id, label]`, the active one (or
 * another when none is) in full, the databases they may use in SQL Lab, and — with backend
 * persistence on — the queries of their tabs keyed by client id.
 */
export async function sqlLabBootstrap(
  db: SqlLabDb,
  directory: IDatabaseDirectory,
  tabs: TabStateService,
  user: AuthUser,
  persistence: boolean,
): Promise<SqlLabBootstrap> {
  const rows = await db.selectFrom('tab_state').selectAll().where('user_id', '=', user.id).orderBy('id').execute();
  const active = rows.find((r) => r.active === true || r.active === 1) ?? rows[0];
  const databases = Object.fromEntries((await sqlLabDatabases(directory, user)).map((d) => [String(d.id), d]));
  const queries: Record<string, QueryWire> = {};
  if (persistence) {
    for (const q of await queryDicts(db, directory, { sqlEditorIds: rows.map((r) => String(r.id)), userId: user.id }))
      queries[q.id] = q;
  }
  return {
    active_tab: active ? await tabs.toDict(active, user) : null,
    databases,
    queries,
    tab_state_ids: rows.map((r) => [r.id as number, (r.label as string | null) ?? null]),
  };
}

export function registerSqlLabBootstrap(
  app: FastifyInstance,
  deps: { db: SqlLabDb; directory: IDatabaseDirectory; tabs: TabStateService; persistence: boolean },
): void {
  app.get(
    '/api/v1/sqllab/',
    { config: { access: { perm: 'can_read', view: 'SQLLab' } }, schema: routeDoc.result },
    async (req) => ({
      result: await sqlLabBootstrap(deps.db, deps.directory, deps.tabs, req.user!, deps.persistence),
    }),
  );
}
