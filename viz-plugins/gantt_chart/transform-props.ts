import {
  withEchartsTheme,
  getCategoricalColorScale,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  type ChartProps,
  type DataRecordValue,
  type EChartsRenderProps,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormMetric,
} from '../../core/viz/index.ts';
import type { LabelMap } from '../../core/viz/interaction/cross-filter.ts';

export type GanttRenderProps = EChartsRenderProps & {
  /** Columns a click cross-filters on (the series column, else the y-axis column). */
  filterColumns: string[];
  labelMap: LabelMap;
};

interface RenderApi {
  value: (dimension: number) => number;
  coord: (point: [number, number]) => [number, number];
  size: (point: [number, number]) => [number, number];
  visual: (name: 'color' | 'opacity') => unknown;
}

/** Draws one task: a bar from its start to its end on its y category (ECharts custom series). */
export function renderTask(_params: unknown, api: RenderApi) {
  const category = api.value(0);
  const [x0, y] = api.coord([api.value(1), category]);
  const [x1] = api.coord([api.value(2), category]);
  const height = api.size([0, 1])[1] * 0.6;
  return {
    type: 'rect',
    shape: { x: x0, y: y - height / 2, width: Math.max(1, x1 - x0), height, r: 2 },
    style: { fill: api.visual('color'), opacity: api.visual('opacity') },
  };
}

/**
 * Superset's Gantt chart: one bar per row from start_time to end_time on a time x-axis, one lane
 * per y_axis value, coloured (and legend-grouped) by the series column; the tooltip lists the
 * tooltip columns and metrics.
 */
export default function transformProps(chartProps: ChartProps<QueryFormData>): GanttRenderProps {
  const { formData, queriesData, theme, isStatic, filterState } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const start = getColumnLabel(formData.start_time as QueryFormColumn);
  const end = getColumnLabel(formData.end_time as QueryFormColumn);
  const yAxis = formData.y_axis ? getColumnLabel(formData.y_axis as QueryFormColumn) : undefined;
  const seriesColumn = formData.series ? getColumnLabel(formData.series as QueryFormColumn) : undefined;
  const tooltipColumns = ((formData.tooltip_columns as QueryFormColumn[] | undefined) ?? []).map(getColumnLabel);
  const tooltipMetrics = ((formData.tooltip_metrics as QueryFormMetric[] | undefined) ?? []).map(getMetricLabel);
  const timeFormatter = getTimeFormatter((formData.tooltip_time_format as string) || 'smart_date');
  const axisTimeFormatter = getTimeFormatter((formData.x_axis_time_format as string) || 'smart_date');
  const valueFormatter = getNumberFormatter((formData.tooltip_values_format as string) || 'SMART_NUMBER');
  const colors = getCategoricalColorScale(formData);
  const selected = (filterState?.selectedValues ?? []) as unknown[];
  const filterColumn = seriesColumn ?? yAxis;

  const lanes = yAxis ? [...new Set(rows.map((r) => String(r[yAxis])))] : [''];
  const laneIndex = new Map(lanes.map((lane, i) => [lane, i]));
  const labelMap: Record<string, DataRecordValue[]> = {};
  const groups = new Map<string, { value: unknown[]; row: number }[]>();
  rows.forEach((row, i) => {
    const name = seriesColumn ? String(row[seriesColumn]) : yAxis ? String(row[yAxis]) : '';
    if (filterColumn) labelMap[name] = [row[filterColumn] ?? null];
    const items = groups.get(name) ?? [];
    items.push({
      value: [laneIndex.get(yAxis ? String(row[yAxis]) : '')!, Number(row[start]), Number(row[end])],
      row: i,
    });
    groups.set(name, items);
  });

  const tooltipFormatter = (p: { seriesName: string; data: { row: number } }) => {
    const row = rows[p.data.row]!;
    const lines = [
      `<b>${seriesColumn ? p.seriesName : yAxis ? String(row[yAxis]) : ''}</b>`,
      `${start}: ${timeFormatter(row[start] as number)}`,
      `${end}: ${timeFormatter(row[end] as number)}`,
      ...tooltipColumns.map((c) => `${c}: ${String(row[c])}`),
      ...tooltipMetrics.map((m) => `${m}: ${valueFormatter(row[m] as number)}`),
    ];
    return lines.join('<br/>');
  };
  const showLegend = formData.show_legend !== false && Boolean(seriesColumn);

  const echartOptions = {
    animation: !isStatic,
    textStyle: { fontFamily: theme.fontFamily },
    grid: { containLabel: true, left: 16, right: 16, top: showLegend ? 40 : 16, bottom: formData.zoomable ? 56 : 16 },
    legend: { show: showLegend, type: 'scroll', top: 0, textStyle: { color: theme.text } },
    tooltip: { trigger: 'item', confine: true, formatter: tooltipFormatter },
    ...(formData.zoomable && !isStatic
      ? {
          dataZoom: [
            { type: 'slider', xAxisIndex: 0, bottom: 8 },
            { type: 'inside', xAxisIndex: 0 },
          ],
        }
      : {}),
    xAxis: {
      type: 'time',
      axisLine: { lineStyle: { color: theme.border } },
      axisLabel: { color: theme.textMuted, formatter: (v: number) => axisTimeFormatter(v), hideOverlap: true },
      splitLine: { show: true, lineStyle: { color: theme.gridLine } },
    },
    yAxis: {
      type: 'category',
      data: lanes,
      inverse: true,
      axisLine: { lineStyle: { color: theme.border } },
      axisLabel: { color: theme.textMuted },
    },
    series: [...groups].map(([name, data]) => ({
      type: 'custom',
      name,
      clip: true,
      renderItem: renderTask,
      encode: { x: [1, 2], y: 0 },
      itemStyle: {
        color: colors.getColor(name, formData.slice_id),
        opacity: selected.length && !selected.includes(name) ? 0.3 : 1,
      },
      data,
    })),
  };
  return {
    echartOptions: withEchartsTheme(echartOptions, theme, isStatic),
    filterColumns: filterColumn ? [filterColumn] : [],
    labelMap,
  };
}
