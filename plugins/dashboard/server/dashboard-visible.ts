import { notFound } from '../../../server/http/errors.ts';
import type { AuthUser } from '../../../server/security/auth-user.ts';
import type { DashboardLookup } from './dashboards/dashboard-lookup.ts';

/**
 * The id of the dashboard a caller names by id or slug, by the dashboard API's own rule
 * (`dashboards/dashboard-access.ts`, Superset's DashboardAccessFilter: a guest of an embedded
 * dashboard sees the ones its token names); hidden and missing are both 404, as the API's show.
 */
export async function visibleDashboardId(
  lookup: DashboardLookup,
  user: AuthUser | null,
  idOrSlug: string,
): Promise<number> {
  if (!user) throw notFound();
  return (await lookup.find(idOrSlug, user)).id;
}
