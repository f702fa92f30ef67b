/** `null`/`undefined` → `[]`, an array unchanged, anything else wrapped (superset-ui-core utils/ensureIsArray). */
export function ensureIsArray<T>(value?: T[] | T | null): T[] {
  if (value === undefined || value === null) return [];
  return Array.isArray(value) ? value : [value];
}
