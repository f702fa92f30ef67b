import { toDisposable, type Disposable } from '../../core/kernel/disposable.ts';
import { CHANNEL_STREAM_LIMIT, READ_LIMIT, wireEvent, type AsyncEventBus } from './async-event-bus.ts';
import type { AsyncEvent } from './async-events.ts';
import { compareStreamIds, StreamIdGenerator } from './stream-id.ts';

export interface InProcessAsyncEventsOptions {
  perChannel?: number;
  /** Channels kept at most; the least recently published-to is dropped first. */
  maxChannels?: number;
}

/** The embedded default: a bounded stream per channel in memory, ids shaped like Redis's. */
export class InProcessAsyncEvents implements AsyncEventBus {
  readonly kind = 'in-process';
  private readonly streams = new Map<string, AsyncEvent[]>();
  private readonly listeners = new Set<(e: AsyncEvent) => void>();
  private readonly ids = new StreamIdGenerator();
  private readonly perChannel: number;
  private readonly maxChannels: number;

  constructor(opts: InProcessAsyncEventsOptions = {}) {
    this.perChannel = opts.perChannel ?? CHANNEL_STREAM_LIMIT;
    this.maxChannels = opts.maxChannels ?? 10_000;
  }

  async publish(event: Omit<AsyncEvent, 'id'>): Promise<string> {
    const e = wireEvent(this.ids.next(), event);
    const stream = this.streams.get(e.channel_id) ?? [];
    this.streams.delete(e.channel_id); // re-insert: Map order is then least recently used first
    stream.push(e);
    if (stream.length > this.perChannel) stream.splice(0, stream.length - this.perChannel);
    this.streams.set(e.channel_id, stream);
    if (this.streams.size > this.maxChannels) this.streams.delete(this.streams.keys().next().value!);
    for (const l of this.listeners) l(e);
    return e.id;
  }

  async read(channelId: string, lastId: string | null): Promise<AsyncEvent[]> {
    const stream = this.streams.get(channelId) ?? [];
    const after = lastId === null ? stream : stream.filter((e) => compareStreamIds(e.id, lastId) > 0);
    return after.slice(0, READ_LIMIT);
  }

  subscribe(listener: (event: AsyncEvent) => void): Disposable {
    this.listeners.add(listener);
    return toDisposable(() => void this.listeners.delete(listener));
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}
