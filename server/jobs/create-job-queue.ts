import type { FastifyBaseLogger } from 'fastify';
import type { LoupeConfig } from '../config/config-schema.ts';
import { BullJobQueue } from './bullmq-job-queue.ts';
import { InProcessJobQueue } from './in-process-job-queue.ts';
import type { JobQueueService } from './job-queue-service.ts';

/**
 * BullMQ on Redis when `redisUrl` is set (worked here only when `workers` is on), else the
 * in-process queue, which always works its own jobs: nothing else could.
 */
export function createJobQueue(
  config: Pick<LoupeConfig, 'redisUrl' | 'redisPrefix' | 'workers' | 'jobConcurrency'>,
  logger: FastifyBaseLogger,
): JobQueueService {
  if (config.redisUrl) {
    return new BullJobQueue({
      redisUrl: config.redisUrl,
      prefix: config.redisPrefix,
      work: config.workers,
      concurrency: config.jobConcurrency,
      logger,
    });
  }
  return new InProcessJobQueue(logger, config.jobConcurrency);
}
