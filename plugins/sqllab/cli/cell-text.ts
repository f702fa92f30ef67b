/** How a result column's values are written: decided once per column from its Arrow type. */
export type CellKind = 'number' | 'bigint' | 'string' | 'boolean' | 'timestamp' | 'date' | 'other';

export interface ResultColumn {
  name: string;
  kind: CellKind;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => pad(i));
const DAY_MS = 86_400_000;
const FAST_MIN = Date.UTC(0, 0, 1);
const FAST_MAX = Date.UTC(9999, 11, 31, 23, 59, 59, 999);
let lastDay = Number.NaN;
let lastDayText = '';

/** 'YYYY-MM-DD' of a UTC day number, remembered for the next call (rows come in runs of the same day). */
function dayText(day: number): string {
  if (day !== lastDay) {
    const d = new Date(day * DAY_MS);
    lastDay = day;
    lastDayText = `${pad(d.getUTCFullYear(), 4)}-${TWO_DIGITS[d.getUTCMonth() + 1]}-${TWO_DIGITS[d.getUTCDate()]}`;
  }
  return lastDayText;
}

/**
 * Epoch milliseconds as naive-UTC ISO text, as SQL Lab shows datetimes (reference §0.3):
 * `2024-05-02T10:11:12`, with `.123` only when there are milliseconds. `sep` is the date/time
 * separator ('T' in JSON, a space in tables and CSV, as Superset's CSV export writes).
 */
export function timestampText(ms: number, sep = 'T'): string {
  if (ms >= FAST_MIN && ms <= FAST_MAX) {
    const day = Math.floor(ms / DAY_MS);
    let rest = ms - day * DAY_MS;
    const millis = rest % 1000;
    rest = (rest - millis) / 1000;
    const time = `${TWO_DIGITS[Math.floor(rest / 3600)]}:${TWO_DIGITS[Math.floor(rest / 60) % 60]}:${TWO_DIGITS[rest % 60]}`;
    const base = `${dayText(day)}${sep}${time}`;
    return millis ? `${base}.${pad(Math.floor(millis), 3)}` : base;
  }
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return String(ms);
  const year = d.getUTCFullYear();
  const y = year < 0 ? `-${pad(-year, 6)}` : year > 9999 ? `+${pad(year, 6)}` : pad(year, 4);
  const base = `${y}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}${sep}${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  const millis = d.getUTCMilliseconds();
  return millis ? `${base}.${pad(millis, 3)}` : base;
}

/**
 * A non-null cell as text for the table and CSV writers. Numbers print as JavaScript does
 * (shortest round-trip form), big integers exactly, temporal values as naive-UTC ISO text.
 */
export function cellText(value: unknown, kind: CellKind): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (kind === 'timestamp') return timestampText(value, ' ');
    if (kind === 'date') return timestampText(value).slice(0, 10);
    return String(value);
  }
  if (typeof value === 'string') return value;
  if (typeof value === 'bigint' || typeof value === 'boolean') return String(value);
  if (value instanceof Date)
    return kind === 'date' ? timestampText(value.getTime()).slice(0, 10) : timestampText(value.getTime(), ' ');
  if (value instanceof Uint8Array) return Buffer.from(value).toString('utf8');
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? String(value);
}

/** A cell as a JSON value: numbers (big integers as exact digits), ISO text for time, null for NaN/±Inf as SQL Lab does. */
export function cellJson(value: unknown, kind: CellKind): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number') {
    if (kind === 'timestamp') return JSON.stringify(timestampText(value));
    if (kind === 'date') return JSON.stringify(timestampText(value).slice(0, 10));
    return Number.isFinite(value) ? String(value) : 'null';
  }
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return JSON.stringify(value);
  if (value instanceof Date)
    return JSON.stringify(
      kind === 'date' ? timestampText(value.getTime()).slice(0, 10) : timestampText(value.getTime()),
    );
  if (value instanceof Uint8Array) return JSON.stringify(Buffer.from(value).toString('utf8'));
  return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? 'null';
}
