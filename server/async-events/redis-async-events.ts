import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { REDIS_BLOCKING_OPTIONS, REDIS_COMMAND_OPTIONS } from '../jobs/redis-options.ts';
import { toDisposable, type Disposable } from '../../core/kernel/disposable.ts';
import { CHANNEL_STREAM_LIMIT, READ_LIMIT, wireEvent, type AsyncEventBus } from './async-event-bus.ts';
import type { AsyncEvent } from './async-events.ts';

export interface RedisAsyncEventsOptions {
  redisUrl: string;
  /** Keys are `<prefix>:async-events-<channel>` and the firehose `<prefix>:async-events-full`. */
  prefix: string;
  logger: FastifyBaseLogger;
  perChannel?: number;
  firehose?: number;
  /** A channel's stream expires this long after its last event. */
  channelTtlSeconds?: number;
}

const BLOCK_MS = 5000;

/**
 * Events on Redis streams as Superset keeps them: each event is XADDed (field `data`, the JSON of
 * the event) to its channel's stream, capped, which polling reads with XRANGE after `last_id`,
 * and to a firehose stream that every web node follows with a blocking XREAD to feed its
 * WebSockets. The firehose copy carries the channel entry's id, so a socket sends the same id
 * polling would and a reconnecting client resumes from it.
 */
export class RedisAsyncEvents implements AsyncEventBus {
  readonly kind = 'redis';
  private readonly redis: Redis;
  private reader: Redis | null = null;
  private readonly listeners = new Set<(e: AsyncEvent) => void>();
  private following: Promise<void> | null = null;
  private closed = false;
  private readonly keyPrefix: string;

  constructor(private readonly opts: RedisAsyncEventsOptions) {
    this.redis = new Redis(opts.redisUrl, REDIS_COMMAND_OPTIONS);
    this.redis.on('error', (err) => opts.logger.warn({ err }, 'Redis connection of the async events failed'));
    this.keyPrefix = `${opts.prefix}:async-events-`;
  }

  channelKey(channelId: string): string {
    return `${this.keyPrefix}${channelId}`;
  }

  get firehoseKey(): string {
    return `${this.keyPrefix}full`;
  }

  async publish(event: Omit<AsyncEvent, 'id'>): Promise<string> {
    const key = this.channelKey(event.channel_id);
    const { id: _none, ...fields } = wireEvent('', event);
    const data = JSON.stringify(fields);
    const id = await this.redis.xadd(
      key,
      'MAXLEN',
      '~',
      String(this.opts.perChannel ?? CHANNEL_STREAM_LIMIT),
      '*',
      'data',
      data,
    );
    if (!id) throw new Error('Redis did not add the event');
    const full = JSON.stringify(wireEvent(id, event));
    await this.redis
      .multi()
      .expire(key, this.opts.channelTtlSeconds ?? 24 * 3600)
      .xadd(this.firehoseKey, 'MAXLEN', '~', String(this.opts.firehose ?? 100_000), '*', 'data', full)
      .exec();
    return id;
  }

  async read(channelId: string, lastId: string | null): Promise<AsyncEvent[]> {
    const start = lastId === null ? '-' : `(${lastId}`;
    const entries = await this.redis.xrange(this.channelKey(channelId), start, '+', 'COUNT', READ_LIMIT);
    const events: AsyncEvent[] = [];
    for (const [id, fields] of entries) {
      const e = parseData(fields);
      if (e) events.push(wireEvent(id, e));
    }
    return events;
  }

  subscribe(listener: (event: AsyncEvent) => void): Disposable {
    this.listeners.add(listener);
    void this.follow();
    return toDisposable(() => void this.listeners.delete(listener));
  }

  /**
   * Starts following the firehose (once) and resolves when the first XREAD is about to be
   * sent: events published after that reach the subscribers.
   */
  follow(): Promise<void> {
    if (this.closed) return Promise.resolve();
    if (this.following) return this.following;
    this.reader = new Redis(this.opts.redisUrl, REDIS_BLOCKING_OPTIONS);
    this.reader.on('error', (err) => {
      if (!this.closed) this.opts.logger.warn({ err }, 'Redis connection following async events failed');
    });
    const reader = this.reader;
    let armed!: () => void;
    this.following = new Promise((resolve) => (armed = resolve));
    void (async () => {
      // Start after the newest entry now in the firehose (not `$`, which would lose events
      // published while the first XREAD is on its way).
      let last = '0-0';
      try {
        const newest = await reader.xrevrange(this.firehoseKey, '+', '-', 'COUNT', 1);
        if (newest[0]) last = newest[0][0];
      } catch (err) {
        if (!this.closed) this.opts.logger.warn({ err }, 'could not read the async events firehose');
      }
      armed();
      while (!this.closed) {
        try {
          const res = await reader.xread('COUNT', 100, 'BLOCK', BLOCK_MS, 'STREAMS', this.firehoseKey, last);
          for (const [, entries] of res ?? []) {
            for (const [id, fields] of entries) {
              last = id;
              const e = parseData(fields) as AsyncEvent | null;
              if (e && typeof e.id === 'string') for (const l of this.listeners) l(e);
            }
          }
        } catch (err) {
          if (this.closed) break;
          this.opts.logger.warn({ err }, 'following async events failed; retrying in a second');
          await new Promise((r) => setTimeout(r, 1000));
        }
      }
    })();
    return this.following;
  }

  async close(): Promise<void> {
    this.closed = true;
    this.listeners.clear();
    this.reader?.disconnect();
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

function parseData(fields: string[]): Omit<AsyncEvent, 'id'> | null {
  const i = fields.indexOf('data');
  if (i < 0 || i % 2 !== 0) return null;
  try {
    return JSON.parse(fields[i + 1]!) as Omit<AsyncEvent, 'id'>;
  } catch {
    return null;
  }
}
