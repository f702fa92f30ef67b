import {
  EXTRA_FORM_DATA_APPEND_KEYS,
  EXTRA_FORM_DATA_OVERRIDE_KEYS,
  type DataMask,
  type ExtraFormData,
} from '../../shared/index.ts';

/**
 * The `extra_form_data` of several data masks merged as Superset's mergeExtraFormData does: the
 * append keys (filters, adhoc_filters…) concatenate, the override keys (time_range, granularity…)
 * take the last mask's value. Masks without extra_form_data add nothing.
 */
export function mergeExtraFormData(masks: readonly (DataMask | undefined)[]): ExtraFormData {
  const out: Record<string, unknown> = {};
  for (const mask of masks) {
    const extra = (mask?.extraFormData ?? {}) as Record<string, unknown>;
    for (const key of EXTRA_FORM_DATA_APPEND_KEYS) {
      const value = extra[key];
      if (Array.isArray(value)) out[key] = [...((out[key] as unknown[]) ?? []), ...value];
      else if (value && typeof value === 'object') out[key] = { ...((out[key] as object) ?? {}), ...value };
    }
    for (const key of EXTRA_FORM_DATA_OVERRIDE_KEYS) if (extra[key] !== undefined) out[key] = extra[key];
  }
  return out as ExtraFormData;
}
