/**
 * How metadata values go on the wire (reference §0.3). Metadata datetimes are stored as TEXT in
 * naive UTC, `YYYY-MM-DDTHH:MM:SS.ffffff`, which sorts correctly as text on SQLite and PostgreSQL.
 */

export type FieldType = 'string' | 'number' | 'boolean' | 'datetime' | 'json-text';

const STORED = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.(\d{1,9}))?(Z|[+-]\d{2}(?::?\d{2})?)?$/;

interface Parts {
  /** Milliseconds since the epoch, whole milliseconds. */
  ms: number;
  /** Sub-millisecond digits, 0–999, kept so microseconds survive a round trip. */
  micro: number;
}

function parts(value: string | Date): Parts | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { ms: value.getTime(), micro: 0 };
  const m = STORED.exec(value.trim());
  if (!m) return null;
  const frac = (m[3] ?? '').padEnd(6, '0').slice(0, 6);
  let zone = m[4] ?? 'Z';
  if (zone !== 'Z' && !zone.includes(':'))
    zone = zone.length === 3 ? `${zone}:00` : `${zone.slice(0, 3)}:${zone.slice(3)}`;
  const ms = Date.parse(`${m[1]}T${m[2]}.${frac.slice(0, 3)}${zone}`);
  return Number.isNaN(ms) ? null : { ms, micro: Number(frac.slice(3)) };
}

function naiveIso(p: Parts): { seconds: string; fraction: string } {
  const iso = new Date(p.ms).toISOString(); // 2024-05-02T10:11:12.123Z
  return { seconds: iso.slice(0, 19), fraction: iso.slice(20, 23) + String(p.micro).padStart(3, '0') };
}

/** A Date → the stored form, e.g. `2024-05-02T10:11:12.123000`. */
export function toStoredDatetime(date: Date): string {
  const { seconds, fraction } = naiveIso({ ms: date.getTime(), micro: 0 });
  return `${seconds}.${fraction}`;
}

/**
 * A wire or user-given datetime (ISO 8601, with or without offset) → the stored form, or null
 * when it is not one. Offsets are converted to UTC.
 */
export function parseDatetime(value: string): string | null {
  const p = parts(value);
  if (!p) return null;
  const { seconds, fraction } = naiveIso(p);
  return `${seconds}.${fraction}`;
}

/** Stored → Python's naive `isoformat()`: microseconds only when non-zero, like marshmallow. */
export function wireDatetime(stored: string | Date | null | undefined): string | null {
  if (stored === null || stored === undefined) return null;
  const p = parts(stored);
  if (!p) return typeof stored === 'string' ? stored : null;
  const { seconds, fraction } = naiveIso(p);
  return fraction === '000000' ? seconds : `${seconds}.${fraction}`;
}

/** Stored → `changed_on_utc` form, `2024-05-02T10:11:12.123456+0000` (strftime `%f%z`). */
export function wireUtc(stored: string | Date | null | undefined): string | null {
  if (stored === null || stored === undefined) return null;
  const p = parts(stored);
  if (!p) return null;
  const { seconds, fraction } = naiveIso(p);
  return `${seconds}.${fraction}+0000`;
}

function plural(n: number, one: string, many: string): string {
  return n === 1 ? one : many.replace('%d', n.toLocaleString('en-US'));
}

/**
 * Python humanize's `naturaldelta` (humanize 4.x, months=True, minimum_unit="seconds") on a
 * non-negative span in milliseconds. Thresholds, as in humanize/time.py:
 *   under a second "a moment"; 1 s "a second"; < 60 s "N seconds"; 60–119 s "a minute";
 *   < 1 h "N minutes"; 1 h–1 h 59 m "an hour"; < 1 day "N hours"; 1 day "a day";
 *   2–30 days "N days"; days // 30.5 == 1 "a month"; then "N months" (days // 30.5);
 *   365 days "a year"; in the second year "1 year, N days" / "1 year, 1 month" / "1 year, N months";
 *   from 730 days "N years" (thousands separated with commas).
 */
function naturalDelta(spanMs: number): string {
  const totalSeconds = Math.floor(spanMs / 1000);
  const allDays = Math.floor(totalSeconds / 86_400);
  const seconds = totalSeconds % 86_400;
  const years = Math.floor(allDays / 365);
  const days = allDays % 365;
  const months = Math.floor(days / 30.5);
  if (years === 0 && days < 1) {
    if (seconds === 0) return 'a moment';
    if (seconds === 1) return 'a second';
    if (seconds < 60) return plural(seconds, '1 second', '%d seconds');
    if (seconds < 120) return 'a minute';
    if (seconds < 3600) return plural(Math.floor(seconds / 60), '1 minute', '%d minutes');
    if (seconds < 7200) return 'an hour';
    return plural(Math.floor(seconds / 3600), '1 hour', '%d hours');
  }
  if (years === 0) {
    if (days === 1) return 'a day';
    if (months === 0) return plural(days, '1 day', '%d days');
    if (months === 1) return 'a month';
    return plural(months, '1 month', '%d months');
  }
  if (years === 1) {
    if (months === 0 && days === 0) return 'a year';
    if (months === 0) return plural(days, '1 year, 1 day', '1 year, %d days');
    return plural(months, '1 year, 1 month', '1 year, %d months');
  }
  return plural(years, '1 year', '%d years');
}

/** `humanize.naturaltime(now - then)`: "now", "a second ago", "3 days ago", "2 hours from now"… */
export function humanizeDelta(stored: string | Date | null | undefined, now: Date): string | null {
  if (stored === null || stored === undefined) return null;
  const p = parts(stored);
  if (!p) return null;
  const diff = now.getTime() - p.ms;
  const words = naturalDelta(Math.abs(diff));
  if (words === 'a moment') return 'now';
  return diff < 0 ? `${words} from now` : `${words} ago`;
}

/** A value read from SQLite or PostgreSQL → its wire form for the field's type. */
export function wireValue(type: FieldType | undefined, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (type) {
    case 'boolean':
      return typeof value === 'boolean'
        ? value
        : value === 1 || value === '1' || value === 't' || value === 'true' || value === 1n;
    case 'number':
      return typeof value === 'string' || typeof value === 'bigint' ? Number(value) : value;
    case 'datetime':
      return wireDatetime(value as string | Date);
    default:
      return value;
  }
}
