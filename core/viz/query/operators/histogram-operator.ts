import { ensureIsArray } from '../ensure-is-array.ts';
import { getColumnLabel } from '../get-column-label.ts';
import type { PostProcessingRule, QueryFormColumn, QueryFormData, QueryObject } from '../query-types.ts';

/** chart-controls histogramOperator: bins (5 when not a number) of `column`, per groupby, cumulative/normalized. */
export function histogramOperator(formData: QueryFormData, _queryObject?: QueryObject): PostProcessingRule {
  const { bins, cumulative, normalize } = formData;
  const parsedBins = Number.isNaN(Number(bins)) ? 5 : Number(bins);
  return {
    operation: 'histogram',
    options: {
      column: getColumnLabel(formData.column as QueryFormColumn),
      groupby: ensureIsArray(formData.groupby).map(getColumnLabel),
      bins: parsedBins,
      cumulative,
      normalize,
    },
  };
}
