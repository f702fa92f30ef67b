// How the data masks in a chart's scope become one `extra_form_data` (reference §8.6, step 2).
import { EXTRA_FORM_DATA_APPEND_KEYS, EXTRA_FORM_DATA_OVERRIDE_KEYS, type ExtraFormData } from '../../shared/index.ts';

type Loose = Record<string, unknown>;

/**
 * Superset's merge: append keys are concatenated (the earlier mask's entries first), override keys
 * take the later mask's value when it has one. `custom_form_data` is an object, so it is merged key
 * by key (later wins). Keys that are neither append nor override are dropped, as Superset drops them.
 */
export function mergeExtraFormData(earlier: ExtraFormData = {}, later: ExtraFormData = {}): ExtraFormData {
  const a = earlier as Loose;
  const b = later as Loose;
  const merged: Loose = {};
  for (const key of EXTRA_FORM_DATA_APPEND_KEYS) {
    const x = a[key];
    const y = b[key];
    if (isPlainObject(x) || isPlainObject(y)) {
      const both = { ...(isPlainObject(x) ? x : {}), ...(isPlainObject(y) ? y : {}) };
      if (Object.keys(both).length) merged[key] = both;
      continue;
    }
    const values = [...(Array.isArray(x) ? x : []), ...(Array.isArray(y) ? y : [])];
    if (values.length) merged[key] = values;
  }
  for (const key of EXTRA_FORM_DATA_OVERRIDE_KEYS) {
    if (a[key] !== undefined) merged[key] = a[key];
    if (b[key] !== undefined) merged[key] = b[key];
  }
  return merged as ExtraFormData;
}

/** Folds several masks' `extraFormData` in order (the data mask's order, as Superset walks it). */
export function mergeAllExtraFormData(parts: readonly (ExtraFormData | undefined)[]): ExtraFormData {
  return parts.reduce<ExtraFormData>((acc, part) => mergeExtraFormData(acc, part ?? {}), {});
}

function isPlainObject(v: unknown): v is Loose {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
