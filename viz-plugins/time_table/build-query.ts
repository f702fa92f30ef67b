// form_data → query context for the time-series table, as Superset's
// src/visualizations/TimeTable/config/buildQuery.ts (the legacy TimeTableViz.query_obj): a
// time-series query (is_timeseries, the granularity column as __timestamp) ordered by the first
// metric (ascending unless order_desc), one metric only when grouped.
import { buildQueryContext, ensureIsArray, type QueryContext, type QueryObject } from '../../core/viz/index.ts';
import type { TimeTableFormData } from './types.ts';

export default function buildQuery(formData: TimeTableFormData): QueryContext {
  return buildQueryContext(formData, (base: QueryObject) => {
    const metrics = ensureIsArray(base.metrics);
    if (ensureIsArray(formData.groupby).length > 0 && metrics.length > 1) {
      throw new Error("When using 'Group By' you are limited to use a single metric");
    }
    const first = metrics[0];
    return [{ ...base, is_timeseries: true, orderby: first ? [[first, !formData.order_desc]] : undefined }];
  });
}
