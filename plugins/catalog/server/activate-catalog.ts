import type { ServerPluginContext } from '../../../server/host/server-plugin.ts';
import { ISecretBox } from '../../../server/host/tokens.ts';
import { IPermissionCatalog } from '../../../server/security/permission-catalog.ts';
import { ConnectorPool, IConnectorPool } from './databases/connector-pool.ts';
import { registerDatabaseRoutes } from './databases/database-routes.ts';
import { DatabaseService } from './databases/database-service.ts';
import { registerColumnValues } from './datasets/column-values.ts';
import { registerDatasetRoutes } from './datasets/dataset-routes.ts';
import { DatasetService } from './datasets/dataset-service.ts';
import { QueryDatasourceProvider } from './datasets/query-datasource-provider.ts';
import { IDatasourceProvider } from '../../../server/engine/datasource-provider.ts';
import { IDatabaseDirectory } from '../../../server/engine/database-directory.ts';
import { StoredDatabaseDirectory } from './databases/stored-database-directory.ts';
import { restContext } from '../../../server/http/rest-context.ts';
import { bootstrapExamples } from './examples-bootstrap.ts';
import { IRowLevelSecurity } from '../../../server/engine/row-level-security.ts';
import { registerRlsRoutes } from './rls/rls-routes.ts';
import { RlsService } from './rls/rls-service.ts';
import { StoredRowLevelSecurity } from './rls/stored-row-level-security.ts';

export interface CatalogServices {
  pool: ConnectorPool;
  databases: DatabaseService;
  datasets: DatasetService;
}

const services = new WeakMap<object, CatalogServices>();

/** Builds the catalog's services, registers them for other plugins and wires the routes. */
export function activateCatalog(ctx: ServerPluginContext): void {
  const secrets = ctx.container.resolve(ISecretBox);
  const catalog = ctx.container.resolve(IPermissionCatalog);
  const pool = new ConnectorPool(ctx.store.db, secrets, ctx.config.dataDir);
  const databases = new DatabaseService(ctx.store.db, secrets, pool);
  const datasets = new DatasetService(ctx.store.db, pool);
  ctx.container.register(IConnectorPool, { useValue: pool });
  ctx.container.register(IDatasourceProvider, { useValue: new QueryDatasourceProvider(ctx.store.db, pool, (perm, view) => ctx.security.publicCan(perm, view)) });
  ctx.container.register(IDatabaseDirectory, { useValue: new StoredDatabaseDirectory(ctx.store.db) });
  ctx.container.register(IRowLevelSecurity, { useValue: new StoredRowLevelSecurity(ctx.store.db) });
  ctx.track({ dispose: () => pool.closeAll() });
  services.set(ctx.container, { pool, databases, datasets });

  const deps = { store: ctx.store, catalog };
  registerDatabaseRoutes(ctx.app, { ...deps, service: databases, pool });
  registerDatasetRoutes(ctx.app, { ...deps, service: datasets });
  registerRlsRoutes(ctx.app, { ...deps, service: new RlsService(ctx.store.db) });
  registerColumnValues(ctx.app, { ...deps, pool, ctx: (req) => restContext(req, ctx.store.dialect, catalog) });
}

export async function bootstrapCatalog(ctx: ServerPluginContext): Promise<void> {
  const s = services.get(ctx.container);
  if (s) await bootstrapExamples(ctx, s.databases, s.datasets);
}
