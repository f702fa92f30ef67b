import { buildQueryContext, ensureIsArray, type QueryFormData } from '../../core/viz/index.ts';
import type { QueryFormColumn, QueryFormMetric } from '../../core/viz/index.ts';

/**
 * Superset's plugin-chart-echarts/src/Gantt/buildQuery.ts: raw-ish rows of start, end, y-axis,
 * series, tooltip and ordering columns (each once), the tooltip metrics, `order_by_cols` parsed.
 */
export default function buildQuery(formData: QueryFormData) {
  const { start_time, end_time, y_axis, series, tooltip_columns, tooltip_metrics, order_by_cols } = formData;
  const groupBy = ensureIsArray(series as QueryFormColumn | QueryFormColumn[] | undefined);
  const orderby = ensureIsArray(order_by_cols as string | string[] | undefined).map(
    (expr) => JSON.parse(expr) as [string, boolean],
  );
  const columns = Array.from(
    new Set<QueryFormColumn>([
      start_time as QueryFormColumn,
      end_time as QueryFormColumn,
      y_axis as QueryFormColumn,
      ...groupBy,
      ...ensureIsArray(tooltip_columns as QueryFormColumn[] | undefined),
      ...orderby.map((v) => v[0]),
    ]),
  );
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns,
      metrics: ensureIsArray(tooltip_metrics as QueryFormMetric[] | undefined),
      orderby,
      series_columns: groupBy,
    },
  ]);
}
