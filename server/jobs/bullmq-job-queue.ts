import { Queue, Worker, type Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { toDisposable, type Disposable } from '../../core/kernel/disposable.ts';
import { DependencyUnavailableError } from '../http/dependency-unavailable.ts';
import { WORKER_STOPPED_MESSAGE, type JobContext, type JobHandler, type JobState } from './job-queue.ts';
import type { JobQueueService } from './job-queue-service.ts';
import { REDIS_BLOCKING_OPTIONS, REDIS_COMMAND_OPTIONS } from './redis-options.ts';

export interface BullJobQueueOptions {
  redisUrl: string;
  /** Key prefix in Redis (`<prefix>:jobs:*`). */
  prefix: string;
  /** Whether this process works jobs (a Worker) or only adds them. */
  work: boolean;
  concurrency: number;
  logger: FastifyBaseLogger;
  /**
   * How long a running job's lock lasts without renewal (renewed at half of it); a job whose
   * worker died is found stalled once the lock lapsed, at the next check (`stalledIntervalMs`).
   */
  lockDurationMs?: number;
  stalledIntervalMs?: number;
}

/** How long adding a job or a PING may take before Redis counts as away (the request answers 503). */
const REDIS_WAIT_MS = 3000;

/** What BullMQ calls a job that stalled more often than `maxStalledCount` allows. */
const STALLED_REASON = 'job stalled more than allowable limit';

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    work,
    new Promise<T>((_, reject) => {
      timer = setTimeout(() => reject(new DependencyUnavailableError('redis')), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

export const QUEUE_NAME = 'jobs';

/**
 * The queue at scale: one BullMQ queue on Redis that every process adds to, worked by the
 * processes started with workers on (`loupe worker`, or web nodes unless LOUPE_WORKERS=false).
 * No retries: a failed job reports its error (the handler's `failed`) and stays failed a day.
 */
export class BullJobQueue implements JobQueueService {
  readonly kind = 'bullmq';
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly connection: Redis;
  private readonly queue: Queue;
  private worker: Worker | null = null;
  private workerConnection: Redis | null = null;
  private closing = false;

  constructor(private readonly opts: BullJobQueueOptions) {
    // Adding a job fails after a few attempts when Redis is away, instead of holding the request.
    this.connection = new Redis(opts.redisUrl, REDIS_COMMAND_OPTIONS);
    this.connection.on('error', (err) => opts.logger.warn({ err }, 'Redis connection of the job queue failed'));
    this.queue = new Queue(QUEUE_NAME, {
      connection: this.connection,
      prefix: opts.prefix,
      defaultJobOptions: {
        attempts: 1,
        removeOnComplete: { age: 3600, count: 1000 },
        removeOnFail: { age: 24 * 3600, count: 1000 },
      },
    });
    this.queue.on('error', (err) => opts.logger.warn({ err }, 'job queue error'));
  }

  get working(): boolean {
    return this.worker !== null;
  }

  registerHandler<P>(handler: JobHandler<P>): Disposable {
    if (this.handlers.has(handler.name)) throw new Error(`A job handler named '${handler.name}' is already registered`);
    this.handlers.set(handler.name, handler as JobHandler<unknown>);
    return toDisposable(() => {
      if (this.handlers.get(handler.name) === handler) this.handlers.delete(handler.name);
    });
  }

  async enqueue(name: string, payload: unknown, opts: { jobId: string }): Promise<void> {
    if (this.closing) throw new Error('Loupe is stopping: no new background jobs are taken');
    // BullMQ waits for a connection that never comes when Redis was away from the start.
    await within(REDIS_WAIT_MS, this.queue.add(name, payload ?? null, { jobId: opts.jobId }));
  }

  async ping(): Promise<void> {
    await within(REDIS_WAIT_MS, this.connection.ping());
  }

  async jobState(jobId: string): Promise<JobState> {
    return (await within(REDIS_WAIT_MS, this.queue.getJobState(jobId))) as JobState;
  }

  start(): void {
    if (!this.opts.work || this.worker || this.closing) return;
    this.workerConnection = new Redis(this.opts.redisUrl, REDIS_BLOCKING_OPTIONS);
    this.workerConnection.on('error', (err) =>
      this.opts.logger.warn({ err }, 'Redis connection of the job worker failed'),
    );
    this.worker = new Worker(QUEUE_NAME, (job, _token, signal) => this.process(job, signal), {
      connection: this.workerConnection,
      prefix: this.opts.prefix,
      concurrency: this.opts.concurrency,
      // At most once: a job whose worker died (its lock lapsed) is failed, never run again, as a
      // query may change data. BullMQ fails it when a worker next takes it, without running it.
      maxStalledCount: 0,
      lockDuration: this.opts.lockDurationMs ?? 20_000,
      stalledInterval: this.opts.stalledIntervalMs ?? 10_000,
    });
    this.worker.on('error', (err) => this.opts.logger.warn({ err }, 'job worker error'));
    this.worker.on('stalled', (jobId) => this.opts.logger.warn({ jobId }, 'a job stalled: its worker stopped'));
    this.worker.on('failed', (job, err) => {
      // Jobs that ran already told their handler (process below); a stalled one never reaches it.
      if (job && err?.message === STALLED_REASON) void this.stalled(job);
    });
  }

  /** A job whose worker died: its handler hears so, to write the query's state and send its event. */
  private async stalled(job: Job): Promise<void> {
    const ctx: JobContext = {
      jobId: job.id ?? '',
      signal: new AbortController().signal,
      logger: this.opts.logger.child({ job: job.name, jobId: job.id }),
    };
    ctx.logger.error('background job stalled: the worker running it stopped');
    try {
      await this.handlers.get(job.name)?.failed?.(job.data, new Error(WORKER_STOPPED_MESSAGE), ctx);
    } catch (err) {
      ctx.logger.error({ err }, 'the failed-job handler threw');
    }
  }

  /** Resolves once the worker listens for jobs (tests use it to avoid racing the first job). */
  async ready(): Promise<void> {
    await this.queue.waitUntilReady();
    await this.worker?.waitUntilReady();
  }

  async close(graceMs = 10_000): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    if (this.worker) {
      const worker = this.worker;
      let timer: NodeJS.Timeout | undefined;
      const timedOut = await Promise.race([
        worker.close().then(() => false),
        new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs))),
      ]);
      clearTimeout(timer);
      if (timedOut) {
        worker.cancelAllJobs('Loupe is stopping');
        await within(REDIS_WAIT_MS, worker.close(true)).catch(() => undefined);
      }
    }
    // Closing waits for Redis; when it is away, give up after a while and just disconnect.
    await within(REDIS_WAIT_MS, this.queue.close()).catch(() => undefined);
    this.workerConnection?.disconnect();
    this.connection.disconnect();
  }

  private async process(job: Job, signal: AbortSignal | undefined): Promise<void> {
    const controller = new AbortController();
    signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
    const ctx: JobContext = {
      jobId: job.id ?? '',
      signal: controller.signal,
      logger: this.opts.logger.child({ job: job.name, jobId: job.id }),
    };
    const handler = this.handlers.get(job.name);
    let error: Error;
    if (!handler) {
      error = new Error(`No job handler named '${job.name}' on this worker`);
    } else {
      try {
        await handler.run(job.data, ctx);
        return;
      } catch (err) {
        error = err instanceof Error ? err : new Error(String(err));
      }
    }
    ctx.logger.error({ err: error }, 'background job failed');
    try {
      await handler?.failed?.(job.data, error, ctx);
    } catch (err) {
      ctx.logger.error({ err }, 'the failed-job handler threw');
    }
    throw error;
  }
}
