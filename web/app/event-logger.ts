/**
 * The client event log (reference §13, spec §4): events are queued and sent in batches of at most
 * 1,024, 1,000 ms after the last one was queued (Superset's debounced logger), by
 * `navigator.sendBeacon` as multipart form data with an `events` field, or by a post when the
 * browser has no beacon or refuses it. Each page view has its own `impression_id`.
 */

/** One event as Superset's clients send it (`event_name`, `source`, `ts`…, anything else). */
export type LogEvent = Record<string, unknown> & { event_name: string };

export const LOG_ENDPOINT = '/superset/log/?explode=events';
export const MAX_BATCH = 1024;
export const FLUSH_DELAY_MS = 1000;

export interface EventTransport {
  /** The browser's beacon: false when it refused the data. Absent without sendBeacon. */
  beacon?: (url: string, data: FormData) => boolean;
  /** A regular post of `{events}` (the fallback). */
  post: (url: string, events: LogEvent[]) => Promise<unknown>;
}

export interface EventLoggerOptions {
  transport: EventTransport;
  now?: () => number;
  impressionId?: string;
}

const randomId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID().replace(/-/g, '').slice(0, 20)
    : Math.random().toString(36).slice(2, 22);

export class EventLogger {
  private queue: LogEvent[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly now: () => number;
  readonly impressionId: string;

  constructor(private readonly opts: EventLoggerOptions) {
    this.now = opts.now ?? Date.now;
    this.impressionId = opts.impressionId ?? randomId();
  }

  /** Queues an event with the page view's impression id, the time and Superset's `version`. */
  log(eventName: string, payload: Record<string, unknown> = {}): void {
    this.queue.push({
      impression_id: this.impressionId,
      version: 'v2',
      ts: this.now(),
      ...payload,
      event_name: eventName,
    });
    if (this.queue.length >= MAX_BATCH) {
      this.flush();
      return;
    }
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.flush(), FLUSH_DELAY_MS);
  }

  /** Sends what is queued now (page hide, a full batch, the delay's end). */
  flush(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
    while (this.queue.length) this.send(this.queue.splice(0, MAX_BATCH));
  }

  get pending(): number {
    return this.queue.length;
  }

  private send(events: LogEvent[]): void {
    const { beacon, post } = this.opts.transport;
    if (beacon) {
      const form = new FormData();
      form.append('events', JSON.stringify(events));
      if (beacon(LOG_ENDPOINT, form)) return;
    }
    // Logging never disturbs the page: a failed post is dropped.
    post(LOG_ENDPOINT, events).catch(() => undefined);
  }
}

/** The browser's transport: sendBeacon when there is one, else the API client's post. */
export function browserTransport(post: EventTransport['post']): EventTransport {
  const nav = typeof navigator !== 'undefined' ? navigator : undefined;
  return {
    beacon: nav && typeof nav.sendBeacon === 'function' ? (url, data) => nav.sendBeacon(url, data) : undefined,
    post,
  };
}
