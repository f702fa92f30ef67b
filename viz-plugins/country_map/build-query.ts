import { buildQueryContext, type QueryFormData } from '../../core/viz/index.ts';
import type { QueryFormColumn, QueryFormMetric } from '../../core/viz/index.ts';

/**
 * Superset's country map has no buildQuery (it still uses the legacy API); this mirrors
 * superset/viz.py CountryMapViz.query_obj in a query context: grouped by the region column
 * (`entity`), the one metric.
 */
export default function buildQuery(formData: QueryFormData) {
  const entity = formData.entity as QueryFormColumn | undefined;
  const metric = formData.metric as QueryFormMetric | undefined;
  return buildQueryContext(formData, (baseQueryObject) => [
    { ...baseQueryObject, columns: entity ? [entity] : [], metrics: metric ? [metric] : [] },
  ]);
}
