import type { AdhocMetric, AdhocMetricSimple, AdhocMetricSql, QueryFormMetric } from './query-types.ts';

// Type guards of superset-ui-core src/query/types/Metric.ts and QueryFormData.ts.

/** A saved metric: the dataset metric's name. */
export function isSavedMetric(metric: unknown): metric is string {
  return typeof metric === 'string';
}

export function isAdhocMetricSimple(metric: unknown): metric is AdhocMetricSimple {
  return typeof metric === 'object' && metric !== null && (metric as AdhocMetric).expressionType === 'SIMPLE';
}

export function isAdhocMetricSQL(metric: unknown): metric is AdhocMetricSql {
  return typeof metric === 'object' && metric !== null && (metric as AdhocMetric).expressionType === 'SQL';
}

export function isQueryFormMetric(metric: unknown): metric is QueryFormMetric {
  return isSavedMetric(metric) || isAdhocMetricSimple(metric) || isAdhocMetricSQL(metric);
}
