import { GenericDataType } from '../connectors/connector.ts';

/** Missing as pandas sees it: null, undefined or NaN. */
export function isMissing(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === 'number' && Number.isNaN(v));
}

/** A cell as a number for arithmetic; null when missing or not numeric. Booleans count as 0/1. */
export function toNumber(v: unknown): number | null {
  if (typeof v === 'number') return Number.isNaN(v) ? null : v;
  if (typeof v === 'bigint') return Number(v);
  if (typeof v === 'boolean') return v ? 1 : 0;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v);
    return Number.isNaN(n) ? null : n;
  }
  return null;
}

/** A computed number as the wire carries it: NaN and ±Infinity become null (Superset's ignore_nan). */
export function finite(n: number | null | undefined): number | null {
  return n === null || n === undefined || !Number.isFinite(n) ? null : n;
}

/** Python's repr of a float: integers keep ".0", exponents as Python writes them. */
export function pythonFloat(n: number): string {
  if (Number.isNaN(n)) return 'nan';
  if (!Number.isFinite(n)) return n > 0 ? 'inf' : '-inf';
  if (Number.isInteger(n) && Math.abs(n) < 1e16) return `${n}.0`;
  const s = String(n);
  // JS writes 1e+21 and 1e-7; Python writes 1e+21 and 1e-07.
  return s.replace(/e([+-])(\d)$/, 'e$10$2');
}

/** A timestamp (epoch ms) as pandas' str(Timestamp): "2024-01-01 00:00:00[.ffffff]". */
export function pythonTimestamp(ms: number): string {
  const iso = new Date(ms).toISOString();
  const base = `${iso.slice(0, 10)} ${iso.slice(11, 19)}`;
  const frac = ms - Math.floor(ms / 1000) * 1000;
  return frac === 0 ? base : `${base}.${String(Math.round(frac * 1000)).padStart(6, '0')}`;
}

/** A label as Python's str() writes it, knowing the type of the column it came from. */
export function pythonStr(v: unknown, type: GenericDataType): string {
  if (v === null || v === undefined) return 'None';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (typeof v === 'number') {
    if (type === GenericDataType.TEMPORAL) return pythonTimestamp(v);
    return Number.isInteger(v) ? String(v) : pythonFloat(v);
  }
  return String(v);
}

/**
 * Orders labels as pandas sorts an index: numbers (and booleans) before strings, strings by code
 * point, missing values last.
 */
export function compareLabels(a: unknown, b: unknown): number {
  const am = isMissing(a);
  const bm = isMissing(b);
  if (am || bm) return am === bm ? 0 : am ? 1 : -1;
  const an = typeof a === 'number' || typeof a === 'boolean' || typeof a === 'bigint';
  const bn = typeof b === 'number' || typeof b === 'boolean' || typeof b === 'bigint';
  if (an && bn) {
    const x = Number(a);
    const y = Number(b);
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (an !== bn) return an ? -1 : 1;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** A Map key for a tuple of cells; distinct tuples get distinct keys (1 vs "1", null vs "null"). */
export function tupleKey(cells: readonly unknown[]): string {
  let key = '';
  for (const c of cells) {
    if (isMissing(c)) key += '\u0001n';
    else if (typeof c === 'string') key += `\u0001s${c}`;
    else if (typeof c === 'number' || typeof c === 'bigint') key += `\u0001d${String(c)}`;
    else if (typeof c === 'boolean') key += c ? '\u0001t' : '\u0001f';
    else key += `\u0001j${JSON.stringify(c)}`;
  }
  return key;
}

/** The least and greatest of many numbers (no argument spreading, which overflows the stack on large arrays). */
export function extent(xs: readonly number[]): [number, number] | null {
  if (!xs.length) return null;
  let lo = xs[0]!;
  let hi = xs[0]!;
  for (const x of xs) {
    if (x < lo) lo = x;
    if (x > hi) hi = x;
  }
  return [lo, hi];
}
