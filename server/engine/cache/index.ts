export { IResultCache } from './result-cache.ts';
export { cacheKeyOf, stableStringify } from './cache-key.ts';
export { DEFAULT_CACHE_TIMEOUT_SECONDS, resolveCacheTimeout, type CacheTimeoutSources } from './cache-timeout.ts';
export { MemoryResultCache, type MemoryCacheOptions } from './memory-result-cache.ts';
export { RedisResultCache } from './redis-result-cache.ts';
export { createResultCache } from './create-result-cache.ts';
export { TemporaryCache, randomCacheKey, type OwnedEntry } from './temporary-cache.ts';
