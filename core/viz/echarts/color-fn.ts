import type { QueryFormData } from '../query/query-types.ts';

/** A label → colour function for a chart's categorical scheme (label_colors honoured). */
export type CategoricalColorFn = (label: string) => string;

// PLACEHOLDER until the SDK colour scale lands; replaced by a call into core/viz/color.
export function getCategoricalColorFn(formData: QueryFormData): CategoricalColorFn {
  void formData;
  return () => '#1FA8C9';
}
