import type { TableFormData } from './types.ts';

/** Superset's getQueryMode: the saved mode, else raw when `all_columns` has columns. */
export function getQueryMode(formData: TableFormData): 'aggregate' | 'raw' {
  const mode = formData.query_mode;
  if (mode === 'aggregate' || mode === 'raw') return mode;
  return Array.isArray(formData.all_columns) && formData.all_columns.length > 0 ? 'raw' : 'aggregate';
}
