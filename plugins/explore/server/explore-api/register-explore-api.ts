import type { FastifyInstance } from 'fastify';
import type { IDatasourceProvider } from '../../../../server/engine/datasource-provider.ts';
import type { IResultCache } from '../../../../server/engine/cache/index.ts';
import type { ResourceRouteDeps } from '../../../../server/http/resource-routes.ts';
import type { ExploreDb } from '../migrations/explore-tables.ts';
import { registerExploreApiRoutes } from './explore-api-routes.ts';
import type { ChartVisible } from './explore-access.ts';
import { FormDataCache } from './form-data-cache.ts';
import { registerFormDataRoutes } from './form-data-routes.ts';
import { ExplorePermalinkStore } from './permalink-store.ts';
import { registerExplorePermalinkRoutes } from './permalink-routes.ts';

/** The Explore API (reference §9): bootstrap, the form-data cache, permalinks, dataset metadata. */
export function registerExploreApi(
  app: FastifyInstance,
  deps: ResourceRouteDeps & { datasources: IDatasourceProvider; cache: IResultCache; chartVisible: ChartVisible },
): void {
  const db = deps.store.db as unknown as ExploreDb;
  const formData = new FormDataCache(deps.cache);
  const permalinks = new ExplorePermalinkStore(db);
  const access = { datasources: deps.datasources, chartVisible: deps.chartVisible };
  registerFormDataRoutes(app, { ...access, formData });
  registerExplorePermalinkRoutes(app, { ...access, permalinks });
  registerExploreApiRoutes(app, { ...deps, ...access, db, formData, permalinks });
}
