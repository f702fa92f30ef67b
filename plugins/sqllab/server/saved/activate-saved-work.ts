import type { ServerPluginContext } from '../../../../server/host/server-plugin.ts';
import { IWebPages } from '../../../../server/host/tokens.ts';
import { IDatabaseDirectory } from '../../../../server/engine/database-directory.ts';
import { IPermissionCatalog } from '../../../../server/security/permission-catalog.ts';
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

/** Saved queries, tab state, table schemas and shared queries: services and routes. */
export async function activateSavedWork(ctx: ServerPluginContext): Promise<void> {
  const catalog = ctx.container.resolve(IPermissionCatalog);
  const db = ctx.store.db;
  const directory = ctx.container.resolve(IDatabaseDirectory);
  const savedQueries = new SavedQueryService(db, directory);
  const tabs = new TabStateService(db, directory);
  registerSavedQueryRoutes(ctx.app, { store: ctx.store, catalog, service: savedQueries });
  registerLegacySavedQueryRoutes(ctx.app, { db, service: savedQueries });
  registerTabStateRoutes(ctx.app, { tabs, tables: new TableSchemaService(db, directory) });
  registerShareRoutes(ctx.app, { kv: new KeyValueStore(db) });
  registerChartToSqlLab(ctx.app, { directory, pages: ctx.container.resolve(IWebPages) });
  registerSqlLabBootstrap(ctx.app, { db, directory, tabs, persistence: ctx.config.featureFlags.SQLLAB_BACKEND_PERSISTENCE !== false });
}
