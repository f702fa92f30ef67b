import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every level, so two equal values always give the same text
 * whatever order their keys were written in. `undefined` members are left out, as JSON does.
 */
export function stableStringify(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : stableStringify(v))).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && typeof v !== 'function')
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
}

/** Superset's md5 of the sorted JSON: a 32-character hex key. */
export function cacheKeyOf(value: unknown): string {
  return createHash('md5').update(stableStringify(value)).digest('hex');
}
