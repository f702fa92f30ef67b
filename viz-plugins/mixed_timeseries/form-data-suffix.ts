import type { QueryFormData } from '../../core/viz/index.ts';

// Superset plugin-chart-echarts utils/formDataSuffix.ts: query B's form_data is every `<key>_b`
// renamed to `<key>` (winning over the plain key); query A's drops every `<key>_b`.

export function retainFormDataSuffix(formData: QueryFormData, suffix: string): QueryFormData {
  const out: Record<string, unknown> = {};
  const entries = Object.entries(formData);
  for (const [key, value] of entries) if (key.endsWith(suffix)) out[key.slice(0, -suffix.length)] = value;
  for (const [key, value] of entries) if (!key.endsWith(suffix) && !(key in out)) out[key] = value;
  return out as QueryFormData;
}

export function removeFormDataSuffix(formData: QueryFormData, suffix: string): QueryFormData {
  return Object.fromEntries(Object.entries(formData).filter(([key]) => !key.endsWith(suffix))) as QueryFormData;
}
