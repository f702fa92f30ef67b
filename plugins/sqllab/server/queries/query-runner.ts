import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { inject, injectable } from 'tsyringe';
import { token } from '../../../../core/di/token.ts';
import { type IConnectorPool } from '../../../catalog/server/exports.ts';
import { type ILogger, type ILoupeConfig } from '../../../../server/host/tokens.ts';
import type {
  ColumnBatch,
  Connector,
  QueryResult,
  ResultColumn,
} from '../../../../server/engine/connectors/connector.ts';
import { ConnectorError } from '../../../../server/engine/connectors/connector-error.ts';
import { dependencyOutage } from '../../../../server/http/dependency-unavailable.ts';
import type { ExecutionPlan } from './execution-plan.ts';
import { ACTIVE_STATES, type LimitingFactor } from '../../shared/index.ts';
import type { QueryRow } from './query-row.ts';
import { type QueryStore } from './query-store.ts';
import { BatchEncoder, encodeResults, type EncoderPart } from './result-codec.ts';
import { LiveResults, type LiveResult } from './live-results.ts';
import { type IResultsBackend } from './results-backend.ts';
import { RunningQueries, STOP_REQUESTED } from './running-queries.ts';
import { SqlLabError, timeoutMessage } from './sqllab-errors.ts';

export interface RunnerDeps {
  store: QueryStore;
  pool: IConnectorPool;
  results: IResultsBackend;
  resultsTtlSeconds: number;
  logger: FastifyBaseLogger;
  /**
   * How often this process asks the store whether another process stopped one of its runs (one
   * read for all of them); null when no other process can (every stop then arrives here). 1 s by
   * default: the row is already `stopped`, so the poll only decides how soon the engine is told.
   */
  stopPollMs?: number | null;
}

export const IRunnerDeps = token<RunnerDeps>('sqllab/IRunnerDeps');

/**
 * The runner's dependencies from the container. Another process can run this process's queries
 * (and take their stops) only with a shared store and queue: PostgreSQL metadata or Redis.
 */
export function runnerDeps(
  store: QueryStore,
  pool: IConnectorPool,
  results: IResultsBackend,
  config: ILoupeConfig,
  logger: ILogger,
): RunnerDeps {
  const cluster = /^postgres/.test(config.metadataUrl ?? '') || config.redisUrl !== null;
  return {
    store,
    pool,
    results,
    resultsTtlSeconds: config.sqllabResultsTtl,
    logger,
    stopPollMs: cluster ? 1000 : null,
  };
}

export type RunOutcome =
  | { status: 'success'; row: QueryRow; columns: ResultColumn[]; rows: unknown[][] }
  | { status: 'failed' | 'stopped' | 'timed_out'; row: QueryRow; error: SqlLabError };

/** The first rows of a run still streaming in: the row is `fetching` and has its results key. */
export interface FirstRows {
  row: QueryRow;
  columns: ResultColumn[];
  rows: unknown[][];
}

export interface RunOptions {
  /** Rows of the result to hand back in the outcome (the rest only go to the results backend). */
  keepRows?: number;
  /**
   * Called once when a streamed result has more than its first batch: the rows so far (at most
   * `keepRows`), while the rest is still coming in and being stored.
   */
  onFirstRows?: (first: FirstRows) => void;
}

/** Rows a record batch of a streamed result holds (the first is one engine chunk, at once). */
export const STREAM_BATCH_ROWS = 65_536;

/** The last statement's rows, streamed in and encoded batch by batch. */
interface StreamedRun {
  streamed: true;
  key: string;
  encoder: BatchEncoder;
  live: LiveResult;
  columns: ResultColumn[];
  /** The first rows (at most `keepRows`) as arrays. */
  rows: unknown[][];
  rowCount: number;
  factor: LimitingFactor;
}

