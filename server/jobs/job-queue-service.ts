import type { IJobQueue } from './job-queue.ts';

/** What the host holds of a job queue beyond what plugins see: its lifecycle. */
export interface JobQueueService extends IJobQueue {
  readonly kind: 'in-process' | 'bullmq';
  /** Starts working jobs, once every plugin has registered its handlers. */
  start(): void;
  /** Resolves once the queue (and this process's worker, if any) is connected and listening. */
  ready(): Promise<void>;
  /** Resolves when the queue's store answers (Redis PING); the in-process queue always does. */
  ping(): Promise<void>;
  /** Stops taking jobs, lets running ones finish within `graceMs`, then releases everything. */
  close(graceMs?: number): Promise<void>;
}
