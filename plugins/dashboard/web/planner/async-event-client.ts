// The web client of GLOBAL_ASYNC_QUERIES events (reference §12.2): polls the caller's channel and
// settles each waiting job on its `done` or `error` event. One per page; any async caller shares it.

export interface AsyncEvent {
  id: string;
  job_id: string;
  status: 'pending' | 'running' | 'done' | 'error' | string;
  errors?: { message?: string }[];
  result_url: string | null;
}

export interface AsyncEventClientDeps {
  /** `GET /api/v1/async_event/?last_id=` → its `result`. */
  fetchEvents(lastId: string | null): Promise<AsyncEvent[]>;
  /** Waits between polls (a fake clock in tests). */
  sleep(ms: number): Promise<void>;
  /** GLOBAL_ASYNC_QUERIES_POLLING_DELAY: ms between polls (Superset's default 500). */
  pollingDelayMs?: number;
}

interface Waiter {
  resolve(event: AsyncEvent): void;
  reject(err: unknown): void;
}

const PAGE = 100;
const REMEMBERED = 500;

export class AsyncEventClient {
  private lastId: string | null = null;
  private readonly waiting = new Map<string, Set<Waiter>>();
  /** Terminal events of jobs nobody waited for yet (the event may beat the 202 answer's reader). */
  private readonly early = new Map<string, AsyncEvent>();
  private polling = false;

  constructor(private readonly deps: AsyncEventClientDeps) {}

  /** Resolves with the job's `done` or `error` event; rejects when `signal` aborts. */
  waitFor(jobId: string, signal?: AbortSignal): Promise<AsyncEvent> {
    const known = this.early.get(jobId);
    if (known) {
      this.early.delete(jobId);
      return Promise.resolve(known);
    }
    return new Promise<AsyncEvent>((resolve, reject) => {
      const set = this.waiting.get(jobId) ?? new Set<Waiter>();
      const waiter: Waiter = { resolve, reject };
      set.add(waiter);
      this.waiting.set(jobId, set);
      signal?.addEventListener(
        'abort',
        () => {
          set.delete(waiter);
          if (!set.size) this.waiting.delete(jobId);
          reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
        },
        { once: true },
      );
      void this.poll();
    });
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      while (this.waiting.size) {
        let events: AsyncEvent[];
        try {
          events = await this.deps.fetchEvents(this.lastId);
        } catch (err) {
          this.failAll(err);
          return;
        }
        for (const event of events) this.take(event);
        if (events.length < PAGE && this.waiting.size) await this.deps.sleep(this.deps.pollingDelayMs ?? 500);
      }
    } finally {
      this.polling = false;
    }
  }

  private take(event: AsyncEvent): void {
    this.lastId = event.id;
    if (event.status !== 'done' && event.status !== 'error') return;
    const set = this.waiting.get(event.job_id);
    if (set) {
      this.waiting.delete(event.job_id);
      for (const w of set) w.resolve(event);
      return;
    }
    this.early.set(event.job_id, event);
    if (this.early.size > REMEMBERED) this.early.delete(this.early.keys().next().value as string);
  }

  private failAll(err: unknown): void {
    const all = [...this.waiting.values()];
    this.waiting.clear();
    for (const set of all) for (const w of set) w.reject(err);
  }
}
