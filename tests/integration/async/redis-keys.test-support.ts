import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { REDIS_URL } from '../../harness/services.ts';

/** A key prefix of its own for one test, and a way to delete every key under it afterwards. */
export function uniqueRedisPrefix(name: string): { prefix: string; cleanup: () => Promise<number> } {
  const prefix = `loupe-test-${name}-${crypto.randomBytes(4).toString('hex')}`;
  return {
    prefix,
    async cleanup() {
      const redis = new Redis(REDIS_URL);
      try {
        let removed = 0;
        let cursor = '0';
        do {
          const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
          cursor = next;
          if (keys.length) removed += await redis.del(...keys);
        } while (cursor !== '0');
        return removed;
      } finally {
        redis.disconnect();
      }
    },
  };
}
