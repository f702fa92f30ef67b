import { addUnits, checkRange, type TimeUnit } from './calendar.ts';
import { countValue } from './date-words.ts';
import { parseHumanDatetime } from './human-datetime.ts';
import { TimeRangeError } from './time-range-error.ts';
import type { TimeRangeBounds } from './time-range-bounds.ts';

const DELTA =
  /^\s*([+-])?\s*(\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*(second|minute|hour|day|week|month|quarter|year)s?(?:\s+(ago|before|later|after|hence|from now))?\s*$/i;
const SEPARATOR = ' : ';

/**
 * Superset's `time_shift` (reference §4.2 step 8): `"1 year ago"`, `"52 weeks ago"`, `"1 year"`
 * move both bounds that far into the past, each from itself (so month lengths are respected:
 * Mar 31 shifted by a month is Feb 29 in 2024); `later` / `after` / `hence` / `from now` move them
 * into the future. `"inherited"` moves them back by the range's own length. A range `"a : b"`
 * replaces the bounds outright (newer Superset).
 */
export function applyTimeShift(bounds: TimeRangeBounds, shift: string, now: Date): TimeRangeBounds {
  const separator = shift.indexOf(SEPARATOR);
  if (separator >= 0) {
    return {
      since: parseHumanDatetime(shift.slice(0, separator).trim(), now),
      until: parseHumanDatetime(shift.slice(separator + SEPARATOR.length).trim(), now),
    };
  }
  if (shift.trim().toLowerCase() === 'inherited') return inherited(bounds);
  const m = DELTA.exec(shift);
  if (!m) throw new TimeRangeError(`Cannot parse time shift [${shift}]`);
  const direction = m[4]?.toLowerCase();
  const forward = direction !== undefined && !['ago', 'before'].includes(direction);
  const n = countValue(m[2]!)! * (forward ? 1 : -1);
  const unit = m[3]!.toLowerCase() as TimeUnit;
  const move = (d: Date | null) => (d === null ? null : addUnits(d, n, unit));
  return { since: move(bounds.since), until: move(bounds.until) };
}

/** The previous period of the same length (the "inherit" comparison). */
function inherited(bounds: TimeRangeBounds): TimeRangeBounds {
  const { since, until } = bounds;
  if (!since || !until) throw new TimeRangeError('An inherited time shift needs a range bounded on both sides');
  const length = until.getTime() - since.getTime();
  return { since: checkRange(new Date(since.getTime() - length)), until: since };
}
