import type { PostProcessingRule, QueryFormData, QueryObject } from '../query-types.ts';

/** chart-controls resampleOperator: `resample_rule` + `resample_method`; 'zerofill' is asfreq filled with 0. */
export function resampleOperator(formData: QueryFormData, _queryObject?: QueryObject): PostProcessingRule | undefined {
  const zeroFill = formData.resample_method === 'zerofill';
  const method = zeroFill ? 'asfreq' : formData.resample_method;
  const rule = formData.resample_rule;
  if (!method || !rule) return undefined;
  return { operation: 'resample', options: { method, rule, fill_value: zeroFill ? 0 : null } };
}
