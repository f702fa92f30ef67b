import type { FastifyInstance } from 'fastify';
import { inject, injectable } from 'tsyringe';
import type { ServerRoutes } from '../../../../server/host/server-plugin.ts';
import { ILoupeConfig } from '../../../../server/host/tokens.ts';
import { IPermissionCatalog } from '../../../../server/security/permission-catalog.ts';
import { IMetadataStore } from '../../../../server/store/store.ts';
import { IResultCache } from '../../../../server/engine/cache/index.ts';
import { ChartRenderService } from '../../../../server/viz/index.ts';
import { registerDashboardPictureRoutes } from './dashboard-picture-routes.ts';
import type { DashboardDb } from '../migrations/dashboard-tables.ts';
import { dashboardAccessOptions } from './dashboard-access.ts';
import { DashboardLookup } from './dashboard-lookup.ts';
import { dashboardResource } from './dashboard-resource.ts';
import { registerDashboardRoutes } from './dashboard-routes.ts';
import { DashboardService } from './dashboard-service.ts';

/** The dashboard resource (`/api/v1/dashboard/`), its charts, datasets, tabs, copies and favourites. */
@injectable()
export class DashboardApiRoutes implements ServerRoutes {
  constructor(
    @inject(IMetadataStore) private readonly store: IMetadataStore,
    @inject(IPermissionCatalog) private readonly catalog: IPermissionCatalog,
    @inject(ILoupeConfig) private readonly config: ILoupeConfig,
    @inject(IResultCache) private readonly cache: IResultCache,
    @inject(ChartRenderService) private readonly renderer: ChartRenderService,
  ) {}

  register(app: FastifyInstance): void {
    const access = dashboardAccessOptions(this.config);
    const lookup = new DashboardLookup(this.store.db as unknown as DashboardDb, this.store.dialect, access);
    // Static-suffixed picture routes first, beside the resource's `<pk>` routes.
    registerDashboardPictureRoutes(app, { lookup, renderer: this.renderer, cache: this.cache });
    registerDashboardRoutes(app, {
      store: this.store,
      catalog: this.catalog,
      resource: dashboardResource(access),
      lookup,
      service: new DashboardService(lookup),
    });
  }
}
