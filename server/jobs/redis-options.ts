import type { RedisOptions } from 'ioredis';

/** Reconnect every 100 ms, 200 ms … at most a second apart: Redis back means Loupe back within a second. */
const retryStrategy = (times: number): number => Math.min(times * 100, 1000);

/**
 * A client that sends commands for a request: while Redis is away a command fails after one
 * reconnect attempt or two seconds, never holding the request; the caller answers 503.
 */
export const REDIS_COMMAND_OPTIONS: RedisOptions = {
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  commandTimeout: 2000,
  retryStrategy,
};

/** A client that blocks (BullMQ's worker, the firehose's XREAD): it waits through an outage instead. */
export const REDIS_BLOCKING_OPTIONS: RedisOptions = {
  maxRetriesPerRequest: null,
  connectTimeout: 2000,
  retryStrategy,
};
