import { GenericDataType } from './grid-data.ts';

/** How a cell shows: its text, and a kind the grid styles (NULL apart, numbers right-aligned). */
export interface FormattedCell {
  text: string;
  kind: 'null' | 'number' | 'temporal' | 'boolean' | 'text';
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/**
 * Epoch milliseconds as an ISO-like UTC timestamp, `2024-03-01 14:05:09`, with `.123` only when
 * there are milliseconds (the time shows at midnight too, so a column reads uniformly).
 */
export function formatEpochMs(ms: number): string {
  const d = new Date(ms);
  if (Number.isNaN(d.getTime())) return String(ms);
  const y = d.getUTCFullYear();
  const year = y < 0 ? `-${pad(-y, 6)}` : y > 9999 ? `+${pad(y, 6)}` : pad(y, 4);
  const base = `${year}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  const milli = d.getUTCMilliseconds();
  return milli ? `${base}.${pad(milli, 3)}` : base;
}

function formatNumber(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (!Number.isFinite(v)) return v > 0 ? 'Infinity' : '-Infinity';
  return String(v);
}

function formatTemporal(v: unknown): string {
  if (typeof v === 'number') return formatEpochMs(v);
  if (typeof v === 'bigint') return formatEpochMs(Number(v));
  if (v instanceof Date) return formatEpochMs(v.getTime());
  return String(v);
}

/** The display text of one value of a column of the given generic type. */
export function formatCell(value: unknown, type: GenericDataType): FormattedCell {
  if (value === null || value === undefined) return { text: 'NULL', kind: 'null' };
  if (type === GenericDataType.TEMPORAL) return { text: formatTemporal(value), kind: 'temporal' };
  if (typeof value === 'number') return { text: formatNumber(value), kind: type === GenericDataType.STRING ? 'text' : 'number' };
  if (typeof value === 'bigint') return { text: value.toString(), kind: type === GenericDataType.STRING ? 'text' : 'number' };
  if (typeof value === 'boolean') return { text: value ? 'true' : 'false', kind: 'boolean' };
  if (typeof value === 'string') return { text: value, kind: type === GenericDataType.NUMERIC ? 'number' : 'text' };
  if (value instanceof Date) return { text: formatEpochMs(value.getTime()), kind: 'temporal' };
  if (ArrayBuffer.isView(value) && !(value instanceof DataView)) return { text: `[${Array.from(value as unknown as ArrayLike<number | bigint>).join(', ')}]`, kind: 'text' };
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
