import crypto from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisResultCache } from '../../../server/engine/cache/index.ts';
import type { ApiClient } from '../../harness/api-client.ts';
import { bootLoupe, type BootedLoupe } from '../../harness/boot-loupe.ts';
import { REDIS_URL } from '../../harness/services.ts';
import { datasetId, referenceBody, type QueryResultWire } from './chart-data.test-support.ts';

const prefix = `test-${crypto.randomUUID().slice(0, 8)}`;
let redis: Redis;

beforeAll(() => {
  redis = new Redis(REDIS_URL);
});
afterAll(async () => {
  const keys = await redis.keys(`${prefix}*`);
  if (keys.length) await redis.del(...keys);
  await redis.quit();
});

describe('RedisResultCache on the real Redis', () => {
  it('stores JSON with the timeout as the key TTL, reads it back, deletes it', async () => {
    const cache = new RedisResultCache(REDIS_URL, `${prefix}:unit:`);
    try {
      await cache.set('k', { data: [{ a: 1 }], s: 'x' }, 60);
      expect(await cache.get('k')).toEqual({ data: [{ a: 1 }], s: 'x' });
      const ttl = await redis.ttl(`${prefix}:unit:k`);
      expect(ttl).toBeGreaterThan(55);
      expect(ttl).toBeLessThanOrEqual(60);
      await cache.set('forever', 1, 0);
      expect(await redis.ttl(`${prefix}:unit:forever`)).toBe(-1);
      await cache.set('never', 1, -1);
      expect(await cache.get('never')).toBeNull();
      await cache.delete('k');
      expect(await cache.get('k')).toBeNull();
    } finally {
      await cache.close();
    }
  });

  it('expires entries after their timeout', async () => {
    const cache = new RedisResultCache(REDIS_URL, `${prefix}:ttl:`);
    try {
      await cache.set('short', 'v', 1);
      expect(await cache.get('short')).toBe('v');
      await new Promise((r) => setTimeout(r, 1200));
      expect(await cache.get('short')).toBeNull();
    } finally {
      await cache.close();
    }
  });
});

describe('chart data with LOUPE_REDIS_URL', () => {
  let h: BootedLoupe;
  let admin: ApiClient;
  let id: number;
  beforeAll(async () => {
    h = await bootLoupe({
      examples: true,
      config: { redisUrl: REDIS_URL, redisPrefix: prefix, cacheDefaultTimeout: 300 },
    });
    admin = await h.login();
    id = await datasetId(admin, 'birth_names');
  }, 120_000);
  afterAll(() => h?.close());

  it('keeps results in Redis under the cache key, for the configured default timeout, and hits them', async () => {
    const body = referenceBody('05_pie_states.json', id);
    const first = await admin.post<{ result: QueryResultWire[] }>('/api/v1/chart/data', body);
    expect(first.status).toBe(200);
    expect(first.body.result[0]!.cache_timeout).toBe(300);
    const key = first.body.result[0]!.cache_key!;
    const stored = await redis.get(`${prefix}:data-cache:${key}`);
    expect(stored).not.toBeNull();
    expect(JSON.parse(stored!).colnames).toEqual(['state', 'sum__num']);
    const ttl = await redis.ttl(`${prefix}:data-cache:${key}`);
    expect(ttl).toBeGreaterThan(290);
    expect(ttl).toBeLessThanOrEqual(300);
    const second = await admin.post<{ result: QueryResultWire[] }>('/api/v1/chart/data', body);
    expect(second.body.result[0]!.is_cached).toBe(true);
    expect(second.body.result[0]!.data).toEqual(first.body.result[0]!.data);
  });
});
