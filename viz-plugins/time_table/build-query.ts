// form_data → query context for the time-series table. Superset still draws it through the legacy
// API (TimeTableViz, an NVD3 time-series query); this is that query on /api/v1/chart/data, built
// the way Superset's paired t-test (the same legacy base) now builds it: is_timeseries with the
// granularity column as __timestamp, grouped by `groupby`, the sort metric appended and ordered by.
import {
  buildQueryContext,
  getMetricLabel,
  removeDuplicates,
  type QueryContext,
  type QueryFormMetric,
  type QueryObject,
} from '../../core/viz/index.ts';
import type { TimeTableFormData } from './types.ts';

export default function buildQuery(formData: TimeTableFormData): QueryContext {
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
        orderby: sortMetric ? [[sortMetric, !(formData.order_desc ?? true)]] : undefined,
      },
    ];
  });
}
