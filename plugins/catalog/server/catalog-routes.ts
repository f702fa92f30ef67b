import type { FastifyInstance } from 'fastify';
import { inject, injectable } from 'tsyringe';
import type { ServerRoutes } from '../../../server/host/server-plugin.ts';
import { IPermissionCatalog } from '../../../server/security/permission-catalog.ts';
import { IMetadataStore } from '../../../server/store/store.ts';
import { ILoupeConfig } from '../../../server/host/tokens.ts';
import { IDatasourceProvider } from '../../../server/engine/datasource-provider.ts';
import { IRowLevelSecurity } from '../../../server/engine/row-level-security.ts';
import { IConnectorPool } from './databases/connector-pool.ts';
import { registerDatabaseRoutes } from './databases/database-routes.ts';
import { IDatabaseService } from './databases/database-service.ts';
import { uriSafetyOf } from './databases/database-uri-safety.ts';
import { registerColumnValues } from './datasets/column-values.ts';
import { registerDatasetRoutes } from './datasets/dataset-routes.ts';
import { DatasetService } from './datasets/dataset-service.ts';
import { registerRlsRoutes } from './rls/rls-routes.ts';
import { RlsService } from './rls/rls-service.ts';

/** The catalog's routes: databases, datasets, row-level security and column values. */
@injectable()
export class CatalogRoutes implements ServerRoutes {
  constructor(
    @inject(IMetadataStore) private readonly store: IMetadataStore,
    @inject(IPermissionCatalog) private readonly catalog: IPermissionCatalog,
    @inject(IConnectorPool) private readonly pool: IConnectorPool,
    @inject(IDatabaseService) private readonly databases: IDatabaseService,
    @inject(DatasetService) private readonly datasets: DatasetService,
    @inject(RlsService) private readonly rls: RlsService,
    @inject(ILoupeConfig) private readonly config: ILoupeConfig,
    @inject(IDatasourceProvider) private readonly datasources: IDatasourceProvider,
    @inject(IRowLevelSecurity) private readonly rowSecurity: IRowLevelSecurity,
  ) {}

  register(app: FastifyInstance): void {
    const deps = { store: this.store, catalog: this.catalog };
    registerDatabaseRoutes(app, {
      ...deps,
      service: this.databases,
      pool: this.pool,
      uriSafety: uriSafetyOf(this.config),
    });
    registerDatasetRoutes(app, { ...deps, service: this.datasets });
    registerRlsRoutes(app, { ...deps, service: this.rls });
    registerColumnValues(app, {
      ...deps,
      datasources: this.datasources,
      rls: this.rowSecurity,
    });
  }
}
