import type { AuthUser } from '../../../../server/security/auth-user.ts';
import type { IJobQueue } from '../../../../server/jobs/job-queue.ts';
import { DatabaseNotFoundError, type IConnectorPool } from '../../../catalog/server/exports.ts';
import { newClientId } from '../../shared/index.ts';
import type { ExecuteBody } from './execute-body-schema.ts';
import { planExecution, type ExecutionPlan } from './execution-plan.ts';
import { assertDatabaseAccess } from './query-access.ts';
import type { QueryRow } from './query-row.ts';
import type { FirstRows, QueryRunner, RunOutcome } from './query-runner.ts';
import type { QueryStore } from './query-store.ts';
import { sqllabJobId } from './orphan-query-reaper.ts';
import { dependencyOutage } from '../../../../server/http/dependency-unavailable.ts';
import { resultPayload } from './result-payload.ts';
import { DATABASE_NOT_FOUND_MESSAGE, SqlLabError } from './sqllab-errors.ts';
import {
  parseTemplateParams,
  renderSqlTemplate,
  TemplateParamsError,
} from '../../../../server/engine/templating/sql-template.ts';

export const SQLLAB_JOB = 'sqllab.execute';

export interface SqlLabJobPayload {
  queryId: number;
  plan: ExecutionPlan;
}

export interface SqlLabSettings {
  timeoutSeconds: number;
  asyncTimeLimitSeconds: number;
  defaultLimit: number;
  maxRow: number;
  displayMaxRow: number;
}

export interface ExecuteDeps {
  store: QueryStore;
  pool: IConnectorPool;
  runner: QueryRunner;
  jobs: IJobQueue | null;
  settings: SqlLabSettings;
}

/** Renders templates, checks and plans a run; throws SqlLabError (no row is written on a refusal). */
export async function prepareRun(deps: ExecuteDeps, body: ExecuteBody, user: AuthUser) {
  let found;
  try {
    found = await deps.pool.forDatabase(body.database_id);
  } catch (err) {
    if (err instanceof DatabaseNotFoundError)
      throw new SqlLabError(404, 'DATABASE_NOT_FOUND_ERROR', DATABASE_NOT_FOUND_MESSAGE);
    throw err;
  }
  const { row: db, connector } = found;
  assertDatabaseAccess(user, db);
  let sql: string;
  try {
    sql = renderSqlTemplate(body.sql, parseTemplateParams(body.templateParams), {
      id: user.id,
      username: user.username,
      email: user.email,
    });
  } catch (err) {
    if (err instanceof TemplateParamsError) throw new SqlLabError(400, err.errorType, err.message, err.extra);
    throw err;
  }
  const requested = body.queryLimit && body.queryLimit > 0 ? body.queryLimit : deps.settings.defaultLimit;
  const limit = Math.min(requested, deps.settings.maxRow);
  const plan = planExecution({
    sql,
    backend: connector.backend,
    limit,
    database: db,
    ctas: body.select_as_cta
      ? {
          enabled: true,
          method: body.ctas_method ?? 'TABLE',
          table: body.tmp_table_name ?? null,
          schema: body.schema ?? null,
          userId: user.id,
        }
      : null,
    quote: (n) => connector.quoteIdentifier(n),
    selectStar: (t, s, l) => connector.selectStar(t, s, l),
  });
  const isAsync = Boolean(body.runAsync && db.allow_run_async && deps.jobs);
  return { db, plan, limit, isAsync };
}

export async function createQueryRow(
  deps: ExecuteDeps,
  body: ExecuteBody,
  user: AuthUser,
  prepared: Awaited<ReturnType<typeof prepareRun>>,
): Promise<QueryRow> {
  const clientId = body.client_id || newClientId();
  if (await deps.store.byClientId(clientId))
    throw new SqlLabError(
      400,
      'INVALID_PAYLOAD_SCHEMA_ERROR',
      `A query with the client_id "${clientId}" already exists.`,
    );
  const { plan } = prepared;
  return deps.store.insert({
    client_id: clientId,
    database_id: body.database_id,
    user_id: user.id,
    status: prepared.isAsync ? 'pending' : 'running',
    tab_name: body.tab ?? null,
    sql_editor_id: body.sql_editor_id === undefined || body.sql_editor_id === null ? null : String(body.sql_editor_id),
    schema: body.schema ?? null,
    catalog: body.catalog ?? null,
    sql: body.sql,
    executed_sql: plan.statements.map((s) => s.sql).join(';\n'),
    limit: prepared.limit,
    limiting_factor: 'UNKNOWN',
    select_as_cta: Boolean(body.select_as_cta),
    ctas_method: body.ctas_method ?? 'TABLE',
    tmp_table_name: plan.ctas?.table ?? null,
    tmp_schema_name: plan.ctas?.schema ?? null,
    progress: 0,
    start_time: Date.now(),
  });
}

/** Runs now and answers Superset's execute payload, or enqueues and answers 202 `{query}`. */
export async function execute(
  deps: ExecuteDeps,
  body: ExecuteBody,
  user: AuthUser,
): Promise<{ status: number; body: unknown }> {
  const prepared = await prepareRun(deps, body, user);
  const row = await createQueryRow(deps, body, user, prepared);
  if (prepared.isAsync) {
    const payload: SqlLabJobPayload = { queryId: row.id, plan: prepared.plan };
    try {
      await deps.jobs!.enqueue(SQLLAB_JOB, payload, { jobId: sqllabJobId(row.id) });
    } catch (err) {
      await deps.store.update(row.id, { status: 'failed', error_message: 'Failed to start remote query on a worker.' });
      throw new SqlLabError(500, 'ASYNC_WORKERS_ERROR', 'Failed to start remote query on a worker.', {
        // Redis away: say so, not in ioredis' words.
        reason: dependencyOutage(err)?.message ?? (err as Error).message,
      });
    }
    // The row as inserted ('pending'), as Superset answers; the client follows it through updated_since.
    return { status: 202, body: { query: await deps.store.toDict(row) } };
  }
  const displayMax = deps.settings.displayMaxRow;
  const answer = async (outcome: RunOutcome): Promise<{ status: number; body: unknown }> => {
    const dict = await deps.store.toDict(outcome.row);
    if (outcome.status === 'success')
      return { status: 200, body: resultPayload(dict, outcome.columns, outcome.rows, displayMax) };
    if (outcome.status === 'stopped')
      return {
        status: 200,
        body: {
          query_id: dict.queryId,
          status: 'stopped',
          data: [],
          columns: [],
          selected_columns: [],
          expanded_columns: [],
          query: dict,
        },
      };
    throw outcome.error;
  };
  // The answer holds at most the display limit (one more row says it was reached).
  const keepRows = displayMax + 1;
  if (!body.stream_results)
    return answer(await deps.runner.run(row, prepared.plan, deps.settings.timeoutSeconds, undefined, { keepRows }));
  // Loupe's client: the first rows as soon as the engine yields more than one batch; the run goes on.
  return new Promise((resolve, reject) => {
    let answered = false;
    const onFirstRows = (first: FirstRows) => {
      answered = true;
      void deps.store.toDict(first.row).then((dict) => {
        const body = resultPayload(dict, first.columns, first.rows, displayMax);
        body.displayLimitReached = true; // more rows are coming: the client streams them
        resolve({ status: 200, body });
      }, reject);
    };
    deps.runner.run(row, prepared.plan, deps.settings.timeoutSeconds, undefined, { keepRows, onFirstRows }).then(
      (outcome) => (answered ? undefined : answer(outcome).then(resolve, reject)),
      (err: unknown) => (answered ? undefined : reject(err)),
    );
  });
}
