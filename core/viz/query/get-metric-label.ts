import { isAdhocMetricSimple, isSavedMetric } from './metric-guards.ts';
import type { QueryFormMetric } from './query-types.ts';

/**
 * The result column of a metric (superset-ui-core getMetricLabel): a saved metric's name, else the
 * label, else `AGG(column)` for SIMPLE and the SQL expression for SQL metrics.
 */
export function getMetricLabel(metric: QueryFormMetric): string {
  if (isSavedMetric(metric)) return metric;
  if (metric.label) return metric.label;
  if (isAdhocMetricSimple(metric)) {
    const column = metric.column as { column_name?: string; columnName?: string };
    return `${metric.aggregate}(${column.columnName || column.column_name})`;
  }
  return metric.sqlExpression;
}
