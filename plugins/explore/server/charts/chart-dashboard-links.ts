import type { Kysely } from 'kysely';
import { injectable } from 'tsyringe';
import { toDisposable, type Disposable } from '../../../../core/kernel/disposable.ts';
import { token } from '../../../../core/di/token.ts';
import type { AnyExpressionBuilder, Predicate } from '../../../../server/rest/resource-def.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';

/** A dashboard as a chart names it (Superset's ChartRestApi `dashboards.id`, `dashboards.dashboard_title`). */
export interface ChartDashboardRef {
  id: number;
  dashboard_title: string | null;
  /** The dashboard's `json_metadata` text, as Superset's `dashboards.json_metadata`. */
  json_metadata?: string | null;
}

/**
 * What the chart API asks of whoever keeps dashboards (the dashboard plugin fills it at
 * activation; explore knows nothing of its tables).
 */
export interface ChartDashboardLinker {
  /** The dashboards each chart is on, by chart id (Superset lists them all, seen or not). */
  dashboardsOf(chartIds: readonly number[]): Promise<Map<number, ChartDashboardRef[]>>;
  /** A predicate on `slices`: the chart is on the dashboard (the `dashboards` rel_m_m filter). */
  onDashboard(eb: AnyExpressionBuilder, dashboardId: number): Predicate;
  /**
   * Checks a chart write's `dashboards` before anything is written (Superset's
   * Create/UpdateChartCommand): 422 `{"dashboards": ["Dashboards do not exist"]}` when one is
   * missing or hidden, 403 when the caller may not change one it adds or removes.
   */
  check(chartId: number | null, dashboardIds: readonly number[], user: AuthUser): Promise<void>;
  /** Puts the chart on exactly these dashboards, inside the chart write's transaction. */
  link(db: Kysely<unknown>, chartId: number, dashboardIds: readonly number[]): Promise<void>;
}

/** The extension point: explore provides it; the dashboard plugin provides the linker. */
export interface IChartDashboardLinks {
  /** The linker, or null while no plugin keeps dashboards. */
  linker(): ChartDashboardLinker | null;
  /** Installs the linker; disposing removes it. One at a time. */
  provide(linker: ChartDashboardLinker): Disposable;
}
export const IChartDashboardLinks = token<IChartDashboardLinks>('IChartDashboardLinks');

/** The registry explore provides. */
@injectable()
export class ChartDashboardLinks implements IChartDashboardLinks {
  private current: ChartDashboardLinker | null = null;

  linker(): ChartDashboardLinker | null {
    return this.current;
  }

  provide(linker: ChartDashboardLinker): Disposable {
    if (this.current) throw new Error('A chart dashboard linker is already provided');
    this.current = linker;
    return toDisposable(() => {
      if (this.current === linker) this.current = null;
    });
  }
}
