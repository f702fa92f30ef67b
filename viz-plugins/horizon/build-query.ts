import type { QueryContext, QueryFormColumn, QueryFormData } from '../../core/viz/index.ts';
import {
  buildQueryContext,
  ensureIsArray,
  getXAxisColumn,
  isXAxisSet,
  normalizeOrderBy,
} from '../../core/viz/index.ts';

// Superset draws the horizon through its legacy API (viz.py HorizonViz, an NVD3 time series:
// metrics over time per groupby, series limited by `limit`). Loupe asks the same rows in long
// form: the time column (x_axis, or the legacy granularity as is_timeseries) and the groupby.
export default function buildQuery(formData: QueryFormData): QueryContext {
  return buildQueryContext(formData, (baseQueryObject) => {
    const groupby = ensureIsArray(formData.groupby as QueryFormColumn[] | null | undefined);
    return [
      {
        ...baseQueryObject,
        columns: [...(isXAxisSet(formData) ? ensureIsArray(getXAxisColumn(formData)) : []), ...groupby],
        series_columns: groupby,
        ...(isXAxisSet(formData) ? {} : { is_timeseries: true }),
        orderby: normalizeOrderBy(baseQueryObject).orderby,
      },
    ];
  });
}
