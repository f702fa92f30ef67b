import { ensureIsArray } from '../ensure-is-array.ts';
import { ensureIsInt } from '../ensure-is-int.ts';
import type { PostProcessingRule, QueryFormData, QueryObject } from '../query-types.ts';
import { getMetricOffsetsMap } from './get-metric-offsets-map.ts';
import { isTimeComparison } from './is-time-comparison.ts';
import { RollingType } from './types.ts';

/**
 * chart-controls rollingWindowOperator: `cumsum` → a `cum` sum, `sum`/`mean`/`std` → `rolling`
 * (window `rolling_periods` or 1, `min_periods` or 0) over every metric column, offsets included
 * under time comparison.
 */
export function rollingWindowOperator(
  formData: QueryFormData,
  queryObject: QueryObject,
): PostProcessingRule | undefined {
  let columns: (string | undefined)[];
  if (isTimeComparison(formData, queryObject)) {
    const offsets = getMetricOffsetsMap(formData, queryObject);
    columns = [...offsets.values(), ...offsets.keys()];
  } else {
    columns = ensureIsArray(queryObject.metrics).map((metric) => (typeof metric === 'string' ? metric : metric.label));
  }
  const columnsMap = Object.fromEntries(columns.map((column) => [column, column]));
  const rollingType = formData.rolling_type;

  if (rollingType === RollingType.Cumsum) {
    return { operation: 'cum', options: { operator: 'sum', columns: columnsMap } };
  }
  if (rollingType === RollingType.Sum || rollingType === RollingType.Mean || rollingType === RollingType.Std) {
    return {
      operation: 'rolling',
      options: {
        rolling_type: rollingType,
        window: ensureIsInt(formData.rolling_periods, 1),
        min_periods: ensureIsInt(formData.min_periods, 0),
        columns: columnsMap,
      },
    };
  }
  return undefined;
}
