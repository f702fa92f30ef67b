import { LRUCache } from 'lru-cache';
import type { IResultCache } from './result-cache.ts';

export interface MemoryCacheOptions {
  /** Total size of the kept JSON texts, in characters; least recently used entries go first. */
  maxSize?: number;
  /** The clock, for tests. */
  now?: () => number;
}

/**
 * The in-process result cache: an LRU of JSON texts bounded by their total size, each entry
 * expiring after its own timeout. Values are stored as text so a caller can never change a
 * cached result by changing what it got back (and so it behaves exactly as Redis does).
 */
export class MemoryResultCache implements IResultCache {
  private readonly lru: LRUCache<string, string>;
  private readonly expiry = new Map<string, number>();
  private readonly now: () => number;

  constructor(opts: MemoryCacheOptions = {}) {
    this.now = opts.now ?? Date.now;
    this.lru = new LRUCache<string, string>({
      maxSize: opts.maxSize ?? 256 * 1024 * 1024,
      sizeCalculation: (v) => Math.max(1, v.length),
      dispose: (_v, key) => {
        this.expiry.delete(key);
      },
    });
  }

  async get<T>(key: string): Promise<T | null> {
    const text = this.lru.get(key);
    if (text === undefined) return null;
    const until = this.expiry.get(key);
    if (until !== undefined && until <= this.now()) {
      this.lru.delete(key);
      return null;
    }
    return JSON.parse(text) as T;
  }

  async set(key: string, value: unknown, timeoutSeconds: number): Promise<void> {
    if (timeoutSeconds < 0) return;
    const text = JSON.stringify(value);
    this.lru.set(key, text);
    if (!this.lru.has(key)) return; // larger than the whole cache
    if (timeoutSeconds > 0) this.expiry.set(key, this.now() + timeoutSeconds * 1000);
    else this.expiry.delete(key);
  }

  async delete(key: string): Promise<void> {
    this.lru.delete(key);
  }

  async close(): Promise<void> {
    this.lru.clear();
  }
}
