import { buildQueryContext, ensureIsArray, type QueryFormData } from '../../core/viz/index.ts';
import type { QueryFormColumn, QueryFormMetric } from '../../core/viz/index.ts';

/**
 * Superset's legacy-plugin-chart-chord/src/buildQuery.ts (ChordViz.query_obj): grouped by the
 * source (`groupby`) and target (`columns`), the one metric, ordered by it when sort_by_metric.
 */
export default function buildQuery(formData: QueryFormData) {
  const { groupby, columns, metric, sort_by_metric } = formData;
  const source = ensureIsArray(groupby as QueryFormColumn | QueryFormColumn[])[0];
  const target = ensureIsArray(columns as QueryFormColumn | QueryFormColumn[])[0];
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns: [source, target].filter((column): column is QueryFormColumn => column != null),
      metrics: metric ? [metric as QueryFormMetric] : [],
      orderby: sort_by_metric && metric ? [[metric as QueryFormMetric, false]] : undefined,
    },
  ]);
}
