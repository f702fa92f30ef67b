import type { FastifyInstance } from 'fastify';
import { inject, injectable } from 'tsyringe';
import { IResultCache } from '../../../server/engine/cache/index.ts';
import type { ServerRoutes } from '../../../server/host/server-plugin.ts';
import { ILoupeConfig } from '../../../server/host/tokens.ts';
import { registerResourceReads } from '../../../server/http/resource-routes.ts';
import { registerResourceWrites } from '../../../server/http/resource-writes.ts';
import { IPermissionCatalog } from '../../../server/security/permission-catalog.ts';
import { IMetadataStore } from '../../../server/store/store.ts';
import {
  createCssTemplateSchema,
  updateCssTemplateSchema,
  type CssTemplateBody,
} from './css-templates/css-template-body-schema.ts';
import { cssTemplateResource } from './css-templates/css-template-resource.ts';
import { CssTemplateService } from './css-templates/css-template-service.ts';
import { registerLogRoutes } from './event-log/log-routes.ts';
import { FilterStateCache } from './filter-state/filter-state-cache.ts';
import { registerFilterStateRoutes } from './filter-state/filter-state-routes.ts';
import { dashboardAccessOptions } from './dashboards/dashboard-access.ts';
import { DashboardLookup } from './dashboards/dashboard-lookup.ts';
import type { DashboardDb } from './migrations/dashboard-tables.ts';
import type { DashboardServiceDb } from './migrations/service-tables.ts';
import { DashboardPermalinkStore } from './permalink/dashboard-permalink-store.ts';
import { registerDashboardPermalinkRoutes } from './permalink/dashboard-permalink-routes.ts';

/** The dashboards' side services: filter state, permalinks, CSS templates and the event log. */
@injectable()
export class DashboardServiceRoutes implements ServerRoutes {
  constructor(
    @inject(IMetadataStore) private readonly store: IMetadataStore,
    @inject(IPermissionCatalog) private readonly catalog: IPermissionCatalog,
    @inject(IResultCache) private readonly cache: IResultCache,
    @inject(CssTemplateService) private readonly cssTemplates: CssTemplateService,
    @inject(ILoupeConfig) private readonly config: ILoupeConfig,
  ) {}

  register(app: FastifyInstance): void {
    const db = this.store.db as unknown as DashboardServiceDb;
    const deps = { store: this.store, catalog: this.catalog };
    // Which dashboards a caller reaches is the dashboard API's rule (dashboards/dashboard-access.ts).
    const lookup = new DashboardLookup(
      this.store.db as unknown as DashboardDb,
      this.store.dialect,
      dashboardAccessOptions(this.config),
    );
    registerFilterStateRoutes(app, { lookup, filterState: new FilterStateCache(this.cache) });
    registerDashboardPermalinkRoutes(app, { lookup, permalinks: new DashboardPermalinkStore(db) });
    registerResourceReads(app, cssTemplateResource, deps, { distinct: false });
    registerResourceWrites<CssTemplateBody>(app, cssTemplateResource, this.cssTemplates, {
      createSchema: createCssTemplateSchema,
      updateSchema: updateCssTemplateSchema,
      noun: ['css template', 'css templates'],
    });
    registerLogRoutes(app, { ...deps, db });
  }
}
