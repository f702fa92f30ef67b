import { buildQueryContext } from '../../core/viz/index.ts';
import type { QueryContext, QueryFormData } from '../../core/viz/index.ts';

/** Superset's plugin-chart-echarts/src/Tree/buildQuery.ts: `id`, `parent` and `name` are query columns. */
export default function buildQuery(formData: QueryFormData): QueryContext {
  return buildQueryContext(formData, { queryFields: { id: 'columns', parent: 'columns', name: 'columns' } });
}
