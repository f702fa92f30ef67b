// form_data → query context for the paired t-test, as Superset's legacy-plugin-chart-paired-t-test
// buildQuery (see its test/buildQuery.test.ts): a time-series query (is_timeseries, the
// granularity column as __timestamp) grouped by the group columns, the sort metric appended to the
// metrics and ordering by it when descending; residual order_by_cols are ignored.
import {
  buildQueryContext,
  getMetricLabel,
  removeDuplicates,
  type QueryContext,
  type QueryFormMetric,
  type QueryObject,
} from '../../core/viz/index.ts';
import type { PairedTTestFormData } from './types.ts';

export default function buildQuery(formData: PairedTTestFormData): QueryContext {
  return buildQueryContext(formData, (base: QueryObject) => {
    const sortMetric = formData.timeseries_limit_metric || undefined;
    const metrics = removeDuplicates(
      [...(base.metrics ?? []), ...(sortMetric ? [sortMetric] : [])] as QueryFormMetric[],
      getMetricLabel,
    );
    return [
      {
        ...base,
        metrics,
        is_timeseries: true,
        // as PairedTTestViz.query_obj: ordered by the sort metric only when descending
        orderby: sortMetric && (formData.order_desc ?? true) ? [[sortMetric, false]] : undefined,
      },
    ];
  });
}
