import { token } from '../../../core/di/token.ts';

/**
 * The data cache query results are kept in (Superset's DATA_CACHE_CONFIG): an in-process LRU by
 * default, Redis when `LOUPE_REDIS_URL` is set so every process of a cluster shares it. Values
 * are JSON; a timeout of 0 keeps an entry until evicted, a negative one does not store it.
 */
export interface IResultCache {
  get<T = unknown>(key: string): Promise<T | null>;
  set(key: string, value: unknown, timeoutSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}
export const IResultCache = token<IResultCache>('IResultCache');
