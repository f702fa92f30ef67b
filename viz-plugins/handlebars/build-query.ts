// form_data → query context, as Superset's plugin-chart-handlebars/src/plugin/buildQuery.ts: the
// base query with its order normalised (normalizeOrderBy).
import { buildQueryContext, normalizeOrderBy, type QueryContext, type QueryObject } from '../../core/viz/index.ts';
import type { HandlebarsFormData } from './types.ts';

export default function buildQuery(formData: HandlebarsFormData): QueryContext {
  return buildQueryContext(formData, (base: QueryObject) => [{ ...base, orderby: normalizeOrderBy(base).orderby }]);
}
