import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { BullJobQueue } from './bullmq-job-queue.ts';
import { RedisAsyncEvents } from '../async-events/redis-async-events.ts';
import { RedisResultCache } from '../engine/cache/redis-result-cache.ts';

// A "Redis" on a loopback port that answers every command with an error and then drops the
// connection: every client sees errors on idle and busy connections alike. BullMQ's Queue and
// Worker are plain EventEmitters, so an unheard 'error' would end the process (vitest reports it).
let server: net.Server;
let url: string;
const sockets = new Set<net.Socket>();

beforeAll(async () => {
  server = net.createServer((s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
    s.on('error', () => undefined);
    s.on('data', () => {
      s.write('-ERR unavailable\r\n');
      setTimeout(() => s.destroy(), 20);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `redis://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function fakeLogger() {
  const warn = vi.fn();
  const logger = { warn, error: vi.fn(), info: vi.fn(), debug: vi.fn() } as unknown as FastifyBaseLogger;
  (logger as unknown as { child: () => FastifyBaseLogger }).child = () => logger;
  return { logger, warn };
}

describe('Redis clients while Redis fails', () => {
  it('the job queue (Queue and Worker) logs the errors, and adding a job fails within seconds', async () => {
    const { logger, warn } = fakeLogger();
    const q = new BullJobQueue({ redisUrl: url, prefix: 't', work: true, concurrency: 1, logger });
    q.start();
    try {
      const started = Date.now();
      await expect(q.enqueue('x', {}, { jobId: 'a' })).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5000);
      // Heard, not printed by BullMQ to stderr: each emitter's own listener logged it.
      const heard = () => new Set(warn.mock.calls.map((c) => c[1] as string));
      await vi.waitFor(
        () => {
          expect(heard()).toContain('Redis connection of the job queue failed');
          expect(heard()).toContain('Redis connection of the job worker failed');
          expect(heard()).toContain('job queue error');
          expect(heard()).toContain('job worker error');
        },
        { timeout: 3000 },
      );
    } finally {
      await q.close(100);
    }
  });

  it('async events and the result cache fail their commands within seconds', async () => {
    const { logger } = fakeLogger();
    const events = new RedisAsyncEvents({ redisUrl: url, prefix: 't', logger });
    const cache = new RedisResultCache(url, 't:');
    try {
      const started = Date.now();
      await expect(events.read('c', null)).rejects.toThrow();
      await expect(cache.get('k')).rejects.toThrow();
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await events.close();
      await cache.close();
    }
  });
});
