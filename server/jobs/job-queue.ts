import type { FastifyBaseLogger } from 'fastify';
import { token } from '../../core/di/token.ts';
import type { Disposable } from '../../core/kernel/disposable.ts';

/** What a job handler gets besides its payload. */
export interface JobContext {
  jobId: string;
  signal: AbortSignal;
  logger: FastifyBaseLogger;
}

/** A kind of background work, registered by name on every process that may work jobs. */
export interface JobHandler<P = unknown> {
  name: string;
  run(payload: P, ctx: JobContext): Promise<void>;
  /**
   * Called when `run` throws, or when the job cannot run at all (no handler on the worker, Loupe
   * stopping before it started), so the handler can publish its own error event. Optional.
   */
  failed?(payload: P, error: Error, ctx: JobContext): Promise<void>;
}

/**
 * The job queue: in-process by default, BullMQ on Redis when `LOUPE_REDIS_URL` is set. Payloads
 * are JSON. Handlers are registered on every process; whichever worker takes a job runs it.
 */
export interface IJobQueue {
  registerHandler<P>(handler: JobHandler<P>): Disposable;
  enqueue(name: string, payload: unknown, opts: { jobId: string }): Promise<void>;
}
export const IJobQueue = token<IJobQueue>('IJobQueue');
