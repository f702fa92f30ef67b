import type { FastifyInstance } from 'fastify';
import { inject, injectable } from 'tsyringe';
import type { ServerRoutes } from '../../../../server/host/server-plugin.ts';
import { ILoupeConfig } from '../../../../server/host/tokens.ts';
import { registerResourceReads } from '../../../../server/http/resource-routes.ts';
import { IJobQueue } from '../../../../server/jobs/job-queue.ts';
import { IPermissionCatalog } from '../../../../server/security/permission-catalog.ts';
import { IMetadataStore } from '../../../../server/store/store.ts';
import { IConnectorPool } from '../../../catalog/server/exports.ts';
import { registerEstimateFormatRoutes } from './estimate-format-routes.ts';
import type { ExecuteDeps, SqlLabSettings } from './execute-service.ts';
import { registerQueryControlRoutes } from './query-control-routes.ts';
import { queryResource } from './query-resource.ts';
import { QueryRunner } from './query-runner.ts';
import { QueryStore } from './query-store.ts';
import { IResultsBackend } from './results-backend.ts';
import { registerSqlLabRoutes } from './sqllab-routes.ts';

/** Query execution, results, stop and the Query API. */
@injectable()
export class QueryRoutes implements ServerRoutes {
  private readonly settings: SqlLabSettings;

  constructor(
    @inject(QueryStore) private readonly queries: QueryStore,
    @inject(QueryRunner) private readonly runner: QueryRunner,
    @inject(IConnectorPool) private readonly pool: IConnectorPool,
    @inject(IResultsBackend) private readonly results: IResultsBackend,
    @inject(IJobQueue) private readonly jobs: IJobQueue,
    @inject(IMetadataStore) private readonly store: IMetadataStore,
    @inject(IPermissionCatalog) private readonly catalog: IPermissionCatalog,
    @inject(ILoupeConfig) config: ILoupeConfig,
  ) {
    this.settings = {
      timeoutSeconds: config.sqllabTimeout,
      asyncTimeLimitSeconds: config.sqllabAsyncTimeLimitSec,
      defaultLimit: config.sqllabDefaultLimit,
      maxRow: config.sqlMaxRow,
      displayMaxRow: config.sqllabDisplayMaxRow,
    };
  }

  register(app: FastifyInstance): void {
    const { queries: store, runner, pool, settings } = this;
    const deps: ExecuteDeps = { store, pool, runner, jobs: this.jobs, settings };
    registerSqlLabRoutes(app, { ...deps, results: this.results });
    registerQueryControlRoutes(app, { store, runner });
    registerEstimateFormatRoutes(app, { pool, timeoutSeconds: settings.timeoutSeconds });
    registerResourceReads(app, queryResource, { store: this.store, catalog: this.catalog });
  }
}
