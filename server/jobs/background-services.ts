import type { FastifyInstance } from 'fastify';
import type { DependencyContainer } from 'tsyringe';
import type { LoupeConfig } from '../config/config-schema.ts';
import { AsyncTokens, installAsyncChannel } from '../async-events/async-channel.ts';
import type { AsyncEventBus } from '../async-events/async-event-bus.ts';
import { registerAsyncEventRoutes } from '../async-events/async-event-routes.ts';
import { IAsyncEvents } from '../async-events/async-events.ts';
import { createAsyncEvents } from '../async-events/create-async-events.ts';
import { createJobQueue } from './create-job-queue.ts';
import { IJobQueue } from './job-queue.ts';
import type { JobQueueService } from './job-queue-service.ts';

/** The job queue and the async events of one process, with their place in its lifecycle. */
export interface BackgroundServices {
  readonly jobs: JobQueueService;
  readonly events: AsyncEventBus;
  /** Registers IJobQueue and IAsyncEvents (before plugins activate). */
  register(container: DependencyContainer): void;
  /** With GLOBAL_ASYNC_QUERIES on: the async-token cookie and the event routes (after the security hooks). */
  install(app: FastifyInstance): Promise<void>;
  /** Starts working jobs (after every plugin registered its handlers). */
  start(): void;
  /** Lets running jobs finish (before plugins stop: jobs use their services). */
  stopJobs(graceMs: number): Promise<void>;
  /** Releases the events (last, after the plugins). */
  close(): Promise<void>;
}

export function createBackgroundServices(
  config: LoupeConfig,
  app: FastifyInstance,
  asyncTokenKey: Uint8Array,
): BackgroundServices {
  const jobs = createJobQueue(config, app.log.child({ component: 'jobs' }));
  const events = createAsyncEvents(config, app.log.child({ component: 'async-events' }));
  return {
    jobs,
    events,
    register(container) {
      container.register(IJobQueue, { useValue: jobs });
      container.register(IAsyncEvents, { useValue: events });
    },
    async install(target) {
      if (!config.featureFlags.GLOBAL_ASYNC_QUERIES) return;
      installAsyncChannel(target, new AsyncTokens(asyncTokenKey, Math.round(config.sessionMaxAgeHours * 3600)));
      await registerAsyncEventRoutes(target, events);
    },
    start: () => jobs.start(),
    stopJobs: (graceMs) => jobs.close(graceMs),
    close: () => events.close(),
  };
}
