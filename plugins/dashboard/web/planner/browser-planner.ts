// The planner as the dashboard page builds it: the viz registry's lazy buildQuery, the browser's
// fetch, the page's async-event client and the settings the server hands the page.
import type { BootstrapData } from '../../../../web/app/bootstrap.ts';
import { api } from '../../../../web/api/client.ts';
import { t } from '../../../../web/i18n/t.ts';
import { loadViz } from '../../../../web/viz/viz-loader.ts';
import type { IVizRegistry } from '../../../../web/viz/viz-registry.ts';
import { AsyncEventClient, type AsyncEvent } from './async-event-client.ts';
import { browserChartDataTransport } from './chart-data-transport.ts';
import { createQueryPlanner } from './query-planner.ts';
import type { IQueryPlanner } from './query-planner-types.ts';

export interface PlannerSettings {
  /** LOUPE_DASHBOARD_QUERY_CONCURRENCY, handed over as `common.conf.DASHBOARD_QUERY_CONCURRENCY`. */
  concurrency: number;
  /** `?planner=naive` (a bench aid): every tile queries at once, nothing shared. */
  mode: 'planned' | 'naive';
  /** GLOBAL_ASYNC_QUERIES: chart data may answer 202 with a job. */
  asyncQueries: boolean;
}

export function readPlannerSettings(bootstrap: BootstrapData, search = ''): PlannerSettings {
  const common = bootstrap.common as BootstrapData['common'] & { conf?: Record<string, unknown> };
  const cap = common.conf?.DASHBOARD_QUERY_CONCURRENCY;
  return {
    concurrency: typeof cap === 'number' && Number.isInteger(cap) && cap > 0 ? cap : 6,
    mode: new URLSearchParams(search).get('planner') === 'naive' ? 'naive' : 'planned',
    asyncQueries: common.feature_flags?.GLOBAL_ASYNC_QUERIES === true,
  };
}

let pageAsyncEvents: AsyncEventClient | null = null;

/** The page's one async-event client (reference §12.2, polling every 500 ms while a job waits). */
export function asyncEventClient(): AsyncEventClient {
  pageAsyncEvents ??= new AsyncEventClient({
    fetchEvents: async (lastId) =>
      (
        await api.get<{ result: AsyncEvent[] }>(
          `/api/v1/async_event/${lastId ? `?last_id=${encodeURIComponent(lastId)}` : ''}`,
        )
      ).result,
    sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
  });
  return pageAsyncEvents;
}

export function createBrowserQueryPlanner(opts: {
  dashboardId: number;
  registry: IVizRegistry;
  settings: PlannerSettings;
}): IQueryPlanner {
  const { registry, settings } = opts;
  return createQueryPlanner({
    dashboardId: opts.dashboardId,
    concurrency: settings.concurrency,
    mode: settings.mode,
    transport: browserChartDataTransport,
    asyncEvents: settings.asyncQueries ? asyncEventClient() : undefined,
    now: () => performance.now(),
    async buildQuery(formData, options) {
      const plugin = registry.get(formData.viz_type);
      if (!plugin) throw new Error(t('Item with key "%s" is not registered.', formData.viz_type));
      const { buildQuery } = await loadViz(plugin);
      return buildQuery(formData, options);
    },
  });
}
