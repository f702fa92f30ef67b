import type { QueryFormData, QueryObjectFilterClause } from './query-types.ts';

/**
 * The time grain a chart draws with (superset-ui-core extractTimegrain): a native filter's
 * `extra_form_data.time_grain_sqla`, else a legacy `__time_grain` extra filter, else the form's.
 */
export function extractTimegrain(formData: QueryFormData): string | undefined {
  if (formData.extra_form_data?.time_grain_sqla) return formData.extra_form_data.time_grain_sqla;
  const legacy = ((formData.extra_filters ?? []) as QueryObjectFilterClause[]).find(
    (filter) => filter.col === '__time_grain',
  );
  if (legacy) return legacy.val as string;
  return formData.time_grain_sqla;
}
