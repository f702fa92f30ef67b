import type { QueryFormData, QueryObjectExtras, QueryObjectFilterClause } from './query-types.ts';

/** Legacy dashboard filter columns that set a time field instead of filtering. */
const RESERVED_TIME_COLUMNS = {
  __time_range: 'time_range',
  __time_col: 'granularity_sqla',
  __time_grain: 'time_grain_sqla',
  __granularity: 'granularity',
  __time_compare: 'time_compare',
} as const;

export interface ExtractedExtras {
  filters: QueryObjectFilterClause[];
  extras: QueryObjectExtras;
  applied_time_extras: Record<string, string>;
  time_range?: string;
  granularity?: string;
  time_compare?: string;
}

/**
 * superset-ui-core extractExtras: splits legacy `extra_filters` into plain filters (marked isExtra)
 * and the reserved time columns, and resolves `extras.time_grain_sqla` and `granularity`.
 */
export function extractExtras(formData: QueryFormData): ExtractedExtras {
  const filters: QueryObjectFilterClause[] = [];
  const extras: QueryObjectExtras = {};
  const applied_time_extras: Record<string, string> = {};
  const picked: Record<string, string | undefined> = {};

  const legacyFilters = (formData.extra_filters ?? []) as QueryObjectFilterClause[];
  for (const filter of legacyFilters) {
    const col = filter.col as string;
    if (typeof col === 'string' && col in RESERVED_TIME_COLUMNS) {
      picked[RESERVED_TIME_COLUMNS[col as keyof typeof RESERVED_TIME_COLUMNS]] = filter.val as string;
      applied_time_extras[col] = filter.val as string;
    } else {
      filters.push({ ...filter, isExtra: true });
    }
  }

  extras.time_grain_sqla = picked.time_grain_sqla || formData.time_grain_sqla;
  const extract: ExtractedExtras = { filters, extras, applied_time_extras };
  if ('time_range' in picked) extract.time_range = picked.time_range;
  if ('time_compare' in picked) extract.time_compare = picked.time_compare;
  // As in Superset, a `__granularity` extra filter is recorded but the granularity comes from these.
  extract.granularity =
    picked.granularity_sqla || (formData.granularity as string | undefined) || formData.granularity_sqla;
  return extract;
}
