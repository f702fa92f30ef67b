import type { Kysely } from 'kysely';
import { ApiError, unprocessable } from '../../../../server/http/errors.ts';
import { storedNow } from '../../../../server/rest/audit-values.ts';
import type { AnyExpressionBuilder, Predicate } from '../../../../server/rest/resource-def.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import type { ChartDashboardLinker, ChartDashboardRef } from '../../../explore/server/exports.ts';
import type { DashboardDb } from '../migrations/dashboard-tables.ts';
import { appendChart, defaultLayout, removeChart } from './chart-layout-append.ts';
import type { DashboardLookup } from './dashboard-lookup.ts';
import { layoutChartIds, sortedCompactJson } from './dash-metadata.ts';

/** Superset's DashboardsForbiddenError (charts/exceptions.py). */
const FORBIDDEN = 'Changing one or more of these dashboards is forbidden';

const parseLayout = (text: string | null): Record<string, unknown> | null => {
  try {
    const v: unknown = text ? JSON.parse(text) : null;
    return v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length
      ? (v as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
};

/** The dashboards' side of a chart's `dashboards` (explore's IChartDashboardLinks). */
export class DashboardChartLinker implements ChartDashboardLinker {
  constructor(private readonly lookup: DashboardLookup) {}

  async dashboardsOf(chartIds: readonly number[]): Promise<Map<number, ChartDashboardRef[]>> {
    const out = new Map<number, ChartDashboardRef[]>();
    if (chartIds.length === 0) return out;
    const rows = await this.lookup.db
      .selectFrom('dashboard_slices')
      .innerJoin('dashboards', 'dashboards.id', 'dashboard_slices.dashboard_id')
      .select(['dashboard_slices.slice_id', 'dashboards.id', 'dashboards.dashboard_title', 'dashboards.json_metadata'])
      .where('dashboard_slices.slice_id', 'in', [...chartIds])
      .orderBy('dashboards.id')
      .execute();
    for (const r of rows) {
      const list = out.get(Number(r.slice_id)) ?? [];
      list.push({ id: Number(r.id), dashboard_title: r.dashboard_title, json_metadata: r.json_metadata ?? null });
      out.set(Number(r.slice_id), list);
    }
    return out;
  }

  onDashboard(eb: AnyExpressionBuilder, dashboardId: number): Predicate {
    return eb(
      'slices.id',
      'in',
      eb
        .selectFrom('dashboard_slices')
        .select('dashboard_slices.slice_id')
        .where('dashboard_slices.dashboard_id', '=', dashboardId),
    );
  }

  private async currentDashboards(db: DashboardDb, chartId: number | null): Promise<number[]> {
    if (chartId === null) return [];
    const rows = await db
      .selectFrom('dashboard_slices')
      .select('dashboard_id')
      .where('slice_id', '=', chartId)
      .execute();
    return rows.map((r) => Number(r.dashboard_id));
  }

  async check(chartId: number | null, dashboardIds: readonly number[], user: AuthUser): Promise<void> {
    const seen = await this.lookup.visibleIds(dashboardIds, user);
    if (seen.length !== dashboardIds.length) throw unprocessable({ dashboards: ['Dashboards do not exist'] });
    if (user.isAdmin) return;
    const current = await this.currentDashboards(this.lookup.db, chartId);
    const changed = [
      ...dashboardIds.filter((id) => !current.includes(id)),
      ...current.filter((id) => !dashboardIds.includes(id)),
    ];
    if (changed.length === 0) return;
    const owned = await this.lookup.db
      .selectFrom('dashboard_user')
      .select('dashboard_id')
      .where('user_id', '=', user.id)
      .where('dashboard_id', 'in', changed)
      .execute();
    if (new Set(owned.map((o) => Number(o.dashboard_id))).size !== changed.length)
      throw new ApiError(403, { message: FORBIDDEN });
  }

  async link(store: Kysely<unknown>, chartId: number, dashboardIds: readonly number[]): Promise<void> {
    const db = store as unknown as DashboardDb;
    const current = await this.currentDashboards(db, chartId);
    const chart = await db
      .selectFrom('slices')
      .select(['id', 'uuid', 'slice_name'])
      .where('id', '=', chartId)
      .executeTakeFirstOrThrow();
    const added = dashboardIds.filter((id) => !current.includes(id));
    const removed = current.filter((id) => !dashboardIds.includes(id));
    for (const id of [...added, ...removed]) {
      const dash = await db
        .selectFrom('dashboards')
        .select(['position_json', 'dashboard_title'])
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      const layout = parseLayout(dash.position_json);
      let next: Record<string, unknown> | null;
      if (added.includes(id)) {
        await db.insertInto('dashboard_slices').values({ dashboard_id: id, slice_id: chartId }).execute();
        next =
          layout && layoutChartIds(layout).includes(chartId)
            ? null
            : appendChart(layout ?? defaultLayout(dash.dashboard_title), {
                id: chartId,
                uuid: chart.uuid,
                slice_name: chart.slice_name,
              });
      } else {
        await db
          .deleteFrom('dashboard_slices')
          .where('dashboard_id', '=', id)
          .where('slice_id', '=', chartId)
          .execute();
        next = layout ? removeChart(layout, chartId) : null;
      }
      if (next)
        await db
          .updateTable('dashboards')
          .set({ position_json: sortedCompactJson(next), changed_on: storedNow() })
          .where('id', '=', id)
          .execute();
    }
  }
}
