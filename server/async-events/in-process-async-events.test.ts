import { describe, expect, it } from 'vitest';
import type { AsyncEvent } from './async-events.ts';
import { InProcessAsyncEvents } from './in-process-async-events.ts';

const ev = (channel_id: string, job_id: string, status: AsyncEvent['status'] = 'done'): Omit<AsyncEvent, 'id'> => ({
  channel_id,
  job_id,
  user_id: 1,
  status,
  errors: [],
  result_url: status === 'done' ? `/api/v1/chart/data/${job_id}` : null,
});

describe('InProcessAsyncEvents', () => {
  it('keeps each channel apart and reads strictly after last_id', async () => {
    const bus = new InProcessAsyncEvents();
    const a1 = await bus.publish(ev('a', 'j1', 'running'));
    await bus.publish(ev('b', 'j2'));
    const a2 = await bus.publish(ev('a', 'j1'));
    expect(a1).toMatch(/^\d+-\d+$/);
    const all = await bus.read('a', null);
    expect(all.map((e) => e.id)).toEqual([a1, a2]);
    expect(all[1]).toEqual({
      id: a2,
      channel_id: 'a',
      job_id: 'j1',
      user_id: 1,
      status: 'done',
      errors: [],
      result_url: '/api/v1/chart/data/j1',
    });
    expect((await bus.read('a', a1)).map((e) => e.id)).toEqual([a2]);
    expect(await bus.read('a', a2)).toEqual([]);
    expect((await bus.read('b', null)).map((e) => e.job_id)).toEqual(['j2']);
    expect(await bus.read('nobody', null)).toEqual([]);
  });

  it('bounds each channel and answers at most 100 events a read', async () => {
    const bus = new InProcessAsyncEvents({ perChannel: 150 });
    const ids: string[] = [];
    for (let i = 0; i < 200; i++) ids.push(await bus.publish(ev('c', `j${i}`)));
    const first = await bus.read('c', null);
    expect(first).toHaveLength(100);
    expect(first[0]!.job_id).toBe('j50'); // the oldest 50 were dropped
    const rest = await bus.read('c', first[99]!.id);
    expect(rest.map((e) => e.job_id)).toEqual(Array.from({ length: 50 }, (_, i) => `j${150 + i}`));
  });

  it('drops the least recently used channel past the channel bound', async () => {
    const bus = new InProcessAsyncEvents({ maxChannels: 2 });
    await bus.publish(ev('x', '1'));
    await bus.publish(ev('y', '2'));
    await bus.publish(ev('x', '3'));
    await bus.publish(ev('z', '4'));
    expect(await bus.read('y', null)).toEqual([]);
    expect(await bus.read('x', null)).toHaveLength(2);
  });

  it('tells subscribers of every new event until disposed', async () => {
    const bus = new InProcessAsyncEvents();
    const seen: string[] = [];
    const sub = bus.subscribe((e) => seen.push(`${e.channel_id}/${e.job_id}`));
    await bus.publish(ev('a', '1'));
    await bus.publish(ev('b', '2'));
    await sub.dispose();
    await bus.publish(ev('a', '3'));
    expect(seen).toEqual(['a/1', 'b/2']);
  });
});
