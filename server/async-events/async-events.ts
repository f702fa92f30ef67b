import { token } from '../../core/di/token.ts';

/** One event of Superset's global async queries (reference §3.9, §12), as the wire carries it. */
export interface AsyncEvent {
  /** The stream id (`<ms>-<seq>`), what clients pass back as `last_id`. */
  id: string;
  channel_id: string;
  job_id: string;
  user_id: number | null;
  status: 'pending' | 'running' | 'done' | 'error';
  result_url: string | null;
  errors: { message: string; error_type?: string; level?: string; extra?: Record<string, unknown> }[];
}

/**
 * Events to browsers: an in-process stream by default, Redis streams when `LOUPE_REDIS_URL` is
 * set, so any web node can deliver an event published by any worker.
 */
export interface IAsyncEvents {
  publish(event: Omit<AsyncEvent, 'id'>): Promise<string>;
  /** Events of a channel after `lastId` (all kept ones when null), oldest first. */
  read(channelId: string, lastId: string | null): Promise<AsyncEvent[]>;
}
export const IAsyncEvents = token<IAsyncEvents>('IAsyncEvents');

/** The channel of a request's async-token cookie (what the 202 of chart data names). */
export { asyncChannelOf, type AsyncChannel } from './async-channel.ts';
