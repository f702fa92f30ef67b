import { applyTimeShift } from '../time-range/time-shift.ts';
import { TimeRangeError } from '../time-range/time-range-error.ts';
import type { TimeRangeBounds } from '../time-range/time-range-bounds.ts';
import { QueryCompileError } from '../compiler/index.ts';

const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * An offset as a shift Superset understands (reference §3.3 `time_offsets`): "inherit" is the
 * range's own length in days, an ISO date is the number of days from it to the range's start;
 * anything else ("1 year ago", "52 weeks ago") is kept.
 */
export function normalizeOffset(offset: string, main: TimeRangeBounds): string {
  const o = offset.trim();
  if (o === 'inherit' || ISO_DATE.test(o)) {
    if (!main.since || (o === 'inherit' && !main.until))
      throw new QueryCompileError('A time comparison needs a bounded time range');
    const from = o === 'inherit' ? main.until!.getTime() : Date.parse(`${o}T00:00:00Z`);
    const days = Math.floor((o === 'inherit' ? from - main.since.getTime() : main.since.getTime() - from) / DAY_MS);
    return `${days} days ago`;
  }
  return o;
}

/** The main range moved back by the offset: the range the comparison query reads. */
export function shiftedRange(main: TimeRangeBounds, offset: string, now: Date): TimeRangeBounds {
  try {
    return applyTimeShift(main, normalizeOffset(offset, main), now);
  } catch (err) {
    if (err instanceof TimeRangeError) throw new QueryCompileError(err.message);
    throw err;
  }
}

/** A shifted query's timestamp moved forward again, so its rows meet the main query's. */
export function shiftForward(ms: number, offset: string, main: TimeRangeBounds, now: Date): number {
  const shift = normalizeOffset(offset, main).replace(/\s+(ago|before)\s*$/i, ' later');
  const moved = applyTimeShift({ since: new Date(ms), until: null }, shift, now).since;
  return moved ? moved.getTime() : ms;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
/** `YYYY-MM-DDTHH:MM:SS` of a naive timestamp, as custom time ranges write it. */
export function isoNaive(d: Date): string {
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}T${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** A range as a time_range text the grammar reads back exactly (an open side stays empty). */
export function rangeText(r: TimeRangeBounds): string {
  return `${r.since ? isoNaive(r.since) : ''} : ${r.until ? isoNaive(r.until) : ''}`;
}
