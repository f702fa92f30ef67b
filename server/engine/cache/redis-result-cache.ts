import { Redis } from 'ioredis';
import type { IResultCache } from './result-cache.ts';
import { REDIS_COMMAND_OPTIONS } from '../../jobs/redis-options.ts';

/** The shared result cache on Redis: `SET key json EX timeout` under a prefix. */
export class RedisResultCache implements IResultCache {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix = 'loupe:data-cache:',
  ) {
    this.redis = new Redis(url, REDIS_COMMAND_OPTIONS);
    // Errors surface on each command; keep ioredis from logging unhandled 'error' events.
    this.redis.on('error', () => undefined);
  }

  async get<T>(key: string): Promise<T | null> {
    const text = await this.redis.get(this.prefix + key);
    return text === null ? null : (JSON.parse(text) as T);
  }

  async set(key: string, value: unknown, timeoutSeconds: number): Promise<void> {
    if (timeoutSeconds < 0) return;
    const text = JSON.stringify(value);
    if (timeoutSeconds > 0) await this.redis.set(this.prefix + key, text, 'EX', timeoutSeconds);
    else await this.redis.set(this.prefix + key, text);
  }

  async delete(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
