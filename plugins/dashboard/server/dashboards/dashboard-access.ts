import type { LoupeConfig } from '../../../../server/config/config-schema.ts';
import type { LoupeRestContext } from '../../../../server/http/rest-context.ts';
import type { GuestResource } from '../../../../server/security/guest-token.ts';
import type { AnyExpressionBuilder, Predicate, RestContext } from '../../../../server/rest/resource-def.ts';
import { chartVisibility } from '../../../explore/server/exports.ts';

/** Superset's FavStar class name for dashboards. */
export const DASHBOARD_FAV_CLASS = 'Dashboard';

/** What the access rule reads from configuration. */
export interface DashboardAccessOptions {
  /** The DASHBOARD_RBAC feature flag: `roles` grant access to published dashboards. */
  rbac: boolean;
  /** The EMBEDDED_SUPERSET feature flag: a guest sees the dashboards its token names; without it, none. */
  embedded?: boolean;
}

/** The options as the configuration sets them. */
export function dashboardAccessOptions(config: LoupeConfig): DashboardAccessOptions {
  return {
    rbac: config.featureFlags.DASHBOARD_RBAC === true,
    embedded: config.featureFlags.EMBEDDED_SUPERSET === true,
  };
}

const ownedBy = (eb: AnyExpressionBuilder, userId: number) =>
  eb(
    'dashboards.id',
    'in',
    eb.selectFrom('dashboard_user').select('dashboard_user.dashboard_id').where('dashboard_user.user_id', '=', userId),
  );

const hasRoles = (eb: AnyExpressionBuilder) =>
  eb.exists(
    eb
      .selectFrom('dashboard_roles as dr_any')
      .select('dr_any.id')
      .whereRef('dr_any.dashboard_id', '=', 'dashboards.id'),
  );

/**
 * The dashboards a guest token names (Superset's has_guest_access and the guest branch of
 * DashboardAccessFilter): by id, or by the uuid of their embedding. Nothing else, drafts included.
 */
export function guestDashboards(eb: AnyExpressionBuilder, resources: readonly GuestResource[]): Predicate {
  const names = resources.filter((r) => r.type === 'dashboard').map((r) => String(r.id));
  const ids = names.filter((n) => /^\d{1,15}$/.test(n)).map(Number);
  const uuids = names.map((n) => n.toLowerCase()).filter((n) => /^[0-9a-f-]{36}$/.test(n));
  const either: Predicate[] = [];
  if (ids.length) either.push(eb('dashboards.id', 'in', ids));
  if (uuids.length)
    either.push(
      eb(
        'dashboards.id',
        'in',
        eb
          .selectFrom('embedded_dashboards')
          .select('embedded_dashboards.dashboard_id')
          .where('embedded_dashboards.uuid', 'in', uuids),
      ),
    );
  return either.length ? eb.or(either) : eb.lit(false);
}

/**
 * Superset's DashboardAccessFilter (dashboards/filters.py): an admin sees every dashboard; anyone
 * else the dashboards they own, and the published ones that have a chart on a dataset they may
 * reach (any published one with all-datasource access, charts or not). With DASHBOARD_RBAC a
 * dashboard with roles is shown by its roles instead: published, to members of one of them. A
 * guest of an embedded dashboard sees only the dashboards its token names (`guestDashboards`).
 */
export function dashboardVisibility(opts: DashboardAccessOptions) {
  return (eb: AnyExpressionBuilder, ctx: RestContext): Predicate | null => {
    const user = (ctx as LoupeRestContext).user ?? null;
    if (user?.isAdmin) return null;
    if (user?.guest) return opts.embedded ? guestDashboards(eb, user.guest.resources) : eb.lit(false);
    const published = eb('dashboards.published', '=', true);
    const chartFilter = chartVisibility(eb, ctx);
    const reachable =
      chartFilter === null
        ? eb.lit(true)
        : eb(
            'dashboards.id',
            'in',
            eb
              .selectFrom('dashboard_slices')
              .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
              .select('dashboard_slices.dashboard_id')
              .where(() => chartFilter),
          );
    const byData = eb.and([published, reachable, ...(opts.rbac ? [eb.not(hasRoles(eb))] : [])]);
    const either: Predicate[] = [byData];
    if (user) either.push(ownedBy(eb, user.id));
    if (opts.rbac && user && user.roles.length > 0)
      either.push(
        eb.and([
          published,
          eb(
            'dashboards.id',
            'in',
            eb
              .selectFrom('dashboard_roles')
              .innerJoin('ab_role', 'ab_role.id', 'dashboard_roles.role_id')
              .select('dashboard_roles.dashboard_id')
              .where('ab_role.name', 'in', user.roles),
          ),
        ]),
      );
    return eb.or(either);
  };
}
