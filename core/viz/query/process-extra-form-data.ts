import { EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS, EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS } from './constants.ts';
import type { QueryObject } from './query-types.ts';

/**
 * superset-ui-core overrideExtraFormData: native and cross filters' overrides (time range,
 * granularity, time column/grain) replace the query's own; relative_start/end and time_grain_sqla
 * replace its `extras`.
 */
export function overrideExtraFormData(queryObject: QueryObject, overrides: Record<string, unknown>): QueryObject {
  const overridden: QueryObject = { ...queryObject };
  const extras: Record<string, unknown> = { ...overridden.extras };
  for (const [key, target] of Object.entries(EXTRA_FORM_DATA_OVERRIDE_REGULAR_MAPPINGS)) {
    const value = overrides[key];
    if (value !== undefined) (overridden as Record<string, unknown>)[target] = value;
  }
  for (const key of EXTRA_FORM_DATA_OVERRIDE_EXTRA_KEYS) {
    if (key in overrides) extras[key] = overrides[key];
  }
  if (Object.keys(extras).length > 0) overridden.extras = extras;
  return overridden;
}