/** The statement that makes the run's schema the default namespace (Superset's prequeries). */
export function defaultSchemaSql(
  connector: Pick<Connector, 'backend' | 'quoteIdentifier'>,
  schema: string | null,
): string | null {
  if (!schema) return null;
  switch (connector.backend) {
    case 'postgresql':
      return `SET search_path = "${schema.replace(/"/g, '""')}"`;
    case 'mysql':
      return `USE \`${schema.replace(/`/g, '``')}\``;
    case 'duckdb':
      return `USE "${schema.replace(/"/g, '""')}"`;
    default:
      return null; // SQLite's schemas are attached files; `main` is always the default
  }
}

/**
 * Runs a planned Query: its statements in order, the last one's rows kept (cut to the limit) and
 * stored in the results backend under a new `results_key`, the row moved to its final state.
 * Stopping works from any process: the stop route sets the row `stopped` and aborts a run of this
 * process at once; a run elsewhere sees it within `stopPollMs` and cancels its statement in the engine.
 */
@injectable()
export class QueryRunner {
  private readonly running: RunningQueries;

  constructor(@inject(IRunnerDeps) private readonly deps: RunnerDeps) {
    const store = deps.store;
    this.running = new RunningQueries({
      pollMs: deps.stopPollMs === undefined ? 1000 : deps.stopPollMs,
      stoppedAmong: (ids) => store.stoppedAmong(ids),
    });
  }

  /** Aborts a run of this process; false when it runs elsewhere (or not at all). */
  abortLocal(queryId: number): boolean {
    return this.running.stop(queryId);
  }

  /** Results still streaming in from runs of this process, by results key. */
  readonly live = new LiveResults();

