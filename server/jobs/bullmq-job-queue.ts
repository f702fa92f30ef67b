import { Queue, Worker, type Job } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { toDisposable, type Disposable } from '../../core/kernel/disposable.ts';
import type { JobContext, JobHandler } from './job-queue.ts';
import type { JobQueueService } from './job-queue-service.ts';

export interface BullJobQueueOptions {
  redisUrl: string;
  /** Key prefix in Redis (`<prefix>:jobs:*`). */
  prefix: string;
  /** Whether this process works jobs (a Worker) or only adds them. */
  work: boolean;
  concurrency: number;
  logger: FastifyBaseLogger;
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
    this.connection = new Redis(opts.redisUrl, { maxRetriesPerRequest: 2 });
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
    await this.queue.add(name, payload ?? null, { jobId: opts.jobId });
  }

  start(): void {
    if (!this.opts.work || this.worker || this.closing) return;
    this.workerConnection = new Redis(this.opts.redisUrl, { maxRetriesPerRequest: null });
    this.workerConnection.on('error', (err) =>
      this.opts.logger.warn({ err }, 'Redis connection of the job worker failed'),
    );
    this.worker = new Worker(QUEUE_NAME, (job, _token, signal) => this.process(job, signal), {
      connection: this.workerConnection,
      prefix: this.opts.prefix,
      concurrency: this.opts.concurrency,
    });
    this.worker.on('error', (err) => this.opts.logger.warn({ err }, 'job worker error'));
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
        await worker.close(true);
      }
    }
    await this.queue.close();
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
