import type { Disposable } from '../../core/kernel/disposable.ts';
import type { AsyncEvent, IAsyncEvents } from './async-events.ts';

/** Superset answers at most this many events per poll. */
export const READ_LIMIT = 100;
/** Events kept per channel (Superset's GLOBAL_ASYNC_QUERIES_REDIS_STREAM_LIMIT). */
export const CHANNEL_STREAM_LIMIT = 1000;

/** What the host holds of the events beyond IAsyncEvents: live delivery and lifecycle. */
export interface AsyncEventBus extends IAsyncEvents {
  readonly kind: 'in-process' | 'redis';
  /**
   * Every event published from now on by any process, whatever its channel: the WebSocket
   * route fans them out to the sockets of each channel.
   */
  subscribe(listener: (event: AsyncEvent) => void): Disposable;
  close(): Promise<void>;
}

/** The event as published, checked, with only the wire's fields. */
export function wireEvent(id: string, e: Omit<AsyncEvent, 'id'>): AsyncEvent {
  return {
    id,
    channel_id: e.channel_id,
    job_id: e.job_id,
    user_id: e.user_id,
    status: e.status,
    errors: e.errors ?? [],
    result_url: e.result_url ?? null,
  };
}