  async run(
    row: QueryRow,
    plan: ExecutionPlan,
    timeoutSeconds: number,
    signal?: AbortSignal,
    opts: RunOptions = {},
  ): Promise<RunOutcome> {
    const { store } = this.deps;
    const ctrl = new AbortController();
    const onOuterAbort = () => ctrl.abort();
    signal?.addEventListener('abort', onOuterAbort, { once: true });
    const unwatch = this.running.add(row.id, ctrl);
    const started = await store.update(row.id, { status: 'running', start_running_time: Date.now() }, ACTIVE_STATES);
    const stopRequested = () => !started || ctrl.signal.reason === STOP_REQUESTED;
    const deadline = Date.now() + timeoutSeconds * 1000;
    try {
      if (stopRequested()) return await this.finishStopped(row);
      const { connector } = await this.deps.pool.forDatabase(row.database_id);
      const prequery = defaultSchemaSql(connector, row.schema);
      const final = plan.statements[plan.statements.length - 1]!;
      // One connection of its own for the whole run: temp tables, SET and USE carry over.
      const last = await connector.withSession(async (session): Promise<QueryResult | StreamedRun | null> => {
        let result: QueryResult | StreamedRun | null = null;
        const steps = [...(prequery ? [{ sql: prequery, keep: 0 }] : []), ...plan.statements];
        for (const [i, st] of steps.entries()) {
          const remaining = deadline - Date.now();
          if (remaining <= 0) throw new ConnectorError('BACKEND_TIMEOUT_ERROR', 'timeout');
          if (ctrl.signal.aborted) throw new ConnectorError('QUERY_STOPPED', 'stopped');
          // Several statements: progress moves with each one started, as Superset reports it.
          if (i > 0 && plan.statements.length > 1)
            await store.update(
              row.id,
              { progress: Math.floor((100 * (i - (steps.length - plan.statements.length))) / plan.statements.length) },
              ['running'],
            );
          // The last statement's rows stream in where the engine can: stored batch by batch.
          if (i === steps.length - 1 && session.stream && !plan.ctas)
            result = await this.streamRows(session.stream(st.sql, { signal: ctrl.signal, timeoutMs: remaining }), {
              row,
              keep: final.keep,
              factor: final.factorIfNotCut,
              opts,
              stillRunning: () => !stopRequested() && !ctrl.signal.aborted,
            });
          else
            result = await session.execute(st.sql, { signal: ctrl.signal, timeoutMs: remaining, maxRows: st.keep + 1 });
        }
        if (ctrl.signal.aborted) throw new ConnectorError('QUERY_STOPPED', 'stopped');
        return result;
      });
      let key: string;
      let rows: unknown[][];
      let columns: ResultColumn[];
      let factor: LimitingFactor = final.factorIfNotCut;
      let rowCount: number;
      if (last && 'streamed' in last) {
        // Every batch is in and readers have it; now the whole result goes to the results backend.
        key = last.key;
        ({ rows, columns, factor, rowCount } = last);
        try {
          await this.deps.results.put(key, last.encoder.finish(), this.deps.resultsTtlSeconds);
        } finally {
          last.live.stored();
          this.live.close(key);
        }
      } else {
        rows = plan.ctas ? [] : ((last as QueryResult | null)?.rows ?? []);
        columns = plan.ctas ? [] : ((last as QueryResult | null)?.columns ?? []);
        if (rows.length > final.keep) {
          rows = rows.slice(0, final.keep);
          factor = 'DROPDOWN';
        }
        rowCount = rows.length;
        // The rows are in: 'fetching' while they are encoded and stored (a million rows take a while).
        if (!(await store.update(row.id, { status: 'fetching' }, ['running']))) return await this.finishStopped(row);
        key = randomUUID();
        await this.deps.results.put(key, encodeResults(columns, rows), this.deps.resultsTtlSeconds);
        if (opts.keepRows !== undefined && rows.length > opts.keepRows) rows = rows.slice(0, opts.keepRows);
      }
      const done = await store.updateReturning(
        row.id,
        {
          status: 'success',
          rows: rowCount,
          limiting_factor: factor,
          results_key: key,
          progress: 100,
          end_time: Date.now(),
          end_result_backend_time: Date.now(),
          select_sql: plan.ctas?.selectSql ?? null,
          select_as_cta_used: Boolean(plan.ctas),
        },
        ['fetching'],
      );
      if (!done) return await this.finishStopped(row);
      return { status: 'success', row: done, columns, rows };
    } catch (err) {
      const aborted = ctrl.signal.aborted;
      if (stopRequested() || (aborted && (err as ConnectorError).errorType === 'QUERY_STOPPED'))
        return await this.finishStopped(row);
      if (err instanceof ConnectorError && err.errorType === 'BACKEND_TIMEOUT_ERROR') {
        const error = new SqlLabError(400, 'SQLLAB_TIMEOUT_ERROR', timeoutMessage(timeoutSeconds));
        const ended = await store.updateReturning(
          row.id,
          { status: 'timed_out', error_message: error.message, end_time: Date.now() },
          ACTIVE_STATES,
        );
        return { status: 'timed_out', row: ended ?? (await store.byId(row.id))!, error };
      }
      // Redis (the results backend) or the metadata store away: not the engine's fault. The row says
      // so when the store can still be written, and the request answers 503 naming what is away.
      const outage = dependencyOutage(err);
      if (outage) {
        await store
          .update(row.id, { status: 'failed', error_message: outage.message, end_time: Date.now() }, ACTIVE_STATES)
          .catch(() => undefined);
        throw outage;
      }
      const message = err instanceof Error ? err.message : String(err);
      const extra = err instanceof ConnectorError ? { engine_error_type: err.errorType, ...err.extra } : {};
      if (!(err instanceof ConnectorError))
        this.deps.logger.warn({ err, queryId: row.id }, 'SQL Lab run failed outside the engine');
      const error = new SqlLabError(400, 'GENERIC_DB_ENGINE_ERROR', message, extra);
      const ended = await store.updateReturning(
        row.id,
        { status: 'failed', error_message: message, end_time: Date.now() },
        ACTIVE_STATES,
      );
      return { status: 'failed', row: ended ?? (await store.byId(row.id))!, error };
    } finally {
      unwatch();
      signal?.removeEventListener('abort', onOuterAbort);
    }
  }

