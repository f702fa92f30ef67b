// The catalog plugin's server part: wiring only.
import { IDatabaseDirectory } from '../../../server/engine/database-directory.ts';
import { StoredDatabaseDirectory } from './databases/stored-database-directory.ts';
import { definePlugin } from '../../../core/kernel/plugin.ts';
import { IDatasourceProvider } from '../../../server/engine/datasource-provider.ts';
import { IRowLevelSecurity } from '../../../server/engine/row-level-security.ts';
import type { ServerPluginPart } from '../../../server/host/server-plugin.ts';
import { catalogManifest } from '../index.ts';
import { CATALOG_PERMISSIONS } from './catalog-permissions.ts';
import { CatalogRoutes } from './catalog-routes.ts';
import { ConnectorPool, IConnectorPool } from './databases/connector-pool.ts';
import { DatabaseService, IDatabaseService } from './databases/database-service.ts';
import { ISshTunnels, SshTunnels } from './databases/ssh-tunnels.ts';
import { DatasetService } from './datasets/dataset-service.ts';
import { QueryDatasourceProvider } from './datasets/query-datasource-provider.ts';
import { ExamplesBootstrap } from './examples-bootstrap.ts';
import { catalogMigrations } from './migrations/index.ts';
import { RlsService } from './rls/rls-service.ts';
import { StoredRowLevelSecurity } from './rls/stored-row-level-security.ts';

export const catalogServerPlugin = definePlugin({
  ...catalogManifest,
  server: {
    migrations: catalogMigrations,
    permissions: CATALOG_PERMISSIONS,
    providers: [
      { provide: IConnectorPool, useClass: ConnectorPool, dispose: (pool: IConnectorPool) => pool.closeAll() },
      { provide: ISshTunnels, useClass: SshTunnels },
      { provide: IDatabaseService, useClass: DatabaseService },
      DatasetService,
      RlsService,
      { provide: IDatasourceProvider, useClass: QueryDatasourceProvider },
      { provide: IRowLevelSecurity, useClass: StoredRowLevelSecurity },
      { provide: IDatabaseDirectory, useClass: StoredDatabaseDirectory },
    ],
    routes: [CatalogRoutes],
    bootstrap: ExamplesBootstrap,
  } satisfies ServerPluginPart,
});
