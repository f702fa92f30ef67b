import type { QueryContext, QueryFormData } from '../../core/viz/index.ts';
import { buildQueryContext } from '../../core/viz/index.ts';

// Superset BigNumber/BigNumberTotal/buildQuery.ts: the base query object as is (one metric, no columns).
export default function buildQuery(formData: QueryFormData): QueryContext {
  return buildQueryContext(formData, (baseQueryObject) => [{ ...baseQueryObject }]);
}
