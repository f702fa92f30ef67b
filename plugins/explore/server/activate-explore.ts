import { IAsyncEvents } from '../../../server/async-events/async-events.ts';
import { createResultCache, IResultCache } from '../../../server/engine/cache/index.ts';
import { ChartDataService, DEFAULT_CHART_DATA_SETTINGS, type ChartDataDeps as ChartDataServiceDeps } from '../../../server/engine/chart-data/index.ts';
import { IDatasourceProvider } from '../../../server/engine/datasource-provider.ts';
import { IRowLevelSecurity } from '../../../server/engine/row-level-security.ts';
import { registerTimeRangeRoutes } from '../../../server/engine/time-range/index.ts';
import type { ServerPluginContext } from '../../../server/host/server-plugin.ts';
import { IJobQueue } from '../../../server/jobs/job-queue.ts';
import { chartAnnotationSource } from './chart-annotations.ts';
import type { ChartDataDeps } from './chart-data-deps.ts';
import { chartDataJobHandler } from './chart-data-job.ts';
import { registerChartDataRoutes } from './chart-data-routes.ts';
import { registerSamplesRoute } from './samples-route.ts';
import { registerSavedChartDataRoute } from './saved-chart-data-route.ts';

/**
 * The chart data service over the catalog's datasources, the result cache (registered here
 * unless the host brought one), the routes, and the chart-data job on every process that works
 * jobs. Row-level security applies when a plugin registered it.
 */
export function activateExplore(ctx: ServerPluginContext): void {
  const c = ctx.container;
  if (!c.isRegistered(IResultCache, true)) {
    const cache = createResultCache(ctx.config);
    c.register(IResultCache, { useValue: cache });
    ctx.track({ dispose: () => cache.close() });
  }
  const cache = c.resolve(IResultCache);
  const serviceDeps: ChartDataServiceDeps = {
    datasources: c.resolve(IDatasourceProvider),
    cache,
    settings: { ...DEFAULT_CHART_DATA_SETTINGS, defaultCacheTimeout: ctx.config.cacheDefaultTimeout },
    rls: c.isRegistered(IRowLevelSecurity, true) ? c.resolve(IRowLevelSecurity) : null,
  };
  const service = new ChartDataService(serviceDeps);
  serviceDeps.annotations = chartAnnotationSource(ctx.store.db, service);
  const jobs = c.isRegistered(IJobQueue, true) ? c.resolve(IJobQueue) : null;
  const events = c.isRegistered(IAsyncEvents, true) ? c.resolve(IAsyncEvents) : null;
  const deps: ChartDataDeps = { service, cache, db: ctx.store.db, featureFlags: ctx.config.featureFlags, jobs, events };
  if (jobs && events) ctx.track(jobs.registerHandler(chartDataJobHandler({ service, cache, events, users: ctx.security.users })));

  registerChartDataRoutes(ctx.app, deps);
  registerSavedChartDataRoute(ctx.app, deps);
  registerSamplesRoute(ctx.app, deps);
  registerTimeRangeRoutes(ctx.app);
}
