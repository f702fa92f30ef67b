import { isQueryFormColumn } from './column-guards.ts';
import { DTTM_ALIAS } from './constants.ts';
import { getColumnLabel } from './get-column-label.ts';
import type { QueryFormColumn, QueryFormData } from './query-types.ts';

// superset-ui-core src/query/getXAxis.ts.

/** GENERIC_CHART_AXES is always on in Loupe (it is on by default, then removed, in Superset). */
export const hasGenericChartAxes = true;

export function isXAxisSet(formData: QueryFormData): boolean {
  return isQueryFormColumn(formData.x_axis);
}

/** The x-axis column: `x_axis` when set, else `__timestamp` for legacy `granularity_sqla` charts. */
export function getXAxisColumn(formData: QueryFormData): QueryFormColumn | undefined {
  if (!(formData.granularity_sqla || formData.x_axis)) return undefined;
  if (isXAxisSet(formData)) return formData.x_axis as QueryFormColumn;
  return DTTM_ALIAS;
}

export function getXAxisLabel(formData: QueryFormData): string | undefined {
  const column = getXAxisColumn(formData);
  return column ? getColumnLabel(column) : undefined;
}
