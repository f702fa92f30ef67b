import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AsyncEvent } from './async-events.ts';
import { InProcessAsyncEvents } from './in-process-async-events.ts';
import { WebSocketFanout, type EventSocket } from './websocket-fanout.ts';

class FakeSocket implements EventSocket {
  readyState = 1;
  sent: AsyncEvent[] = [];
  pings = 0;
  terminated = false;
  private handlers: Record<string, (() => void)[]> = {};
  send(data: string) {
    this.sent.push(JSON.parse(data) as AsyncEvent);
  }
  close() {
    this.readyState = 3;
    for (const h of this.handlers.close ?? []) h();
  }
  ping() {
    this.pings++;
  }
  terminate() {
    this.terminated = true;
    this.close();
  }
  on(event: 'close' | 'pong', listener: () => void) {
    (this.handlers[event] ??= []).push(listener);
  }
  pong() {
    for (const h of this.handlers.pong ?? []) h();
  }
}

const ev = (channel_id: string, job_id: string): Omit<AsyncEvent, 'id'> => ({
  channel_id,
  job_id,
  user_id: 1,
  status: 'done',
  errors: [],
  result_url: null,
});
const logger = pino({ level: 'silent' });

describe('WebSocketFanout', () => {
  it('sends each event to the sockets of its channel only, in the polling shape', async () => {
    const bus = new InProcessAsyncEvents();
    const fanout = new WebSocketFanout(bus, logger);
    const a = new FakeSocket();
    const a2 = new FakeSocket();
    const b = new FakeSocket();
    await fanout.add(a, 'ch-a', null);
    await fanout.add(a2, 'ch-a', null);
    await fanout.add(b, 'ch-b', null);
    const id = await bus.publish(ev('ch-a', 'j1'));
    expect(a.sent).toEqual([{ id, ...ev('ch-a', 'j1') }]);
    expect(a2.sent).toEqual(a.sent);
    expect(b.sent).toEqual([]);
    a.close();
    await bus.publish(ev('ch-a', 'j2'));
    expect(a.sent).toHaveLength(1);
    expect(a2.sent).toHaveLength(2);
    expect(fanout.socketCount).toBe(2);
    await fanout.close();
  });

  it('replays after last_id, then live events, each once and in order', async () => {
    const bus = new InProcessAsyncEvents();
    const fanout = new WebSocketFanout(bus, logger);
    await fanout.start();
    const first = await bus.publish(ev('c', 'j1'));
    await bus.publish(ev('c', 'j2'));
    await bus.publish(ev('c', 'j3'));
    const s = new FakeSocket();
    // An event published while the replay is being read is sent after it, not twice.
    const adding = fanout.add(s, 'c', first);
    await bus.publish(ev('c', 'j4'));
    await adding;
    await bus.publish(ev('c', 'j5'));
    expect(s.sent.map((e) => e.job_id)).toEqual(['j2', 'j3', 'j4', 'j5']);
    await fanout.close();
  });

  it('terminates a socket that did not answer the last ping', async () => {
    const bus = new InProcessAsyncEvents();
    const fanout = new WebSocketFanout(bus, logger, 20);
    const alive = new FakeSocket();
    const dead = new FakeSocket();
    await fanout.add(alive, 'c', null);
    await fanout.add(dead, 'c', null);
    for (let i = 0; i < 3; i++) {
      await new Promise((r) => setTimeout(r, 25));
      alive.pong();
    }
    expect(dead.terminated).toBe(true);
    expect(alive.terminated).toBe(false);
    expect(alive.pings).toBeGreaterThan(1);
    await fanout.close();
    expect(alive.readyState).toBe(3);
  });
});
