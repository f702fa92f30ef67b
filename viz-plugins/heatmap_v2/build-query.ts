import {
  buildQueryContext,
  ensureIsArray,
  getColumnLabel,
  getMetricLabel,
  getXAxisColumn,
  rankOperator,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormMetric,
} from '../../core/viz/index.ts';

/**
 * Superset 4.x/5.x plugin-chart-echarts/src/Heatmap/buildQuery.ts (reference §16.4 #9): the x-axis
 * then the y column, ordered by each axis' sort (the metric for value sorts), and a `rank`
 * post-processing of the metric normalised across the whole heatmap, each x or each y.
 */
export default function buildQuery(formData: QueryFormData) {
  const { groupby, normalize_across, sort_x_axis, sort_y_axis, x_axis } = formData;
  const metric = getMetricLabel(formData.metric as QueryFormMetric);
  const columns = [
    ...ensureIsArray(getXAxisColumn(formData) as QueryFormColumn | undefined),
    ...ensureIsArray(groupby as QueryFormColumn | QueryFormColumn[]),
  ];
  const orderby: [QueryFormMetric | QueryFormColumn, boolean][] = [];
  const sortX = typeof sort_x_axis === 'string' ? sort_x_axis : '';
  const sortY = typeof sort_y_axis === 'string' ? sort_y_axis : '';
  if (sortX) orderby.push([sortX.includes('value') ? metric : columns[0]!, sortX.includes('asc')]);
  if (sortY) orderby.push([sortY.includes('value') ? metric : columns[1]!, sortY.includes('asc')]);
  const yColumn = ensureIsArray(groupby as QueryFormColumn | QueryFormColumn[])[0];
  const group_by =
    normalize_across === 'x'
      ? getColumnLabel(x_axis as QueryFormColumn)
      : normalize_across === 'y' && yColumn !== undefined
        ? getColumnLabel(yColumn)
        : undefined;
  return buildQueryContext(formData, (baseQueryObject) => [
    {
      ...baseQueryObject,
      columns,
      orderby,
      post_processing: [rankOperator(formData, baseQueryObject, { metric, group_by })],
    },
  ]);
}
