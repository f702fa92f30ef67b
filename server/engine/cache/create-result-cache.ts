import { MemoryResultCache } from './memory-result-cache.ts';
import { RedisResultCache } from './redis-result-cache.ts';
import type { IResultCache } from './result-cache.ts';

/** Redis when a URL is configured (shared by every process), else the in-process LRU. */
export function createResultCache(config: { redisUrl: string | null; redisPrefix?: string }): IResultCache {
  return config.redisUrl
    ? new RedisResultCache(config.redisUrl, `${config.redisPrefix ?? 'loupe'}:data-cache:`)
    : new MemoryResultCache();
}
