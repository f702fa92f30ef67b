import type { FastifyInstance } from 'fastify';
import type { ExploreDb } from './migrations/explore-tables.ts';
import { inject, injectable } from 'tsyringe';
import { IResultCache } from '../../../server/engine/cache/index.ts';
import { ChartDataService } from '../../../server/engine/chart-data/index.ts';
import type { ServerRoutes } from '../../../server/host/server-plugin.ts';
import { ILoupeConfig } from '../../../server/host/tokens.ts';
import { IJobQueue } from '../../../server/jobs/job-queue.ts';
import { IMetadataDb } from '../../../server/store/store.ts';
import type { ChartDataDeps } from './chart-data-deps.ts';
import { registerChartDataRoutes } from './chart-data-routes.ts';
import { registerSamplesRoute } from './samples-route.ts';
import { registerSavedChartDataRoute } from './saved-chart-data-route.ts';
import { registerTimeRangeRoutes } from './time-range-routes.ts';
import { registerWarmUpCacheRoute } from './warm-up-cache-route.ts';
import { IDatasourceProvider } from '../../../server/engine/datasource-provider.ts';

/** The chart data API, samples and time ranges. */
@injectable()
export class ExploreRoutes implements ServerRoutes {
  private readonly deps: ChartDataDeps;

  constructor(
    @inject(ChartDataService) service: ChartDataService,
    @inject(IResultCache) cache: IResultCache,
    @inject(IMetadataDb) db: ExploreDb,
    @inject(ILoupeConfig) config: ILoupeConfig,
    @inject(IJobQueue) jobs: IJobQueue,
    @inject(IDatasourceProvider) private readonly datasources: IDatasourceProvider,
  ) {
    this.deps = { service, cache, db, featureFlags: config.featureFlags, jobs };
  }

  register(app: FastifyInstance): void {
    registerChartDataRoutes(app, this.deps);
    registerSavedChartDataRoute(app, this.deps);
    registerSamplesRoute(app, this.deps);
    registerTimeRangeRoutes(app);
    registerWarmUpCacheRoute(app, { ...this.deps, datasources: this.datasources });
  }
}
