import type { FastifyInstance } from 'fastify';
import { inject, injectable } from 'tsyringe';
import type { ServerRoutes } from '../../../../server/host/server-plugin.ts';
import { ILoupeConfig, IWebPages } from '../../../../server/host/tokens.ts';
import { IPermissionCatalog } from '../../../../server/security/permission-catalog.ts';
import { IMetadataDb, IMetadataStore } from '../../../../server/store/store.ts';
import { IDatabaseDirectory } from '../../../../server/engine/database-directory.ts';
import type { SqlLabDb } from '../migrations/sqllab-tables.ts';
import { registerChartToSqlLab } from './chart-to-sqllab.ts';
import { KeyValueStore } from './key-value-store.ts';
import { registerLegacySavedQueryRoutes } from './legacy-saved-query-routes.ts';
import { registerSavedQueryRoutes } from './saved-query-routes.ts';
import { SavedQueryService } from './saved-query-service.ts';
import { registerShareRoutes } from './share-routes.ts';
import { registerSqlLabBootstrap } from './sqllab-bootstrap.ts';
import { registerTabStateRoutes } from './tab-state-routes.ts';
import { TabStateService } from './tab-state-service.ts';
import { TableSchemaService } from './table-schema-service.ts';

/** Saved queries, tab state, table schemas and shared queries. */
@injectable()
export class SavedWorkRoutes implements ServerRoutes {
  constructor(
    @inject(IMetadataStore) private readonly store: IMetadataStore,
    @inject(IMetadataDb) private readonly db: SqlLabDb,
    @inject(IDatabaseDirectory) private readonly directory: IDatabaseDirectory,
    @inject(IPermissionCatalog) private readonly catalog: IPermissionCatalog,
    @inject(IWebPages) private readonly pages: IWebPages,
    @inject(ILoupeConfig) private readonly config: ILoupeConfig,
    @inject(SavedQueryService) private readonly savedQueries: SavedQueryService,
    @inject(TabStateService) private readonly tabs: TabStateService,
    @inject(TableSchemaService) private readonly tables: TableSchemaService,
    @inject(KeyValueStore) private readonly kv: KeyValueStore,
  ) {}

  register(app: FastifyInstance): void {
    const { db, directory, tabs } = this;
    registerSavedQueryRoutes(app, { store: this.store, catalog: this.catalog, service: this.savedQueries });
    registerLegacySavedQueryRoutes(app, { db, service: this.savedQueries });
    registerTabStateRoutes(app, { tabs, tables: this.tables });
    registerShareRoutes(app, { kv: this.kv });
    registerChartToSqlLab(app, { directory, pages: this.pages });
    registerSqlLabBootstrap(app, {
      db,
      directory,
      tabs,
      persistence: this.config.featureFlags.SQLLAB_BACKEND_PERSISTENCE !== false,
    });
  }
}
