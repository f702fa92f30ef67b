import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { BullJobQueue } from '../../../server/jobs/bullmq-job-queue.ts';
import { REDIS_URL } from '../../harness/services.ts';
import { uniqueRedisPrefix } from './redis-keys.test-support.ts';

const logger = pino({ level: 'silent' });
const prefixes: ReturnType<typeof uniqueRedisPrefix>[] = [];
function queue(prefix: string, work: boolean, concurrency = 2): BullJobQueue {
  return new BullJobQueue({ redisUrl: REDIS_URL, prefix, work, concurrency, logger });
}
function prefix(name: string): string {
  const p = uniqueRedisPrefix(name);
  prefixes.push(p);
  return p.prefix;
}
afterAll(async () => {
  for (const p of prefixes) await p.cleanup();
});

function waitUntil(check: () => boolean, ms = 10_000): Promise<void> {
  const until = Date.now() + ms;
  return new Promise((resolve, reject) => {
    const tick = () => {
      if (check()) resolve();
      else if (Date.now() > until) reject(new Error('timed out'));
      else setTimeout(tick, 20);
    };
    tick();
  });
}

describe('the BullMQ job queue on Redis', () => {
  it('a web node that does not work jobs adds them; a worker process runs them with their payload and id', async () => {
    const p = prefix('work');
    const web = queue(p, false);
    const worker = queue(p, true);
    const ran: unknown[] = [];
    // Only the worker registers the handler: the web node needs none to enqueue.
    worker.registerHandler<{ n: number }>({
      name: 'square',
      run: async (payload, ctx) => void ran.push([payload.n * payload.n, ctx.jobId]),
    });
    web.start();
    worker.start();
    await worker.ready();
    expect(web.working).toBe(false);
    expect(worker.working).toBe(true);
    await web.enqueue('square', { n: 7 }, { jobId: 'job-a' });
    await web.enqueue('square', { n: 7 }, { jobId: 'job-a' }); // the same id is one job
    await waitUntil(() => ran.length >= 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(ran).toEqual([[49, 'job-a']]);
    await web.close();
    await worker.close();
  });

  it('does not retry a failed job and hands the error to the handler', async () => {
    const p = prefix('fail');
    const q = queue(p, true);
    let runs = 0;
    const failures: string[] = [];
    q.registerHandler({
      name: 'flaky',
      run: async () => {
        runs++;
        throw new Error('warehouse down');
      },
      failed: async (_payload, err, ctx) => void failures.push(`${ctx.jobId}: ${err.message}`),
    });
    q.start();
    await q.ready();
    await q.enqueue('flaky', {}, { jobId: 'f1' });
    await waitUntil(() => failures.length === 1);
    await new Promise((r) => setTimeout(r, 500));
    expect(runs).toBe(1);
    expect(failures).toEqual(['f1: warehouse down']);
    await q.close();
  });

  it('fails a job whose name no handler on the worker knows, through no handler at all', async () => {
    const p = prefix('unknown');
    const q = queue(p, true);
    q.start();
    await q.ready();
    await q.enqueue('nobody-handles-this', {}, { jobId: 'u1' });
    const { Queue } = await import('bullmq');
    const url = new URL(REDIS_URL);
    const inspect = new Queue('jobs', {
      connection: { host: url.hostname, port: Number(url.port || 6379) },
      prefix: p,
    });
    let state = '';
    const until = Date.now() + 5000;
    while (state !== 'failed' && Date.now() < until) {
      state = (await (await inspect.getJob('u1'))?.getState()) ?? '';
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(state).toBe('failed');
    expect((await inspect.getJob('u1'))?.failedReason).toBe(
      "No job handler named 'nobody-handles-this' on this worker",
    );
    await inspect.close();
    await q.close();
  });

  it('runs at most `concurrency` jobs at once per worker', async () => {
    const p = prefix('conc');
    const q = queue(p, true, 2);
    let running = 0;
    let peak = 0;
    let done = 0;
    q.registerHandler({
      name: 'busy',
      run: async () => {
        running++;
        peak = Math.max(peak, running);
        await new Promise((r) => setTimeout(r, 150));
        running--;
        done++;
      },
    });
    q.start();
    await q.ready();
    for (let i = 0; i < 6; i++) await q.enqueue('busy', {}, { jobId: `b${i}` });
    await waitUntil(() => done === 6);
    expect(peak).toBe(2);
    await q.close();
  });

  it('closes gracefully: a running job finishes before close resolves, and no job is taken after', async () => {
    const p = prefix('close');
    const q = queue(p, true);
    const log: string[] = [];
    q.registerHandler({
      name: 'long',
      run: async () => {
        log.push('start');
        await new Promise((r) => setTimeout(r, 300));
        log.push('end');
      },
    });
    q.start();
    await q.ready();
    await q.enqueue('long', {}, { jobId: 'l1' });
    await waitUntil(() => log.length === 1);
    await q.close(5000);
    expect(log).toEqual(['start', 'end']);
    await expect(q.enqueue('long', {}, { jobId: 'l2' })).rejects.toThrow('Loupe is stopping');
  });
});
