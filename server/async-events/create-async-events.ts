import type { FastifyBaseLogger } from 'fastify';
import type { LoupeConfig } from '../config/config-schema.ts';
import type { AsyncEventBus } from './async-event-bus.ts';
import { InProcessAsyncEvents } from './in-process-async-events.ts';
import { RedisAsyncEvents } from './redis-async-events.ts';

/** Redis streams when `redisUrl` is set (any node delivers any event), else in memory. */
export function createAsyncEvents(
  config: Pick<LoupeConfig, 'redisUrl' | 'redisPrefix'>,
  logger: FastifyBaseLogger,
): AsyncEventBus {
  if (config.redisUrl) return new RedisAsyncEvents({ redisUrl: config.redisUrl, prefix: config.redisPrefix, logger });
  return new InProcessAsyncEvents();
}
