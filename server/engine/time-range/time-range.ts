import type { DateExpr } from './expression-ast.ts';
import { evaluateDate } from './expression-eval.ts';
import { parseHumanDatetime } from './human-datetime.ts';
import { boundExpression, calendarShortcut, firstSubunitRange, shorthandBound } from './range-phrases.ts';
import type { TimeRangeBounds } from './time-range-bounds.ts';
import { TimeRangeError } from './time-range-error.ts';
import { applyTimeShift } from './time-shift.ts';

export type { TimeRangeBounds };

export interface TimeRangeOptions {
  /** The clock (naive UTC); kept to whole seconds, as Superset's parsing keeps it. */
  now: Date;
  /** Superset's `relative_start`: the base of relative phrases. Unset: `now` for sub-day units, else `today`. */
  relativeStart?: string;
  /** Superset's `relative_end`: the end added to "Last …" and the legacy path's until. Unset: `now` after a sub-day "Last 3 hours", else `today`. */
  relativeEnd?: string;
  /** Superset's `time_shift`, e.g. "1 year ago". */
  timeShift?: string | null;
}

export const NO_TIME_RANGE = 'No filter';
const SEPARATOR = ' : ';

/**
 * Superset's `get_since_until` (reference §4.2): "No filter", "Last …"/"Next …" shorthands, the
 * calendar shortcuts, "first week of …", and "<since> : <until>" where each side is a phrase or a
 * time expression (empty = unbounded). Anything else takes the legacy path: since unbounded, until
 * `relativeEnd` (today). Throws TimeRangeError for what cannot be read, and when since > until.
 */
export function parseTimeRange(timeRange: string | null | undefined, opts: TimeRangeOptions): TimeRangeBounds {
  const now = new Date(Math.floor(opts.now.getTime() / 1000) * 1000);
  let bounds = unshifted(timeRange ?? '', now, opts);
  if (opts.timeShift) bounds = applyTimeShift(bounds, opts.timeShift, now);
  if (bounds.since && bounds.until && bounds.since > bounds.until) {
    throw new TimeRangeError('From date cannot be larger than to date');
  }
  return bounds;
}

function unshifted(timeRange: string, now: Date, opts: TimeRangeOptions): TimeRangeBounds {
  if (timeRange === NO_TIME_RANGE) return { since: null, until: null };
  let text = timeRange;
  if (text.startsWith('Last') && !text.includes(SEPARATOR))
    text = `${text}${SEPARATOR}${opts.relativeEnd || shorthandBound(text)}`;
  if (text.startsWith('Next') && !text.includes(SEPARATOR))
    text = `${opts.relativeStart || shorthandBound(text)}${SEPARATOR}${text}`;

  let pair: [DateExpr | null, DateExpr | null] | undefined;
  if (!text.includes(SEPARATOR)) pair = calendarShortcut(text) ?? firstSubunitRange(text, opts.relativeStart);
  if (!pair && text.includes(SEPARATOR)) {
    const at = text.indexOf(SEPARATOR);
    const side = (part: string) => (part === '' ? null : boundExpression(part, opts.relativeStart));
    pair = [side(text.slice(0, at).trim()), side(text.slice(at + SEPARATOR.length).trim())];
  }
  if (!pair) return { since: null, until: parseHumanDatetime(opts.relativeEnd || 'today', now) };
  const [since, until] = pair;
  return { since: since && evaluateDate(since, now), until: until && evaluateDate(until, now) };
}
