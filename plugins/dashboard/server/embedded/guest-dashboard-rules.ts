import { ApiError, forbidden } from '../../../../server/http/errors.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import type { GuestChartDataAsk, GuestPolicyRules } from '../../../../server/security/guest-policy.ts';
import { guestDashboards } from '../dashboards/dashboard-access.ts';
import type { DashboardDb } from '../migrations/dashboard-tables.ts';
import { chartPayloadModified } from './chart-payload-check.ts';

/** Superset's words when a guest's chart-data request differs from the saved chart. */
export const GUEST_PAYLOAD_MODIFIED = 'Guest user cannot modify chart payload';

/**
 * A guest's reach (Superset's has_guest_access and its chart-data check): a dashboard whose id
 * or embedded uuid its token names; chart data only for a chart of such a dashboard on that
 * dataset, asking nothing the saved chart does not (403 otherwise), or for a native filter of it
 * that targets the dataset.
 */
export class GuestDashboardRules implements GuestPolicyRules {
  constructor(private readonly db: DashboardDb) {}

  /** Whether the guest's token names this dashboard (by id or by its embedded uuid): the dashboard API's guest rule. */
  async mayReadDashboard(user: AuthUser, dashboardId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('dashboards')
      .select('id')
      .where('id', '=', dashboardId)
      .where((eb) => guestDashboards(eb, user.guest?.resources ?? []))
      .executeTakeFirst();
    return row !== undefined;
  }

  async assertChartData(user: AuthUser, ask: GuestChartDataAsk): Promise<void> {
    const fd = ask.formData ?? {};
    const dashboardId = Number(fd.dashboardId);
    if (!Number.isInteger(dashboardId) || dashboardId <= 0) throw forbidden();
    if (!(await this.mayReadDashboard(user, dashboardId))) throw forbidden();
    if (fd.slice_id !== undefined && fd.slice_id !== null) {
      const sliceId = Number(fd.slice_id);
      if (!Number.isInteger(sliceId)) throw forbidden();
      const chart = await this.db
        .selectFrom('dashboard_slices as ds')
        .innerJoin('slices as s', 's.id', 'ds.slice_id')
        .select(['s.datasource_id', 's.params', 's.query_context'])
        .where('ds.dashboard_id', '=', dashboardId)
        .where('ds.slice_id', '=', sliceId)
        .executeTakeFirst();
      if (!chart || Number(chart.datasource_id) !== ask.datasetId) throw forbidden();
      if (chartPayloadModified(chart, fd, ask.queries)) throw new ApiError(403, { message: GUEST_PAYLOAD_MODIFIED });
      return;
    }
    if (!(await this.nativeFilterTargets(dashboardId, ask.datasetId))) throw forbidden();
  }

  /** Whether a native filter of the dashboard reads the dataset (its values query). */
  private async nativeFilterTargets(dashboardId: number, datasetId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('dashboards')
      .select('json_metadata')
      .where('id', '=', dashboardId)
      .executeTakeFirst();
    let meta: { native_filter_configuration?: { targets?: { datasetId?: unknown }[] }[] } = {};
    try {
      meta = JSON.parse(row?.json_metadata ?? '{}') as typeof meta;
    } catch {
      return false;
    }
    const filters = Array.isArray(meta.native_filter_configuration) ? meta.native_filter_configuration : [];
    return filters.some((f) => Array.isArray(f?.targets) && f.targets.some((t) => Number(t?.datasetId) === datasetId));
  }
}
