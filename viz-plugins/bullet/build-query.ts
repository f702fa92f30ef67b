import type { QueryContext, QueryFormData } from '../../core/viz/index.ts';
import { buildQueryContext } from '../../core/viz/index.ts';

// Superset draws the bullet through its legacy API (viz.py BulletViz.query_obj: the base query with
// the one metric). Loupe sends that same query as a chart-data query context: the base query object
// of the form_data (its `metric` becomes `metrics: [metric]`).
export default function buildQuery(formData: QueryFormData): QueryContext {
  return buildQueryContext(formData, (baseQueryObject) => [{ ...baseQueryObject }]);
}