  /**
   * A statement's rows as the engine yields them: the first batch goes to readers at once (the row
   * turns `fetching` with its results key), then batches of STREAM_BATCH_ROWS; the first `keepRows`
   * rows are kept as arrays for the answer. Readers of the key follow it in `live`.
   */
  private async streamRows(
    batches: AsyncGenerator<ColumnBatch, void>,
    ctx: {
      row: QueryRow;
      keep: number;
      factor: LimitingFactor;
      opts: RunOptions;
      stillRunning: () => boolean;
    },
  ): Promise<StreamedRun | QueryResult> {
    const { row, keep, opts } = ctx;
    const keepRows = opts.keepRows ?? Number.POSITIVE_INFINITY;
    const key = randomUUID();
    let factor = ctx.factor;
    let encoder: BatchEncoder | null = null;
    let columns: ResultColumn[] = [];
    let live: LiveResult | null = null;
    let fetching: QueryRow | null = null;
    let rowCount = 0;
    const rows: unknown[][] = [];
    let pending: EncoderPart[] = [];
    let pendingRows = 0;
    let announced = false;
    const flush = () => {
      if (!encoder || !live || (pendingRows === 0 && live.batches.length > 0)) return;
      live.push(encoder.addParts(pending));
      pending = [];
      pendingRows = 0;
    };
    try {
      for await (const batch of batches) {
        let n = batch.rowCount;
        // LIMIT keep+1 ran: a row past `keep` only says the limit cut the result.
        if (rowCount + n > keep) {
          n = keep - rowCount;
          factor = 'DROPDOWN';
        }
        // The batch as it came (its Arrow columns, JS values read only if needed), or its first n rows.
        const part: EncoderPart =
          n < batch.rowCount ? { values: batch.values.map((v) => v.slice(0, n)), rowCount: n } : batch;
        if (!encoder) {
          columns = batch.columns;
          const arrow = part.arrow;
          encoder = new BatchEncoder(batch.columns, arrow?.every(Boolean) ? [] : part.values, arrow);
          fetching =
            (await this.deps.store.updateReturning(row.id, { status: 'fetching', results_key: key }, ['running'])) ??
            null;
          if (!fetching) throw new ConnectorError('QUERY_STOPPED', 'stopped');
          live = this.live.open(key, encoder.columns, encoder.schema);
        } else if (!announced && live && ctx.stillRunning()) {
          // More than one batch: the first rows are worth answering before the rest is in.
          announced = true;
          opts.onFirstRows?.({ row: fetching!, columns: batch.columns, rows: rows.slice(0, keepRows) });
        }
        if (rows.length < keepRows) {
          const values = part.values;
          for (let r = 0; r < n && rows.length < keepRows; r++) rows.push(values.map((v) => v[r]));
        }
        pending.push(part);
        pendingRows += n;
        rowCount += n;
        if (live!.batches.length === 0 || pendingRows >= STREAM_BATCH_ROWS) flush();
        if (factor === 'DROPDOWN') break;
      }
      // No columns at all (DDL): stored the usual way, as an empty result.
      if (!encoder) return { columns: [], rows: [], truncated: false };
      flush();
      live!.end();
      return { streamed: true, key, encoder, live: live!, columns, rows, rowCount, factor };
    } catch (err) {
      if (live) {
        live.end(err instanceof Error ? err : new Error(String(err)));
        live.stored();
        this.live.close(key);
      }
      throw err;
    }
  }

  private async finishStopped(row: QueryRow): Promise<RunOutcome> {
    // 'stopped' too: a stop route has usually set it already; the run's own end time is kept.
    const ended = await this.deps.store.updateReturning(row.id, { status: 'stopped', end_time: Date.now() }, [
      ...ACTIVE_STATES,
      'stopped',
    ]);
    return {
      status: 'stopped',
      row: ended ?? (await this.deps.store.byId(row.id))!,
      error: new SqlLabError(400, 'GENERIC_DB_ENGINE_ERROR', 'The query was stopped.'),
    };
  }
}
