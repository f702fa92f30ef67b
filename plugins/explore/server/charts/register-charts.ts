import type { DependencyContainer } from 'tsyringe';
import type { FastifyInstance } from 'fastify';
import { IResultCache } from '../../../../server/engine/cache/index.ts';
import { IDatasourceProvider } from '../../../../server/engine/datasource-provider.ts';
import { IPermissionCatalog } from '../../../../server/security/permission-catalog.ts';
import { IMetadataStore } from '../../../../server/store/store.ts';
import { ChartRenderService, IVizPluginList } from '../../../../server/viz/index.ts';
import type { ExploreDb } from '../migrations/explore-tables.ts';
import { registerChartRoutes, visibleChartIds } from './chart-routes.ts';
import { ChartService } from './chart-service.ts';
import { registerChartThumbnailRoutes } from './chart-thumbnail-routes.ts';
import { registerExploreApi } from '../explore-api/register-explore-api.ts';

/**
 * The chart resource's routes and the Explore API. The chart catalogue (IVizPluginList) and the renderer come from the
 * viz host part, which activates after this plugin (it needs the chart-data service): both are
 * looked up when a request needs them, and a host without them accepts any viz type and draws
 * no thumbnails.
 */
export function registerCharts(app: FastifyInstance, container: DependencyContainer): void {
  const store = container.resolve(IMetadataStore);
  const deps = { store, catalog: container.resolve(IPermissionCatalog) };
  const lazy =
    <T>(token: Parameters<DependencyContainer['resolve']>[0]) =>
    (): T | null =>
      container.isRegistered(token, true) ? (container.resolve(token) as T) : null;
  const plugins = lazy<IVizPluginList>(IVizPluginList);
  const service = new ChartService({
    db: store.db as unknown as ExploreDb,
    datasources: container.resolve(IDatasourceProvider),
    vizTypes: () => plugins()?.map((p) => p.key) ?? null,
    visible: async (id, user) => (await visibleChartIds(deps, [id], user)).length > 0,
  });
  registerChartRoutes(app, { ...deps, service });
  const cache = container.resolve(IResultCache);
  registerChartThumbnailRoutes(app, { ...deps, cache, renderer: lazy<ChartRenderService>(ChartRenderService) });
  registerExploreApi(app, {
    ...deps,
    cache,
    datasources: container.resolve(IDatasourceProvider),
    chartVisible: async (id, user) => (await visibleChartIds(deps, [id], user)).length > 0,
  });
}
