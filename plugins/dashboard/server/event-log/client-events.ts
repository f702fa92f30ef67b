import { badRequest } from '../../../../server/http/errors.ts';
import { toStoredDatetime } from '../../../../server/rest/wire-format.ts';

/** At most this many events in one post (the web client batches up to 1,024). */
export const MAX_EVENTS_PER_POST = 1024;

/** One `logs` row, as the client's events become them. */
export interface ClientLogRow {
  action: string;
  user_id: number | null;
  json: string;
  dttm: string;
  dashboard_id: number | null;
  slice_id: number | null;
  duration_ms: number | null;
  referrer: string | null;
}

const INT = /^\d{1,9}$/;
const intOf = (v: unknown): number | null =>
  typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 && v < 2 ** 31
    ? v
    : typeof v === 'string' && INT.test(v)
      ? Number(v)
      : null;

/** The events a post carries: a JSON array (or its text), each an object; anything else is a 400. */
export function parseEvents(raw: unknown): Record<string, unknown>[] {
  let events = raw;
  if (typeof raw === 'string') {
    try {
      events = JSON.parse(raw);
    } catch {
      throw badRequest({ events: ['Not a valid JSON string'] });
    }
  }
  if (!Array.isArray(events)) throw badRequest({ events: ['Must be a list of events'] });
  if (events.length > MAX_EVENTS_PER_POST)
    throw badRequest({ events: [`At most ${MAX_EVENTS_PER_POST} events in one post`] });
  events.forEach((e, i) => {
    if (e === null || typeof e !== 'object' || Array.isArray(e))
      throw badRequest({ events: [`Event ${i} is not an object`] });
  });
  return events as Record<string, unknown>[];
}

/**
 * Superset's DBEventLogger with `explode=events`: one row per event under the action `log`, its
 * JSON as given, the dashboard and chart from the query string or the event itself, the event's
 * `duration` as duration_ms, and the page it came from.
 */
export function rowsOfEvents(
  events: Record<string, unknown>[],
  ctx: { userId: number | null; dashboardId: string | undefined; sliceId: string | undefined; referrer: string | null },
): ClientLogRow[] {
  const dttm = toStoredDatetime(new Date());
  return events.map((e) => ({
    action: 'log',
    user_id: ctx.userId,
    json: JSON.stringify(e),
    dttm,
    dashboard_id:
      intOf(ctx.dashboardId) ?? intOf(e.dashboard_id) ?? (e.source === 'dashboard' ? intOf(e.source_id) : null),
    slice_id: intOf(ctx.sliceId) ?? intOf(e.slice_id),
    duration_ms: intOf(typeof e.duration === 'number' ? Math.round(e.duration) : e.duration_ms),
    referrer: ctx.referrer ? ctx.referrer.slice(0, 1024) : null,
  }));
}
