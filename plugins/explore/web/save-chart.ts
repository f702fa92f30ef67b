import { t } from '../../../web/i18n/t.ts';

/** The dashboard the chart goes on at save time: an existing one, or a new one by its title. */
export type DashboardChoice = { id: number; title: string; isNew?: false } | { title: string; isNew: true };

/** The few calls a save makes; the API client in the page, a fake in the tests. */
export interface SaveHttp {
  get<T>(path: string, q?: unknown): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  put<T>(path: string, body: unknown): Promise<T>;
}

export interface SaveChartInput {
  /** The chart body of save-payload.ts without `dashboards`. */
  body: Record<string, unknown> & { slice_name: string };
  /** The chart to overwrite, or null to save a new chart. */
  overwriteId: number | null;
  dashboard: DashboardChoice | null;
}

export interface SaveChartResult {
  id: number;
  /** The dashboard the chart was added to (its id, created when it was new). */
  dashboard: { id: number; title: string } | null;
  toasts: string[];
}

/**
 * Superset's saveModalActions: a new dashboard is created first (POST /api/v1/dashboard/ with just its
 * title); an overwrite keeps the dashboards the chart is already on (GET /api/v1/chart/<id>,
 * its `dashboards`) and adds the chosen one; then the chart is POSTed or PUT with `dashboards`.
 */
export async function saveChart(http: SaveHttp, input: SaveChartInput): Promise<SaveChartResult> {
  const name = input.body.slice_name;
  let existing: number[] = [];
  if (input.overwriteId !== null) {
    try {
      // The whole show answer (its `dashboards` hold the ids; `columns:!(dashboards.id)` works too).
      const res = await http.get<{ result: { dashboards?: { id: number }[] } }>(`/api/v1/chart/${input.overwriteId}`);
      existing = (res.result.dashboards ?? []).map((d) => d.id);
    } catch (err) {
      throw new SaveError(t('fetching dashboards failed for %s', name), err);
    }
  }
  let dashboard: SaveChartResult['dashboard'] = null;
  if (input.dashboard?.isNew) {
    const created = await http.post<{ id: number }>('/api/v1/dashboard/', {
      dashboard_title: input.dashboard.title,
    });
    dashboard = { id: created.id, title: input.dashboard.title };
  } else if (input.dashboard) {
    dashboard = { id: input.dashboard.id, title: input.dashboard.title };
  }
  const dashboards = dashboard && !existing.includes(dashboard.id) ? [...existing, dashboard.id] : existing;
  const body = { ...input.body, dashboards };
  const id =
    input.overwriteId !== null
      ? (await http.put<{ id: number }>(`/api/v1/chart/${input.overwriteId}`, body), input.overwriteId)
      : (await http.post<{ id: number }>('/api/v1/chart/', body)).id;
  const toasts = [
    input.overwriteId !== null ? t('Chart [%s] has been overwritten', name) : t('Chart [%s] has been saved', name),
  ];
  if (dashboard)
    toasts.push(
      input.dashboard?.isNew
        ? t('Dashboard [%s] just got created and chart [%s] was added to it', dashboard.title, name)
        : t('Chart [%s] was added to dashboard [%s]', name, dashboard.title),
    );
  return { id, dashboard, toasts };
}

/** A save that failed with a message of its own (spec §8), rather than 'Failed to save slice'. */
export class SaveError extends Error {
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
  }
}

/** Where 'Save & go to dashboard' goes. */
export const dashboardUrl = (id: number) => `/superset/dashboard/${id}/`;

/**
 * The list query of the dashboard select (Superset's SaveModal.loadDashboards): titles containing the
 * search, owned by the user unless an admin (who may edit every dashboard), by title.
 */
export function dashboardQuery(search: string, user: { userId: number; isAdmin: boolean }) {
  const filters: { col: string; opr: string; value: unknown }[] = [];
  if (search.trim()) filters.push({ col: 'dashboard_title', opr: 'ct', value: search.trim() });
  if (!user.isAdmin) filters.push({ col: 'owners', opr: 'rel_m_m', value: user.userId });
  return {
    columns: ['id', 'dashboard_title'],
    filters,
    order_column: 'dashboard_title',
    order_direction: 'asc',
    page: 0,
    page_size: 100,
  };
}

/** Spec §6: can_overwrite when the user is among the chart's owners (ids or `{id}`); admins may always. */
export function canOverwrite(owners: readonly unknown[] | undefined, user: { userId: number; isAdmin: boolean }) {
  if (user.isAdmin || owners === undefined) return true;
  return owners.some((o) => (typeof o === 'number' ? o : (o as { id?: number } | null)?.id) === user.userId);
}
