import type { FastifyBaseLogger } from 'fastify';
import { toDisposable, type Disposable } from '../../core/kernel/disposable.ts';
import type { JobContext, JobHandler, JobState } from './job-queue.ts';
import type { JobQueueService } from './job-queue-service.ts';

interface PendingJob {
  name: string;
  jobId: string;
  payload: unknown;
}

/**
 * The embedded default: jobs wait in memory and run in this process, at most `concurrency` at a
 * time, always after the request that enqueued them has moved on. Payloads go through JSON as
 * they would through Redis, so a handler sees the same thing whichever queue is configured.
 */
export class InProcessJobQueue implements JobQueueService {
  private readonly handlers = new Map<string, JobHandler<unknown>>();
  private readonly pending: PendingJob[] = [];
  private readonly running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  private started = false;
  private closing = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly logger: FastifyBaseLogger,
    private readonly concurrency = 2,
  ) {}

  readonly kind = 'in-process';

  registerHandler<P>(handler: JobHandler<P>): Disposable {
    if (this.handlers.has(handler.name)) throw new Error(`A job handler named '${handler.name}' is already registered`);
    this.handlers.set(handler.name, handler as JobHandler<unknown>);
    return toDisposable(() => {
      if (this.handlers.get(handler.name) === handler) this.handlers.delete(handler.name);
    });
  }

  async enqueue(name: string, payload: unknown, opts: { jobId: string }): Promise<void> {
    if (this.closing) throw new Error('Loupe is stopping: no new background jobs are taken');
    if (!this.handlers.has(name)) throw new Error(`No job handler named '${name}' is registered`);
    // Like BullMQ, a job id that is already waiting or running is not added twice.
    if (this.running.has(opts.jobId) || this.pending.some((j) => j.jobId === opts.jobId)) return;
    this.pending.push({ name, jobId: opts.jobId, payload: JSON.parse(JSON.stringify(payload ?? null)) });
    setImmediate(() => this.drain());
  }

  /** Starts working jobs (the host calls it once every plugin has registered its handlers). */
  start(): void {
    this.started = true;
    setImmediate(() => this.drain());
  }

  async ready(): Promise<void> {}

  async ping(): Promise<void> {}

  /** Only this process's own jobs: ended ones are forgotten ('unknown'), as nothing waits on them. */
  async jobState(jobId: string): Promise<JobState> {
    if (this.running.has(jobId)) return 'active';
    return this.pending.some((j) => j.jobId === jobId) ? 'waiting' : 'unknown';
  }

  /** Resolves when nothing is waiting or running. */
  whenIdle(): Promise<void> {
    if (this.pending.length === 0 && this.running.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  get size(): { pending: number; running: number } {
    return { pending: this.pending.length, running: this.running.size };
  }

  /**
   * Takes no new jobs; jobs still waiting fail with a clear error (their handlers publish it);
   * running jobs get `graceMs` to finish, then their signal aborts and they are awaited.
   */
  async close(graceMs = 10_000): Promise<void> {
    this.closing = true;
    for (const job of this.pending.splice(0))
      await this.fail(job, new Error('Loupe stopped before this job could run'));
    const all = () => Promise.all([...this.running.values()].map((r) => r.done));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = await Promise.race([
      all().then(() => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(true), graceMs))),
    ]);
    clearTimeout(timer);
    if (timedOut) {
      for (const r of this.running.values()) r.controller.abort(new Error('Loupe is stopping'));
      await all();
    }
    this.notifyIdle();
  }

  private context(job: PendingJob, controller: AbortController): JobContext {
    return {
      jobId: job.jobId,
      signal: controller.signal,
      logger: this.logger.child({ job: job.name, jobId: job.jobId }),
    };
  }

  private async fail(job: PendingJob, error: Error, controller = new AbortController()): Promise<void> {
    const handler = this.handlers.get(job.name);
    const ctx = this.context(job, controller);
    ctx.logger.error({ err: error }, 'background job failed');
    try {
      await handler?.failed?.(job.payload, error, ctx);
    } catch (err) {
      ctx.logger.error({ err }, 'the failed-job handler threw');
    }
  }

  private drain(): void {
    while (this.started && !this.closing && this.running.size < this.concurrency && this.pending.length > 0) {
      const job = this.pending.shift()!;
      const controller = new AbortController();
      const done = this.run(job, controller).finally(() => {
        this.running.delete(job.jobId);
        this.drain();
        this.notifyIdle();
      });
      this.running.set(job.jobId, { controller, done });
    }
  }

  private async run(job: PendingJob, controller: AbortController): Promise<void> {
    const handler = this.handlers.get(job.name);
    if (!handler) return this.fail(job, new Error(`No job handler named '${job.name}' is registered`), controller);
    try {
      await handler.run(job.payload, this.context(job, controller));
    } catch (err) {
      await this.fail(job, err instanceof Error ? err : new Error(String(err)), controller);
    }
  }

  private notifyIdle(): void {
    if (this.pending.length > 0 || this.running.size > 0) return;
    for (const w of this.idleWaiters.splice(0)) w();
  }
}
