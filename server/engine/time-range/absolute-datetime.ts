import { addUnits, daysInMonth, utc, weekday as weekdayOf } from './calendar.ts';
import { monthNumber, parseClock, weekdayNumber, type ClockTime } from './date-words.ts';

/**
 * The part of dateutil's `parse(text, default=Jan 1 of this year)` that time ranges meet:
 * ISO dates and datetimes, `YYYYMMDD`, numeric `M/D/Y` (`D/M/Y` when the first number cannot be a
 * month), and word forms such as `June 15, 2024 2pm`, `15 Jun 2024`, `June 2024`, `June` or `14:30`.
 * Missing parts default to January, the 1st, this year, 00:00, as they do with Superset's default.
 * A time-zone designator (`Z`, `UTC`, `+02:00`) is honoured by converting to naive UTC.
 * Undefined when the text is none of these (the caller then tries the relative phrases).
 */
export function parseAbsoluteDatetime(text: string, now: Date): Date | undefined {
  const s = text.trim();
  if (s === '') return undefined;
  const fields = isoFields(s) ?? compactFields(s) ?? numericFields(s, now) ?? wordFields(s, now);
  return fields ? build(fields, now) : undefined;
}

interface Fields {
  year?: number;
  month?: number;
  day?: number;
  clock?: ClockTime;
  weekday?: number;
  offsetMinutes?: number;
}

const ISO =
  /^(\d{4})-(\d{1,2})(?:-(\d{1,2}))?(?:(?:T|\s+)(\d{1,2}(?::\d{2}(?::\d{2}(?:[.,]\d{1,6})?)?)?))?\s*(Z|UTC|GMT|[+-]\d{2}(?::?\d{2})?)?$/i;
const COMPACT = /^(\d{4})(\d{2})(\d{2})(?:T?(\d{2})(\d{2})(\d{2})?)?$/;
const NUMERIC = /^(\d{1,4})([/.-])(\d{1,2})\2(\d{1,4})(?:(?:T|\s+)(.+))?$/i;
const ZONE = /^(?:z|utc|gmt|[+-]\d{2}:?\d{2})$/i;
const NUMBER = /^(\d+)(?:st|nd|rd|th)?\.?$/i;
const MERIDIEM = /^[ap]\.?m\.?$/i;
/** Words dateutil skips between the parts of a date. */
const JUMP = new Set(['at', 'on', 'and', 'ad', 'of', 't']);

function isoFields(s: string): Fields | undefined {
  const m = ISO.exec(s);
  if (!m) return undefined;
  const clock = m[4] === undefined ? undefined : parseClock(m[4].includes(':') ? m[4] : `${m[4]}:00`);
  if (m[4] !== undefined && !clock) return undefined;
  return {
    year: Number(m[1]),
    month: Number(m[2]),
    day: m[3] ? Number(m[3]) : 1,
    clock,
    offsetMinutes: zoneOffset(m[5]),
  };
}

function compactFields(s: string): Fields | undefined {
  const m = COMPACT.exec(s);
  if (!m) return undefined;
  const clock = m[4] ? { hour: Number(m[4]), minute: Number(m[5]), second: Number(m[6] ?? 0), ms: 0 } : undefined;
  if (clock && (clock.hour > 23 || clock.minute > 59 || clock.second > 59)) return undefined;
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]), clock };
}

function numericFields(s: string, now: Date): Fields | undefined {
  const m = NUMERIC.exec(s);
  if (!m) return undefined;
  const [a, b, c] = [m[1]!, m[3]!, m[4]!];
  let clock: ClockTime | undefined;
  if (m[5] !== undefined) {
    clock = parseClock(m[5].trim());
    if (!clock) return undefined;
  }
  if (a.length === 4) return { year: Number(a), month: Number(b), day: Number(c), clock };
  let [month, day] = [Number(a), Number(b)];
  if (month > 12 && day <= 12) [month, day] = [day, month];
  return { year: fullYear(c, now), month, day, clock };
}

/** Splits on blanks and commas, and splits `15-Jun-2024` at its dashes and slashes. */
function words(s: string): string[] {
  return s
    .split(/[\s,;]+/)
    .filter(Boolean)
    .flatMap((w) => (/[a-z]/i.test(w) && /[-/]/.test(w) && !ZONE.test(w) ? w.split(/[-/]+/).filter(Boolean) : [w]));
}

function wordFields(s: string, now: Date): Fields | undefined {
  const tokens = words(s);
  const f: Fields = {};
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const next = tokens[i + 1];
    const lower = token.toLowerCase();
    if (JUMP.has(lower)) continue;
    const month = monthNumber(token);
    const wd = weekdayNumber(token);
    if (month !== undefined) {
      if (f.month !== undefined) return undefined;
      f.month = month;
    } else if (wd !== undefined) {
      f.weekday = wd;
    } else if (ZONE.test(token) && !/^\d/.test(token)) {
      f.offsetMinutes = zoneOffset(token);
    } else if (
      token.includes(':') ||
      /\d[ap]\.?m\.?$/i.test(token) ||
      (NUMBER.test(token) && next && MERIDIEM.test(next))
    ) {
      const withMeridiem = next && MERIDIEM.test(next) ? `${token} ${next}` : token;
      if (withMeridiem !== token) i++;
      const clock = parseClock(withMeridiem);
      if (!clock || f.clock) return undefined;
      f.clock = clock;
    } else if (NUMBER.test(token)) {
      const digits = NUMBER.exec(token)![1]!;
      const value = Number(digits);
      if (digits.length >= 3 || value > 31) {
        if (f.year !== undefined) return undefined;
        f.year = value;
      } else if (f.day === undefined) {
        f.day = value;
      } else if (f.year === undefined) {
        f.year = fullYear(digits, now);
      } else {
        return undefined;
      }
    } else {
      return undefined;
    }
  }
  const named = f.month !== undefined || f.weekday !== undefined || f.clock !== undefined;
  if (!named && !(f.year !== undefined && f.day === undefined) && !(f.day !== undefined && f.year === undefined))
    return undefined;
  return f;
}

/** dateutil's two-digit years: the century that puts the year within 50 years of now. */
function fullYear(digits: string, now: Date): number {
  const value = Number(digits);
  if (digits.length > 2) return value;
  const thisYear = now.getUTCFullYear();
  let year = value + Math.floor(thisYear / 100) * 100;
  if (year >= thisYear + 50) year -= 100;
  else if (year < thisYear - 50) year += 100;
  return year;
}

function zoneOffset(zone: string | undefined): number | undefined {
  if (zone === undefined) return undefined;
  const m = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone);
  if (!m) return 0;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

function build(f: Fields, now: Date): Date | undefined {
  const year = f.year ?? now.getUTCFullYear();
  const month = f.month ?? 1;
  const day = f.day ?? 1;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  const c = f.clock ?? { hour: 0, minute: 0, second: 0, ms: 0 };
  let d = utc(year, month, day, c.hour, c.minute, c.second, c.ms);
  // dateutil: a weekday without a day of the month moves forward to that weekday.
  if (f.weekday !== undefined && f.day === undefined) d = addUnits(d, (f.weekday - weekdayOf(d) + 7) % 7, 'day');
  if (f.offsetMinutes) d = addUnits(d, -f.offsetMinutes, 'minute');
  return d;
}
