import { addUnits, startOfDay, utc, weekday as weekdayOf, type TimeUnit } from './calendar.ts';
import { countValue, parseClock, weekdayNumber } from './date-words.ts';

const UNITS: Record<string, TimeUnit> = {};
for (const [unit, names] of [
  ['second', ['second', 'sec', 's']],
  ['minute', ['minute', 'min', 'm']],
  ['hour', ['hour', 'hr', 'h']],
  ['day', ['day', 'd']],
  ['week', ['week', 'wk', 'w']],
  ['month', ['month', 'mo']],
  ['quarter', ['quarter', 'qtr']],
  ['year', ['year', 'yr', 'y']],
] as const) {
  for (const name of names) {
    UNITS[name] = unit;
    if (name.length > 1) UNITS[`${name}s`] = unit;
  }
}

const SUB_DAY = new Set<TimeUnit>(['hour', 'minute', 'second']);
const PAST = new Set(['ago', 'before', 'earlier']);
const FUTURE = new Set(['later', 'after', 'hence', 'from now']);
const SCOPES: Record<string, number> = { this: 0, last: -1, prior: -1, previous: -1, prev: -1, next: 1 };

interface Anchor {
  date: Date;
  /** `now` and sub-day deltas keep the clock; everything else resolves to midnight. */
  keepClock: boolean;
  used: number;
}

/**
 * The part of parsedatetime that Superset falls back to when dateutil cannot read the text:
 * `now`, `today`, `yesterday`, `tomorrow`; `N <unit>s ago|later|from now|before|after|hence` (N in
 * digits or words: `one year ago`, `a week ago`),
 * `in N <unit>s`, `-N <unit>s`; `this|last|next|prior|previous <unit>`; `[this|last|next] <weekday>`;
 * each optionally followed by `[at] <clock>` (`10:30`, `2pm`, `noon`, `midnight`). As Superset does,
 * a result without a clock time is reset to midnight unless it is `now` or a sub-day delta.
 * Undefined when the text is none of these.
 */
export function parseRelativeDatetime(text: string, now: Date): Date | undefined {
  const tokens = text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);
  const anchor = readAnchor(tokens, now);
  if (!anchor) return undefined;
  let rest = tokens.slice(anchor.used);
  if (rest[0] === 'at') rest = rest.slice(1);
  if (rest.length > 0) {
    const clock = parseClock(rest.join(' '));
    if (!clock) return undefined;
    const d = anchor.date;
    return utc(
      d.getUTCFullYear(),
      d.getUTCMonth() + 1,
      d.getUTCDate(),
      clock.hour,
      clock.minute,
      clock.second,
      clock.ms,
    );
  }
  return anchor.keepClock ? anchor.date : startOfDay(anchor.date);
}

function readAnchor(t: string[], now: Date): Anchor | undefined {
  const [first, second, third] = t;
  if (first === undefined) return undefined;
  const today = startOfDay(now);
  if (first === 'now') return { date: now, keepClock: true, used: 1 };
  if (first === 'today') return { date: today, keepClock: false, used: 1 };
  if (first === 'yesterday') return { date: addUnits(today, -1, 'day'), keepClock: false, used: 1 };
  if (first === 'tomorrow') return { date: addUnits(today, 1, 'day'), keepClock: false, used: 1 };

  const inCount = second === undefined ? undefined : countValue(second);
  if (first === 'in' && inCount !== undefined && third !== undefined && UNITS[third])
    return delta(now, inCount, UNITS[third], 3);
  const count = /^[+-]\d+$/.test(first) ? Number(first) : countValue(first);
  if (count !== undefined && second !== undefined && UNITS[second]) {
    const direction = third === 'from' && t[3] === 'now' ? 'from now' : third;
    const used = direction === 'from now' ? 4 : 3;
    if (direction !== undefined && PAST.has(direction)) return delta(now, -Math.abs(count), UNITS[second], used);
    if (direction !== undefined && FUTURE.has(direction)) return delta(now, count, UNITS[second], used);
    // Only a signed number says which way to go by itself ("-7 days"); "7 days" is ambiguous.
    return /^[+-]/.test(first) ? delta(now, count, UNITS[second], 2) : undefined;
  }

  const scope = SCOPES[first];
  const wdAfterScope = second === undefined ? undefined : weekdayNumber(second);
  if (scope !== undefined && second !== undefined && UNITS[second]) return delta(now, scope, UNITS[second], 2);
  if (scope !== undefined && wdAfterScope !== undefined)
    return { date: weekdayFrom(today, wdAfterScope, first), keepClock: false, used: 2 };
  const wd = weekdayNumber(first);
  if (wd !== undefined) return { date: weekdayFrom(today, wd, 'this'), keepClock: false, used: 1 };
  return undefined;
}

function delta(now: Date, n: number, unit: TimeUnit, used: number): Anchor {
  return { date: addUnits(now, n, unit), keepClock: SUB_DAY.has(unit), used };
}

/** `next`: the first such weekday after today; `last`: the latest before today; `this`: today or the next one. */
function weekdayFrom(today: Date, wd: number, scope: string): Date {
  const ahead = (wd - weekdayOf(today) + 7) % 7;
  if (SCOPES[scope] === 1) return addUnits(today, ahead === 0 ? 7 : ahead, 'day');
  if (SCOPES[scope] === -1) {
    const back = (weekdayOf(today) - wd + 7) % 7;
    return addUnits(today, -(back === 0 ? 7 : back), 'day');
  }
  return addUnits(today, ahead, 'day');
}
