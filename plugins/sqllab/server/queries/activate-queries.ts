import type { ServerPluginContext } from '../../../../server/host/server-plugin.ts';
import { IJobQueue } from '../../../../server/jobs/job-queue.ts';
import { IConnectorPool } from '../../../catalog/shared/index.ts';
import { IDatabaseDirectory } from '../../../../server/engine/database-directory.ts';
import type { ExecuteDeps } from './execute-service.ts';
import { registerQueryControlRoutes } from './query-control-routes.ts';
import { registerEstimateFormatRoutes } from './estimate-format-routes.ts';
import { queryResource } from './query-resource.ts';
import { registerResourceReads } from '../../../../server/http/resource-routes.ts';
import { IPermissionCatalog } from '../../../../server/security/permission-catalog.ts';
import { QueryRunner } from './query-runner.ts';
import { QueryStore } from './query-store.ts';
import { createResultsBackend } from './results-backend.ts';
import { sqllabJobHandler } from './sqllab-job.ts';
import { registerSqlLabRoutes } from './sqllab-routes.ts';

/** Query execution, results, stop and the Query API. */
export async function activateQueries(ctx: ServerPluginContext): Promise<void> {
  const c = ctx.container;
  const store = new QueryStore(ctx.store.db, c.resolve(IDatabaseDirectory));
  const pool = c.resolve(IConnectorPool);
  const results = createResultsBackend(ctx.config);
  ctx.track({ dispose: () => results.close() });
  // Another process can run this process's queries (and take their stops) only with a shared store and queue.
  const cluster = ctx.store.dialect === 'postgres' || ctx.config.redisUrl !== null;
  const runner = new QueryRunner({ store, pool, results, resultsTtlSeconds: ctx.config.sqllabResultsTtl, logger: ctx.logger, stopPollMs: cluster ? 1000 : null });
  const jobs = c.isRegistered(IJobQueue, true) ? c.resolve(IJobQueue) : null;
  const settings = {
    timeoutSeconds: ctx.config.sqllabTimeout,
    asyncTimeLimitSeconds: ctx.config.sqllabAsyncTimeLimitSec,
    defaultLimit: ctx.config.sqllabDefaultLimit,
    maxRow: ctx.config.sqlMaxRow,
    displayMaxRow: ctx.config.sqllabDisplayMaxRow,
  };
  if (jobs) ctx.track(jobs.registerHandler(sqllabJobHandler({ store, runner, timeLimitSeconds: settings.asyncTimeLimitSeconds })));
  const deps: ExecuteDeps = { store, pool, runner, jobs, settings };
  registerSqlLabRoutes(ctx.app, { ...deps, results });
  registerQueryControlRoutes(ctx.app, { store, runner });
  registerEstimateFormatRoutes(ctx.app, { pool, timeoutSeconds: settings.timeoutSeconds });
  registerResourceReads(ctx.app, queryResource, { store: ctx.store, catalog: c.resolve(IPermissionCatalog) });
}
