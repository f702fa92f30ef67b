import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AsyncEvent } from '../../../server/async-events/async-events.ts';
import { RedisAsyncEvents } from '../../../server/async-events/redis-async-events.ts';
import { REDIS_URL } from '../../harness/services.ts';
import { uniqueRedisPrefix } from './redis-keys.test-support.ts';

const logger = pino({ level: 'silent' });
const ev = (channel_id: string, job_id: string, status: AsyncEvent['status'] = 'done'): Omit<AsyncEvent, 'id'> => ({
  channel_id,
  job_id,
  user_id: 7,
  status,
  errors: [],
  result_url: status === 'done' ? `/api/v1/chart/data/${job_id}` : null,
});

const open: RedisAsyncEvents[] = [];
const prefixes: ReturnType<typeof uniqueRedisPrefix>[] = [];
function bus(prefix: string, opts: Partial<ConstructorParameters<typeof RedisAsyncEvents>[0]> = {}): RedisAsyncEvents {
  const b = new RedisAsyncEvents({ redisUrl: REDIS_URL, prefix, logger, ...opts });
  open.push(b);
  return b;
}
function prefix(name: string): string {
  const p = uniqueRedisPrefix(name);
  prefixes.push(p);
  return p.prefix;
}
afterEach(async () => {
  for (const b of open.splice(0)) await b.close();
});
afterAll(async () => {
  for (const p of prefixes) await p.cleanup();
});

describe('async events on Redis streams', () => {
  it("keeps Superset's stream layout: a capped stream per channel with a JSON `data` field, and the firehose", async () => {
    const p = prefix('layout');
    const b = bus(p);
    const id = await b.publish(ev('chan-a', 'job-1'));
    expect(id).toMatch(/^\d+-\d+$/);
    const redis = new Redis(REDIS_URL);
    try {
      const entries = await redis.xrange(`${p}:async-events-chan-a`, '-', '+');
      expect(entries).toHaveLength(1);
      expect(entries[0]![0]).toBe(id);
      expect(entries[0]![1][0]).toBe('data');
      expect(JSON.parse(entries[0]![1][1]!)).toEqual({
        channel_id: 'chan-a',
        job_id: 'job-1',
        user_id: 7,
        status: 'done',
        errors: [],
        result_url: '/api/v1/chart/data/job-1',
      });
      const full = await redis.xrange(`${p}:async-events-full`, '-', '+');
      expect(JSON.parse(full[0]![1][1]!)).toMatchObject({ id, channel_id: 'chan-a' });
      expect(await redis.ttl(`${p}:async-events-chan-a`)).toBeGreaterThan(3600);
    } finally {
      redis.disconnect();
    }
  });

  it('reads a channel strictly after last_id, at most 100 at a time, channels apart', async () => {
    const b = bus(prefix('read'));
    const ids: string[] = [];
    for (let i = 0; i < 120; i++) ids.push(await b.publish(ev('c1', `j${i}`)));
    await b.publish(ev('c2', 'other'));
    const first = await b.read('c1', null);
    expect(first).toHaveLength(100);
    expect(first[0]).toEqual({
      id: ids[0],
      channel_id: 'c1',
      job_id: 'j0',
      user_id: 7,
      status: 'done',
      errors: [],
      result_url: '/api/v1/chart/data/j0',
    });
    const rest = await b.read('c1', first[99]!.id);
    expect(rest.map((e) => e.id)).toEqual(ids.slice(100));
    expect(await b.read('c1', ids[119]!)).toEqual([]);
    expect((await b.read('c2', null)).map((e) => e.job_id)).toEqual(['other']);
    expect(await b.read('nobody', null)).toEqual([]);
  });

  it('caps a channel stream (MAXLEN)', async () => {
    const b = bus(prefix('cap'), { perChannel: 10 });
    for (let i = 0; i < 300; i++) await b.publish(ev('c', `j${i}`));
    const kept = await b.read('c', null);
    expect(kept.length).toBeLessThan(300);
    expect(kept[kept.length - 1]!.job_id).toBe('j299');
  });

  it('delivers to subscribers of another process every event published after they follow', async () => {
    const p = prefix('fanout');
    const publisher = bus(p);
    const webNode = bus(p);
    await publisher.publish(ev('c', 'before'));
    const seen: AsyncEvent[] = [];
    webNode.subscribe((e) => seen.push(e));
    await webNode.follow();
    const id1 = await publisher.publish(ev('c', 'after-1', 'running'));
    const id2 = await publisher.publish(ev('d', 'after-2'));
    const until = Date.now() + 5000;
    while (seen.length < 2 && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(seen.map((e) => [e.id, e.channel_id, e.job_id, e.status])).toEqual([
      [id1, 'c', 'after-1', 'running'],
      [id2, 'd', 'after-2', 'done'],
    ]);
  });

  it('stops following on close without errors', async () => {
    const b = bus(prefix('close'));
    b.subscribe(() => undefined);
    await b.follow();
    await b.close();
    open.splice(open.indexOf(b), 1);
  });
});
