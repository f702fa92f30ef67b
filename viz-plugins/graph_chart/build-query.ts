import { buildQueryContext } from '../../core/viz/index.ts';
import type { QueryContext, QueryFormData } from '../../core/viz/index.ts';

/** Superset's plugin-chart-echarts/src/Graph/buildQuery.ts: source, target and their categories are query columns. */
export default function buildQuery(formData: QueryFormData): QueryContext {
  return buildQueryContext(formData, {
    queryFields: { source: 'columns', target: 'columns', source_category: 'columns', target_category: 'columns' },
  });
}
