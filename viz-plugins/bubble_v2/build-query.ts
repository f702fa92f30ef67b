import { buildQueryContext, ensureIsArray, type QueryFormData } from '../../core/viz/index.ts';
import type { QueryFormColumn } from '../../core/viz/index.ts';

/**
 * Superset 4.x/5.x plugin-chart-echarts/src/Bubble/buildQuery.ts: entity and series columns; x, y
 * and size are metrics (buildQueryObject's aliases); ordered by the "Sort by" metric when set.
 */
export default function buildQuery(formData: QueryFormData) {
  const columns = [
    ...ensureIsArray(formData.entity as QueryFormColumn | undefined),
    ...ensureIsArray(formData.series as QueryFormColumn | undefined),
  ];
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns,
      orderby: baseQueryObject.orderby?.length
        ? [[baseQueryObject.orderby[0] as never, !baseQueryObject.order_desc]]
        : undefined,
    },
  ]);
}
