import { inject, injectable } from 'tsyringe';
import { ILogger, ILoupeConfig } from '../../../../server/host/tokens.ts';
import { IJobQueue, WORKER_STOPPED_MESSAGE, type JobState } from '../../../../server/jobs/job-queue.ts';
import { ACTIVE_STATES } from '../../shared/index.ts';
import { QueryStore } from './query-store.ts';

/** The job that runs an asynchronous query (execute-service.ts enqueues it under this id). */
export const sqllabJobId = (queryId: number): string => `sqllab-${queryId}`;

/** Job states in which the queue will still end the query itself. */
const ALIVE: ReadonlySet<JobState> = new Set(['waiting', 'active', 'delayed', 'prioritized']);

export interface ReaperTiming {
  /** First sweep this long after start (the queue connects meanwhile). */
  firstMs: number;
  /** Then one sweep every so often. */
  everyMs: number;
  /** A pending row younger than this may be between its insert and its enqueue: left alone. */
  pendingGraceMs: number;
}

const DEFAULT_TIMING: ReaperTiming = { firstMs: 2000, everyMs: 60_000, pendingGraceMs: 60_000 };

/**
 * Ends queries nothing will end: a row still pending/running whose job the queue no longer has
 * (Redis lost it, or it ended while the metadata store could not be written), or a synchronous
 * run whose web node died. Such a row becomes `failed` with "The worker running this query
 * stopped; run it again"; nothing is re-run. Processes that work jobs sweep at start and then
 * every minute; a running row without a job is only considered past the synchronous time limit
 * (no synchronous run lives longer).
 */
@injectable()
export class OrphanQueryReaper {
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly timing: ReaperTiming;
  private readonly syncLimitMs: number;

  constructor(
    @inject(QueryStore) private readonly store: QueryStore,
    @inject(IJobQueue) private readonly jobs: IJobQueue,
    @inject(ILoupeConfig) config: ILoupeConfig,
    @inject(ILogger) private readonly logger: ILogger,
  ) {
    this.timing = DEFAULT_TIMING;
    this.syncLimitMs = config.sqllabTimeout * 1000;
    // Only processes that work jobs sweep (not web nodes of a cluster, nor the CLI's commands,
    // which may run beside a server whose in-process queue holds jobs they cannot see).
    if (config.workers) this.schedule(this.timing.firstMs);
  }

  /** One sweep; answers the ids it failed. */
  async sweep(now = Date.now()): Promise<number[]> {
    const reaped: number[] = [];
    const { pendingGraceMs } = this.timing;
    for (const row of await this.store.activeStartedBefore(now - pendingGraceMs)) {
      const state = await this.jobs.jobState(sqllabJobId(row.id));
      if (ALIVE.has(state)) continue;
      // A synchronous run has no job: left alone until no synchronous run could still be going.
      const syncMayRun = row.status !== 'pending' && state === 'unknown';
      if (syncMayRun && (row.start_time ?? 0) > now - this.syncLimitMs - pendingGraceMs) continue;
      const ended = await this.store.update(
        row.id,
        { status: 'failed', error_message: WORKER_STOPPED_MESSAGE, end_time: Date.now() },
        ACTIVE_STATES,
      );
      if (ended) reaped.push(row.id);
    }
    if (reaped.length) this.logger.warn({ queries: reaped }, 'queries whose run had stopped were marked failed');
    return reaped;
  }

  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.sweep()
        .catch((err: unknown) => this.logger.warn({ err }, 'the sweep for stopped queries failed; trying again later'))
        .finally(() => this.schedule(this.timing.everyMs));
    }, ms);
    this.timer.unref();
  }
}
