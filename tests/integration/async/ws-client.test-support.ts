import { createRequire } from 'node:module';

/** The slice of the `ws` package's client the tests use (Node 20 has no global WebSocket). */
interface WsSocket {
  on(event: 'message', fn: (data: Buffer) => void): void;
  on(event: 'close', fn: (code: number, reason: Buffer) => void): void;
  on(event: 'open' | 'error', fn: (err?: Error) => void): void;
  close(): void;
  readyState: number;
}
type WsConstructor = new (url: string, opts: { headers: Record<string, string> }) => WsSocket;
const WebSocket = createRequire(import.meta.url)('ws') as WsConstructor;

export interface EventSocketClient {
  messages: Record<string, unknown>[];
  /** Resolves with the first message matching, waiting up to `ms`. */
  waitFor(match: (m: Record<string, unknown>) => boolean, ms?: number): Promise<Record<string, unknown>>;
  closed: Promise<{ code: number; reason: string }>;
  close(): void;
}

/** Opens a WebSocket with the given headers (cookie, authorization) and records its messages. */
export function openEventSocket(url: string, headers: Record<string, string>): Promise<EventSocketClient> {
  const ws = new WebSocket(url, { headers });
  const messages: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  ws.on('message', (data: Buffer) => {
    messages.push(JSON.parse(data.toString('utf8')) as Record<string, unknown>);
    for (const w of waiters.splice(0)) w();
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })),
  );
  const client: EventSocketClient = {
    messages,
    closed,
    close: () => ws.close(),
    waitFor(match, ms = 15_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no matching WebSocket message in ${ms} ms; got ${JSON.stringify(messages)}`)),
          ms,
        );
        const check = () => {
          const m = messages.find(match);
          if (m) {
            clearTimeout(timer);
            resolve(m);
          } else waiters.push(check);
        };
        check();
      });
    },
  };
  return new Promise((resolve, reject) => {
    ws.on('open', () => resolve(client));
    ws.on('error', (err) => reject(err ?? new Error('WebSocket failed')));
    void closed.then(() => resolve(client)); // closed before open: the caller looks at `closed`
  });
}

/** Polls `/api/v1/async_event/` until an event matches (Superset's client polls every 500 ms). */
export async function pollFor(
  get: (path: string) => Promise<{ status: number; body: unknown }>,
  match: (e: Record<string, unknown>) => boolean,
  ms = 15_000,
): Promise<{ event: Record<string, unknown>; seen: Record<string, unknown>[] }> {
  const seen: Record<string, unknown>[] = [];
  let lastId: string | null = null;
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const res = await get(`/api/v1/async_event/${lastId ? `?last_id=${lastId}` : ''}`);
    if (res.status !== 200) throw new Error(`async_event answered ${res.status}: ${JSON.stringify(res.body)}`);
    const events = (res.body as { result: Record<string, unknown>[] }).result;
    seen.push(...events);
    if (events.length) lastId = events[events.length - 1]!.id as string;
    const hit = events.find(match);
    if (hit) return { event: hit, seen };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no matching event in ${ms} ms; saw ${JSON.stringify(seen)}`);
}
