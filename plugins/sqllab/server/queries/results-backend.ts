import { Redis } from 'ioredis';
import { REDIS_COMMAND_OPTIONS } from '../../../../server/jobs/redis-options.ts';
import { LRUCache } from 'lru-cache';
import { token } from '../../../../core/di/token.ts';

/**
 * Where SQL Lab keeps result sets by `results_key` (Superset's RESULTS_BACKEND): an in-process LRU
 * bounded by bytes by default, Redis when `LOUPE_REDIS_URL` is set so any process can answer
 * `/api/v1/sqllab/results/` for a run another one did. Values are opaque bytes.
 */
export interface IResultsBackend {
  put(key: string, bytes: Uint8Array, ttlSeconds: number): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  close(): Promise<void>;
}
export const IResultsBackend = token<IResultsBackend>('sqllab/IResultsBackend');

export class MemoryResultsBackend implements IResultsBackend {
  private readonly lru: LRUCache<string, Uint8Array>;

  constructor(maxBytes: number) {
    this.lru = new LRUCache<string, Uint8Array>({
      maxSize: maxBytes,
      sizeCalculation: (v) => Math.max(1, v.byteLength),
      ttlAutopurge: false,
    });
  }

  async put(key: string, bytes: Uint8Array, ttlSeconds: number): Promise<void> {
    this.lru.set(key, bytes, { ttl: ttlSeconds * 1000 });
  }

  async get(key: string): Promise<Uint8Array | null> {
    return this.lru.get(key) ?? null;
  }

  async close(): Promise<void> {
    this.lru.clear();
  }
}

export class RedisResultsBackend implements IResultsBackend {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    this.redis = new Redis(url, REDIS_COMMAND_OPTIONS);
    this.redis.on('error', () => undefined);
  }

  async put(key: string, bytes: Uint8Array, ttlSeconds: number): Promise<void> {
    await this.redis.set(
      this.prefix + key,
      Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      'EX',
      Math.max(1, Math.round(ttlSeconds)),
    );
  }

  async get(key: string): Promise<Uint8Array | null> {
    const b = await this.redis.getBuffer(this.prefix + key);
    return b ? new Uint8Array(b.buffer, b.byteOffset, b.byteLength) : null;
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

export function createResultsBackend(config: {
  redisUrl: string | null;
  redisPrefix: string;
  sqllabResultsMaxBytes: number;
}): IResultsBackend {
  return config.redisUrl
    ? new RedisResultsBackend(config.redisUrl, `${config.redisPrefix}:sqllab-results:`)
    : new MemoryResultsBackend(config.sqllabResultsMaxBytes);
}
