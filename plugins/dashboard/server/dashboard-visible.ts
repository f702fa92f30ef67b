import { notFound } from '../../../server/http/errors.ts';
import type { AuthUser } from '../../../server/security/auth-user.ts';
import type { DashboardServiceDb } from './migrations/service-tables.ts';

/**
 * The dashboard a caller names by id or slug, when the caller may see it; else 404 (existence
 * never leaks, as Superset's DAO lookups through DashboardAccessFilter). Admins see every
 * dashboard; others their own (owner or creator) and the published ones.
 * TODO(reconcile): replace with the dashboard resource's own visibility rule once it lands.
 */
export async function visibleDashboardId(
  db: DashboardServiceDb,
  user: AuthUser | null,
  idOrSlug: string,
): Promise<number> {
  if (!user) throw notFound();
  let q = db.selectFrom('dashboards').select(['id', 'published', 'created_by_fk']);
  q = /^\d{1,9}$/.test(idOrSlug) ? q.where('id', '=', Number(idOrSlug)) : q.where('slug', '=', idOrSlug);
  const row = await q.executeTakeFirst();
  if (!row) throw notFound();
  const id = Number(row.id);
  if (user.isAdmin || Boolean(row.published) || row.created_by_fk === user.id) return id;
  const owner = await db
    .selectFrom('dashboard_user')
    .select('id')
    .where('dashboard_id', '=', id)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (!owner) throw notFound();
  return id;
}
