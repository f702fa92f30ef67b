import { describe, expect, it } from 'vitest';
import { AsyncEventClient, type AsyncEvent } from './async-event-client.ts';
import { flush, makePlanner, okBody, tile } from './planner.test-support.ts';

function fakeEvents() {
  const stream: AsyncEvent[] = [];
  const asked: (string | null)[] = [];
  const client = new AsyncEventClient({
    fetchEvents: (lastId) => {
      asked.push(lastId);
      const from = lastId === null ? 0 : stream.findIndex((e) => e.id === lastId) + 1;
      return Promise.resolve(stream.slice(from, from + 100));
    },
    sleep: () => new Promise((r) => setTimeout(r, 1)),
  });
  const emit = (job_id: string, status: string, extra: Partial<AsyncEvent> = {}) =>
    stream.push({ id: `${stream.length + 1}-0`, job_id, status, result_url: null, ...extra });
  return { client, emit, asked };
}

describe('AsyncEventClient', () => {
  it('polls from the last id seen and settles each job on done or error', async () => {
    const { client, emit, asked } = fakeEvents();
    const one = client.waitFor('j1');
    const two = client.waitFor('j2');
    emit('j1', 'running');
    emit('j1', 'done', { result_url: '/api/v1/chart/data/k1' });
    await expect(one).resolves.toMatchObject({ status: 'done', result_url: '/api/v1/chart/data/k1' });
    emit('j2', 'error', { errors: [{ message: 'boom' }] });
    await expect(two).resolves.toMatchObject({ status: 'error' });
    expect(asked[0]).toBeNull();
    expect(asked.at(-1)).toBe('2-0');
  });

  it('keeps a job whose event came before anyone waited', async () => {
    const { client, emit } = fakeEvents();
    const other = client.waitFor('j0');
    emit('j9', 'done', { result_url: '/r9' });
    emit('j0', 'done', { result_url: '/r0' });
    await other;
    await expect(client.waitFor('j9')).resolves.toMatchObject({ result_url: '/r9' });
  });

  it('stops waiting when aborted', async () => {
    const { client } = fakeEvents();
    const controller = new AbortController();
    const waiting = client.waitFor('j1', controller.signal);
    controller.abort();
    await expect(waiting).rejects.toBeDefined();
  });
});

describe('QueryPlanner: GLOBAL_ASYNC_QUERIES', () => {
  it('waits for the job of a 202 and fetches its result_url', async () => {
    const { client, emit } = fakeEvents();
    const { planner, wire } = makePlanner({ asyncEvents: client });
    const a = planner.load(tile('CHART-a', 1));
    const b = planner.load(tile('CHART-b', 2));
    await flush();
    wire.sent[0]!.answer({ status: 202, bytes: 80, body: { job_id: 'j1', channel_id: 'c', status: 'pending' } });
    await flush();
    emit('j1', 'done', { result_url: '/api/v1/chart/data/abc' });
    await new Promise((r) => setTimeout(r, 20));
    expect(wire.gets.map((g) => g.url)).toEqual(['/api/v1/chart/data/abc']);
    wire.gets[0]!.answer({ body: okBody(wire.sent[0]!.context), bytes: 500 });
    await expect(a).resolves.toHaveLength(1);
    await expect(b).resolves.toHaveLength(1);
    expect(planner.timings()[0]).toMatchObject({ bytes: 580, cache: 'miss' });
    expect(planner.counts()).toMatchObject({ requests: 1, tileLoads: 2 });
  });

  it("rejects with the job's error message", async () => {
    const { client, emit } = fakeEvents();
    const { planner, wire } = makePlanner({ asyncEvents: client });
    const a = planner.load(tile('CHART-a', 1));
    await flush();
    wire.sent[0]!.answer({ status: 202, body: { job_id: 'j1' } });
    emit('j1', 'error', { errors: [{ message: 'Error: division by zero' }] });
    await expect(a).rejects.toThrow('Error: division by zero');
  });
});
