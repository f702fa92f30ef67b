import type { FastifyInstance } from 'fastify';
import { inject, injectable } from 'tsyringe';
import { IResultCache } from '../../../../server/engine/cache/index.ts';
import { ChartDataService } from '../../../../server/engine/chart-data/index.ts';
import { IDatasourceProvider } from '../../../../server/engine/datasource-provider.ts';
import type { ServerRoutes } from '../../../../server/host/server-plugin.ts';
import type { ResourceRouteDeps } from '../../../../server/http/resource-routes.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import { IPermissionCatalog } from '../../../../server/security/permission-catalog.ts';
import { IMetadataStore } from '../../../../server/store/store.ts';
import { ChartRenderService, IVizPluginList } from '../../../../server/viz/index.ts';
import { registerExploreJsonRoute } from '../explore-api/explore-json-route.ts';
import { registerExploreApi } from '../explore-api/register-explore-api.ts';
import type { ExploreDb } from '../migrations/explore-tables.ts';
import { IChartDashboardLinks } from './chart-dashboard-links.ts';
import { registerChartRoutes, visibleChartIds } from './chart-routes.ts';
import { ChartService } from './chart-service.ts';
import { registerChartThumbnailRoutes } from './chart-thumbnail-routes.ts';

/**
 * The chart resource (`/api/v1/chart/`, thumbnails), the Explore API and the legacy `explore_json`. The chart catalogue comes
 * from the `viz` host part (explore depends on it); the renderer is one of this plugin's providers.
 */
@injectable()
export class ChartApiRoutes implements ServerRoutes {
  private readonly deps: ResourceRouteDeps;

  constructor(
    @inject(IMetadataStore) store: IMetadataStore,
    @inject(IPermissionCatalog) catalog: IPermissionCatalog,
    @inject(IDatasourceProvider) private readonly datasources: IDatasourceProvider,
    @inject(IResultCache) private readonly cache: IResultCache,
    @inject(IVizPluginList) private readonly plugins: IVizPluginList,
    @inject(ChartRenderService) private readonly renderer: ChartRenderService,
    @inject(ChartDataService) private readonly chartData: ChartDataService,
    @inject(IChartDashboardLinks) private readonly links: IChartDashboardLinks,
  ) {
    this.deps = { store, catalog };
  }

  register(app: FastifyInstance): void {
    const chartVisible = async (id: number, user: AuthUser | null): Promise<boolean> =>
      (await visibleChartIds(this.deps, [id], user)).length > 0;
    const service = new ChartService({
      db: this.deps.store.db as unknown as ExploreDb,
      datasources: this.datasources,
      vizTypes: () => this.plugins.map((p) => p.key),
      visible: chartVisible,
      links: this.links,
    });
    registerChartRoutes(app, { ...this.deps, service, links: this.links });
    registerChartThumbnailRoutes(app, { ...this.deps, cache: this.cache, renderer: this.renderer });
    registerExploreApi(app, { ...this.deps, cache: this.cache, datasources: this.datasources, chartVisible });
    const db = this.deps.store.db as unknown as ExploreDb;
    registerExploreJsonRoute(app, { db, service: this.chartData, plugins: this.plugins, chartVisible });
  }
}
