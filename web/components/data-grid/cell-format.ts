import { GenericDataType } from './grid-data.ts';

/** How a cell shows: its text, and a kind the grid styles (NULL apart, numbers right-aligned). */
export interface FormattedCell {
  text: string;
  kind: 'null' | 'number' | 'temporal' | 'boolean' | 'text';
}

/**
 * Epoch milliseconds as an ISO-like UTC timestamp, `2024-03-01 14:05:09`, with `.123` only when
 * there are milliseconds (the time shows at midnight too, so a column reads uniformly).
 */
export function formatEpochMs(ms: number): string {
  if (!Number.isFinite(ms) || Math.abs(ms) > 8.64e15) return String(ms);
  // Civil date from days since 1970-01-01 (H. Hinnant's algorithm): no Date object per cell.
  const days = Math.floor(ms / 86_400_000);
  let rest = ms - days * 86_400_000;
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  const h = Math.floor(rest / 3_600_000);
  rest -= h * 3_600_000;
  const m = Math.floor(rest / 60_000);
  rest -= m * 60_000;
  const sec = Math.floor(rest / 1000);
  const milli = Math.round(rest - sec * 1000);
  const y =
    year >= 0 && year <= 9999
      ? String(year).padStart(4, '0')
      : `${year < 0 ? '-' : '+'}${String(Math.abs(year)).padStart(6, '0')}`;
  const base = `${y}-${two(month)}-${two(day)} ${two(h)}:${two(m)}:${two(sec)}`;
  return milli ? `${base}.${String(milli).padStart(3, '0')}` : base;
}

const two = (n: number) => (n < 10 ? `0${n}` : String(n));

function formatNumber(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (!Number.isFinite(v)) return v > 0 ? 'Infinity' : '-Infinity';
  return String(v);
}

function formatTemporal(v: unknown): string {
  if (typeof v === 'number') return formatEpochMs(v);
  if (typeof v === 'bigint') return formatEpochMs(Number(v));
  if (v instanceof Date) return formatEpochMs(v.getTime());
  // ISO strings (SQL Lab's JSON results) read like the epoch values: a space, not a 'T'.
  if (typeof v === 'string' && ISO_DATE_TIME.test(v)) return `${v.slice(0, 10)} ${v.slice(11)}`;
  return String(v);
}

const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The display text of one value of a column of the given generic type. */
export function formatCell(value: unknown, type: GenericDataType): FormattedCell {
  if (value === null || value === undefined) return { text: 'NULL', kind: 'null' };
  if (type === GenericDataType.TEMPORAL) return { text: formatTemporal(value), kind: 'temporal' };
  if (typeof value === 'number')
    return { text: formatNumber(value), kind: type === GenericDataType.STRING ? 'text' : 'number' };
  if (typeof value === 'bigint')
    return { text: value.toString(), kind: type === GenericDataType.STRING ? 'text' : 'number' };
  if (typeof value === 'boolean') return { text: value ? 'true' : 'false', kind: 'boolean' };
  if (typeof value === 'string') return { text: value, kind: type === GenericDataType.NUMERIC ? 'number' : 'text' };
  if (value instanceof Date) return { text: formatEpochMs(value.getTime()), kind: 'temporal' };
  if (ArrayBuffer.isView(value) && !(value instanceof DataView))
    return { text: `[${Array.from(value as unknown as ArrayLike<number | bigint>).join(', ')}]`, kind: 'text' };
  return { text: stringify(value), kind: 'text' };
}

function stringify(value: unknown): string {
  try {
    return JSON.stringify(value, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * The text a value exports as (CSV, TSV, clipboard): like the display, but NULL is empty, as
 * Superset's CSV export writes it.
 */
export function exportText(value: unknown, type: GenericDataType): string {
  if (value === null || value === undefined) return '';
  return formatCell(value, type).text;
}

/**
 * The full text of a value for reading: JSON objects and arrays (values, or text holding them)
 * pretty-printed with two spaces, anything else as the grid shows it.
 */
export function fullCellText(value: unknown, type: GenericDataType): string {
  const text = formatCell(value, type).text;
  const first = text.trimStart()[0];
  if (first !== '{' && first !== '[') return text;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
