import { api, guestToken } from '../api/client.ts';
import { browserTransport, EventLogger } from './event-logger.ts';

let logger: EventLogger | null = null;

/**
 * The page's event logger (one impression per page load), sending what is queued when the page
 * is hidden so nothing is lost on navigation away. Plugins log through it (`logEvent`).
 */
export function eventLogger(): EventLogger {
  if (logger) return logger;
  const transport = browserTransport((url, events) => api.post(url, { events }));
  const beacon = transport.beacon;
  // A beacon cannot carry an embedded page's guest-token header: a guest's events go by post.
  if (beacon) transport.beacon = (url, data) => guestToken() === null && beacon(url, data);
  const created = new EventLogger({ transport });
  if (typeof document !== 'undefined')
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'hidden') created.flush();
    });
  if (typeof window !== 'undefined') window.addEventListener('pagehide', () => created.flush());
  logger = created;
  return created;
}

/** Logs one client event (Superset's `logEvent(eventName, payload)`). */
export function logEvent(eventName: string, payload: Record<string, unknown> = {}): void {
  eventLogger().log(eventName, payload);
}
