import type { AdhocMetricAggregate, QueryFormMetric } from '../../../../core/viz/query/query-types.ts';

export const AGGREGATES: readonly AdhocMetricAggregate[] = ['AVG', 'COUNT', 'COUNT_DISTINCT', 'MAX', 'MIN', 'SUM'];

/** Spec §5.3: a simple metric needs a column and an aggregate, a SQL metric its expression; a saved one its name. */
export function isMetricValid(metric: QueryFormMetric | null | undefined): boolean {
  if (!metric) return false;
  if (typeof metric === 'string') return metric.length > 0;
  if (metric.expressionType === 'SIMPLE') return Boolean(metric.column?.column_name && metric.aggregate);
  return Boolean(metric.sqlExpression?.trim());
}

/** Superset's optionName for a new adhoc metric, column or filter: a prefix and random letters. */
export function newOptionName(prefix: 'metric' | 'filter' | 'column'): string {
  const rand = () => Math.random().toString(36).slice(2, 13);
  return `${prefix}_${rand()}_${rand()}`;
}
