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

/** Where a job is, in BullMQ's words ('unknown': the queue does not have it). */
export type JobState = 'waiting' | 'active' | 'delayed' | 'prioritized' | 'completed' | 'failed' | 'unknown';

/** The error a job's `failed` gets when the process running it died (a stalled job is never run again). */
export const WORKER_STOPPED_MESSAGE = 'The worker running this query stopped; run it again';

/**
 * The job queue: in-process by default, BullMQ on Redis when `LOUPE_REDIS_URL` is set. Payloads
 * are JSON. Handlers are registered on every process; whichever worker takes a job runs it.
 */
export interface IJobQueue {
  registerHandler<P>(handler: JobHandler<P>): Disposable;
  enqueue(name: string, payload: unknown, opts: { jobId: string }): Promise<void>;
  /**
   * Where a job is: 'unknown' when the queue no longer has it (never added, removed, or lost with
   * Redis' data). The in-process queue knows only this process's waiting and running jobs.
   */
  jobState(jobId: string): Promise<JobState>;
}
export const IJobQueue = token<IJobQueue>('IJobQueue');
