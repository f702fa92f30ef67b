// The planner as the dashboard page builds it: the viz registry's lazy buildQuery, the browser's
// fetch, the page's async-event client and the settings the server hands the page.
import type { BootstrapData } from '../../../../web/app/bootstrap.ts';
import { api } from '../../../../web/api/client.ts';
import { t } from '../../../../web/i18n/t.ts';
import { loadViz } from '../../../../web/viz/viz-loader.ts';
import type { IVizRegistry } from '../../../../web/viz/viz-registry.ts';
import { AsyncEventClient, type AsyncEvent } from './async-event-client.ts';
import { browserChartDataTransport } from './chart-data-transport.ts';
import { createQueryPlanner, type TilePhase } from './query-planner.ts';
import type { IQueryPlanner, TileTiming } from './query-planner-types.ts';

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

/**
 * Each tile's progress as a User Timing mark (`dashboard-tile-sent`, `-answered`, `-rendered`,
 * detail: tile, chart, cache, shared, error): the browser's performance timeline and its traces
 * show when every tile asked, was answered and drew, as the Performance panel does.
 */
export function markTiming(phase: TilePhase, timing: Readonly<TileTiming>): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  const { tileId, chartId, cache, deduplicated, error } = timing;
  performance.mark(`dashboard-tile-${phase}`, { detail: { tileId, chartId, cache, deduplicated, error } });
}

/**
 * Starts loading the plugins of a dashboard's viz types as soon as its chart list is known, before
 * the grid renders: each buildQuery chunk first (a tile's request waits for it), then the charts.
 */
export function preloadVizTypes(registry: IVizRegistry, vizTypes: Iterable<string>): void {
  const plugins = [...new Set(vizTypes)].map((type) => registry.get(type)).filter((p) => p !== undefined);
  for (const plugin of plugins) void plugin.buildQuery().catch(() => {});
  for (const plugin of plugins) void loadViz(plugin).catch(() => {});
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
    onTiming: markTiming,
    async buildQuery(formData, options) {
      const plugin = registry.get(formData.viz_type);
      if (!plugin) throw new Error(t('Item with key "%s" is not registered.', formData.viz_type));
      // The request waits for the plugin's small buildQuery chunk only; its chart and
      // transformProps (ECharts and the like) load meanwhile, while the query runs.
      void loadViz(plugin).catch(() => {});
      const { default: buildQuery } = await plugin.buildQuery();
      return buildQuery(formData, options);
    },
  });
}
