import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { InProcessJobQueue } from './in-process-job-queue.ts';

const logger = pino({ level: 'silent' });

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('InProcessJobQueue', () => {
  it('runs a job after the enqueuing call returns, with a JSON copy of its payload', async () => {
    const q = new InProcessJobQueue(logger, 2);
    const seen: unknown[] = [];
    q.registerHandler<{ when: Date | string }>({ name: 'echo', run: async (p, ctx) => void seen.push([p, ctx.jobId]) });
    q.start();
    const when = new Date(0);
    await q.enqueue('echo', { when }, { jobId: 'j1' });
    expect(seen).toEqual([]); // never inside the request that enqueued it
    await q.whenIdle();
    expect(seen).toEqual([[{ when: '1970-01-01T00:00:00.000Z' }, 'j1']]);
    await q.close();
  });

  it('runs at most `concurrency` jobs at once and the rest in order', async () => {
    const q = new InProcessJobQueue(logger, 2);
    const gates = [deferred(), deferred(), deferred()];
    const started: number[] = [];
    q.registerHandler<number>({
      name: 'slow',
      run: async (i) => {
        started.push(i);
        await gates[i]!.promise;
      },
    });
    q.start();
    for (const i of [0, 1, 2]) await q.enqueue('slow', i, { jobId: `s${i}` });
    await new Promise((r) => setTimeout(r, 20));
    expect(started).toEqual([0, 1]);
    expect(q.size).toEqual({ pending: 1, running: 2 });
    gates[1]!.resolve();
    await new Promise((r) => setTimeout(r, 20));
    expect(started).toEqual([0, 1, 2]);
    gates[0]!.resolve();
    gates[2]!.resolve();
    await q.whenIdle();
    await q.close();
  });

  it('does not add a job id that is already waiting', async () => {
    const q = new InProcessJobQueue(logger, 1);
    let runs = 0;
    q.registerHandler({ name: 'count', run: async () => void runs++ });
    await q.enqueue('count', null, { jobId: 'same' });
    await q.enqueue('count', null, { jobId: 'same' });
    q.start();
    await q.whenIdle();
    expect(runs).toBe(1);
    await q.close();
  });

  it('hands a failure to the handler and keeps working other jobs', async () => {
    const q = new InProcessJobQueue(logger, 1);
    const failures: string[] = [];
    const done: string[] = [];
    q.registerHandler<string>({
      name: 'maybe',
      run: async (p) => {
        if (p === 'bad') throw new Error('boom');
        done.push(p);
      },
      failed: async (p, err, ctx) => void failures.push(`${p}:${err.message}:${ctx.jobId}`),
    });
    q.start();
    await q.enqueue('maybe', 'bad', { jobId: 'b' });
    await q.enqueue('maybe', 'good', { jobId: 'g' });
    await q.whenIdle();
    expect(failures).toEqual(['bad:boom:b']);
    expect(done).toEqual(['good']);
    await q.close();
  });

  it('refuses unknown job names and duplicate handlers, and forgets a disposed handler', async () => {
    const q = new InProcessJobQueue(logger);
    await expect(q.enqueue('nope', {}, { jobId: 'x' })).rejects.toThrow("No job handler named 'nope'");
    const d = q.registerHandler({ name: 'h', run: async () => undefined });
    expect(() => q.registerHandler({ name: 'h', run: async () => undefined })).toThrow('already registered');
    await d.dispose();
    await expect(q.enqueue('h', {}, { jobId: 'y' })).rejects.toThrow("No job handler named 'h'");
    await q.close();
  });

  it('on close: waiting jobs fail with a clear error, running ones finish, then nothing is taken', async () => {
    const q = new InProcessJobQueue(logger, 1);
    const gate = deferred();
    const events: string[] = [];
    q.registerHandler<string>({
      name: 'job',
      run: async (p) => {
        events.push(`start ${p}`);
        await gate.promise;
        events.push(`end ${p}`);
      },
      failed: async (p, err) => void events.push(`failed ${p}: ${err.message}`),
    });
    q.start();
    await q.enqueue('job', 'a', { jobId: 'a' });
    await q.enqueue('job', 'b', { jobId: 'b' });
    await new Promise((r) => setTimeout(r, 10));
    const closed = q.close(5000);
    setTimeout(() => gate.resolve(), 20);
    await closed;
    expect(events).toEqual(['start a', 'failed b: Loupe stopped before this job could run', 'end a']);
    await expect(q.enqueue('job', 'c', { jobId: 'c' })).rejects.toThrow('Loupe is stopping');
  });

  it('aborts a running job that outlives the grace period', async () => {
    const q = new InProcessJobQueue(logger, 1);
    let aborted = false;
    q.registerHandler({
      name: 'stuck',
      run: (_p, ctx) =>
        new Promise<void>((resolve) => {
          ctx.signal.addEventListener('abort', () => {
            aborted = true;
            resolve();
          });
        }),
    });
    q.start();
    await q.enqueue('stuck', null, { jobId: 's' });
    await new Promise((r) => setTimeout(r, 10));
    await q.close(30);
    expect(aborted).toBe(true);
  });
});
