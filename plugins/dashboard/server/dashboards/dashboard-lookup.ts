import type { Selectable } from 'kysely';
import { notFound } from '../../../../server/http/errors.ts';
import type { LoupeRestContext } from '../../../../server/http/rest-context.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import type { StoreDialect } from '../../../../server/store/store.ts';
import { chartVisibility } from '../../../explore/server/exports.ts';
import type { DashboardDb, DashboardsTable } from '../migrations/dashboard-tables.ts';
import { dashboardVisibility, type DashboardAccessOptions } from './dashboard-access.ts';

export type DashboardRow = Omit<Selectable<DashboardsTable>, 'id'> & { id: number };

/** Finding dashboards and charts as the caller sees them. */
export class DashboardLookup {
  constructor(
    readonly db: DashboardDb,
    readonly dialect: StoreDialect,
    readonly access: DashboardAccessOptions,
  ) {}

  /** The same lookups inside a transaction. */
  withDb(db: DashboardDb): DashboardLookup {
    return new DashboardLookup(db, this.dialect, this.access);
  }

  ctx(user: AuthUser | null): LoupeRestContext {
    return { dialect: this.dialect, user, userId: user?.id ?? null, permissions: () => [] };
  }

  /**
   * Superset's get_by_id_or_slug: digits are an id, anything else a slug; the dashboard when the
   * caller sees it (DashboardAccessFilter), else 404 (hidden and missing answer alike).
   */
  async find(idOrSlug: string | number, user: AuthUser | null): Promise<DashboardRow> {
    const key = String(idOrSlug);
    if (key.length === 0 || key.length > 255) throw notFound();
    const byId = /^\d{1,15}$/.test(key);
    const filter = dashboardVisibility(this.access);
    const row = await this.db
      .selectFrom('dashboards')
      .selectAll()
      .where(byId ? 'id' : 'slug', '=', byId ? Number(key) : key)
      .where((eb) => filter(eb, this.ctx(user)) ?? eb.lit(true))
      .executeTakeFirst();
    if (!row) throw notFound();
    return { ...row, id: Number(row.id) } as DashboardRow;
  }

  /** The ids among `ids` of dashboards the caller sees. */
  async visibleIds(ids: readonly number[], user: AuthUser | null): Promise<number[]> {
    if (ids.length === 0) return [];
    const filter = dashboardVisibility(this.access);
    const rows = await this.db
      .selectFrom('dashboards')
      .select('id')
      .where('id', 'in', [...ids])
      .where((eb) => filter(eb, this.ctx(user)) ?? eb.lit(true))
      .execute();
    return rows.map((r) => Number(r.id));
  }

  /** The ids among `ids` of charts the caller sees (Superset's ChartFilter). */
  async visibleChartIds(ids: readonly number[], user: AuthUser | null): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await this.db
      .selectFrom('slices')
      .select('id')
      .where('id', 'in', [...ids])
      .where((eb) => chartVisibility(eb, this.ctx(user)) ?? eb.lit(true))
      .execute();
    return new Set(rows.map((r) => Number(r.id)));
  }

  /** The dashboard's chart ids, in the order they were added. */
  async chartIds(dashboardId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('dashboard_slices')
      .select('slice_id')
      .where('dashboard_id', '=', dashboardId)
      .orderBy('id')
      .execute();
    return rows.map((r) => Number(r.slice_id));
  }
}
