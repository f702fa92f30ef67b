import type { QueryFormData } from '../query/query-types.ts';

// Superset's ChartProps hands transformProps the form data with camelCased keys
// (convertKeysToCamelCase: show_legend → showLegend; camelCase keys stay). Plugins ported from
// plugin-chart-echarts read it the same way.

const toCamel = (key: string): string => key.replace(/_+([a-z0-9])/g, (_, char: string) => char.toUpperCase());

export function camelizeFormData<D extends Record<string, unknown>>(
  defaults: D,
  formData: QueryFormData,
): D & Record<string, unknown> {
  const result: Record<string, unknown> = { ...defaults };
  for (const [key, value] of Object.entries(formData)) {
    if (value !== undefined) result[toCamel(key)] = value;
  }
  return result as D & Record<string, unknown>;
}
