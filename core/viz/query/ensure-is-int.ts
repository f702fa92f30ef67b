/**
 * parseInt of the value's text; NaN becomes `defaultValue` when one is given
 * (superset-ui-core utils/ensureIsInt).
 */
export function ensureIsInt<T>(value: unknown, defaultValue?: T): number | T {
  const parsed = parseInt(String(value), 10);
  if (Number.isNaN(parsed)) return defaultValue === undefined ? parsed : defaultValue;
  return parsed;
}
