// The sqllab plugin's server part: wiring only.
import { definePlugin } from '../../../core/kernel/plugin.ts';
import type { ServerPluginPart } from '../../../server/host/server-plugin.ts';
import { ILoupeConfig } from '../../../server/host/tokens.ts';
import { sqllabManifest } from '../index.ts';
import { sqllabMigrations } from './migrations/index.ts';
import { QUERY_PERMISSIONS } from './queries/query-permissions.ts';
import { QueryRoutes } from './queries/query-routes.ts';
import { IConnectorPool } from '../../catalog/server/exports.ts';
import { ILogger } from '../../../server/host/tokens.ts';
import { IRunnerDeps, QueryRunner, runnerDeps } from './queries/query-runner.ts';
import { QueryStore } from './queries/query-store.ts';
import { createResultsBackend, IResultsBackend } from './queries/results-backend.ts';
import { SqlLabJobHandler } from './queries/sqllab-job.ts';
import { OrphanQueryReaper } from './queries/orphan-query-reaper.ts';
import { KeyValueStore } from './saved/key-value-store.ts';
import { SAVED_WORK_PERMISSIONS } from './saved/saved-work-permissions.ts';
import { SavedQueryService } from './saved/saved-query-service.ts';
import { SavedWorkRoutes } from './saved/saved-work-routes.ts';
import { TabStateService } from './saved/tab-state-service.ts';
import { TableSchemaService } from './saved/table-schema-service.ts';

export const sqllabServerPlugin = definePlugin({
  ...sqllabManifest,
  server: {
    migrations: sqllabMigrations,
    permissions: [...QUERY_PERMISSIONS, ...SAVED_WORK_PERMISSIONS],
    providers: [
      {
        provide: IResultsBackend,
        useFactory: createResultsBackend,
        inject: [ILoupeConfig],
        dispose: (results: IResultsBackend) => results.close(),
      },
      QueryStore,
      {
        provide: IRunnerDeps,
        useFactory: runnerDeps,
        inject: [QueryStore, IConnectorPool, IResultsBackend, ILoupeConfig, ILogger],
      },
      QueryRunner,
      SavedQueryService,
      TabStateService,
      TableSchemaService,
      KeyValueStore,
      // Built at activation; sweeps for queries nothing will end (start, then every minute).
      { provide: OrphanQueryReaper, useClass: OrphanQueryReaper, dispose: (r: OrphanQueryReaper) => r.stop() },
    ],
    routes: [QueryRoutes, SavedWorkRoutes],
    jobs: [SqlLabJobHandler],
  } satisfies ServerPluginPart,
});
