// Superset Waterfall/transformProps.ts: a stacked bar chart of an invisible assist series and the
// increase / decrease / total series, on a category x-axis (times formatted as the x-axis format).
import type { ChartProps, DataRecordValue, EChartsRenderProps, QueryFormColumn } from '../../core/viz/index.ts';
import {
  GenericDataType,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  rgbToHex,
  type QueryFormMetric,
} from '../../core/viz/index.ts';
import { ASSIST_MARK, TOKEN, TOTAL_MARK, waterfallRows, waterfallSeries } from './waterfall-data.ts';
import { echartsFontFamily } from '../../core/viz/timeseries/index.ts';

type Rgb = { r: number; g: number; b: number };

export interface WaterfallRenderProps extends EChartsRenderProps {
  xAxisColumn: string;
  breakdown?: string;
  /** The x value (or breakdown value) of each bar, for cross-filters. */
  categories: DataRecordValue[];
  totalMark: string;
}

export default function transformProps(chartProps: ChartProps): WaterfallRenderProps {
  const { theme, isStatic } = chartProps;
  const fd = chartProps.formData as Record<string, unknown>;
  const result = chartProps.queriesData[0] ?? { data: [], colnames: [], coltypes: [] };
  const hex = (c: Rgb) => rgbToHex(c.r, c.g, c.b);
  const increaseColor = hex((fd.increase_color as Rgb) ?? { r: 90, g: 193, b: 137 });
  const decreaseColor = hex((fd.decrease_color as Rgb) ?? { r: 224, g: 67, b: 85 });
  const totalColor = hex((fd.total_color as Rgb) ?? { r: 102, g: 102, b: 102 });
  const format = getNumberFormatter(fd.y_axis_format as string | undefined);
  const totalMark = (fd.total_label as string) || TOTAL_MARK;
  const legend = {
    increase: (fd.increase_label as string) || 'Increase',
    decrease: (fd.decrease_label as string) || 'Decrease',
    total: totalMark,
  };
  const groupby = (fd.groupby as QueryFormColumn[] | undefined) ?? [];
  const breakdown = groupby.length ? getColumnLabel(groupby[0]) : undefined;
  const xAxis = getColumnLabel((fd.x_axis || fd.granularity_sqla || '') as QueryFormColumn);
  const metric = getMetricLabel((fd.metric ?? '') as QueryFormMetric);
  const showTotal = fd.show_total !== false;

  const rows = waterfallRows(result.data ?? [], { xAxis, metric, breakdown, totalMark, showTotal });
  const { assist, increase, decrease, total } = waterfallSeries(rows, {
    xAxis,
    metric,
    breakdown,
    totalMark,
    increase: increaseColor,
    decrease: decreaseColor,
  });

  const columnTypes = Object.fromEntries((result.colnames ?? []).map((name, i) => [name, result.coltypes?.[i]]));
  const xColumns: string[] = [];
  const categories = rows.map((row) => {
    let column = xAxis;
    let value = row[xAxis];
    if (breakdown && row[breakdown] !== totalMark) {
      column = breakdown;
      value = row[breakdown];
    }
    xColumns.push(column);
    return value === null || value === undefined || value === '' ? '<NULL>' : value;
  });
  const formatTime = getTimeFormatter(fd.x_axis_time_format as string | undefined);
  const formatX = (value: unknown, index: number) => {
    if (value === totalMark) return totalMark;
    if (columnTypes[xColumns[index]] === GenericDataType.Temporal) return formatTime(Number(value));
    return String(value);
  };
  const rotate = { '45°': -45, '90°': -90, flat: 0, staggered: -45 }[String(fd.x_ticks_layout)] as number | undefined;
  const label = (position: string) => ({
    show: fd.show_value === true,
    position,
    color: theme.text,
    formatter: (params: { data: { originalValue?: number } }) => format(params.data.originalValue ?? null),
  });
  const bar = { type: 'bar', stack: 'stack', emphasis: { disabled: true }, animation: !isStatic };

  const echartOptions: Record<string, unknown> = {
    animation: !isStatic,
    textStyle: { fontFamily: echartsFontFamily(theme.fontFamily), color: theme.text },
    grid: { containLabel: true, top: fd.show_legend === false ? 28 : 40, bottom: 28, left: 20, right: 28 },
    // ECharts 6 puts a legend at the bottom by default; Superset's sits on top.
    legend: {
      top: 0,
      show: fd.show_legend !== false,
      data: [legend.increase, legend.decrease, legend.total],
      textStyle: { color: theme.text },
    },
    xAxis: {
      type: 'category',
      data: categories,
      name: (fd.x_axis_label as string) ?? '',
      nameLocation: 'middle',
      nameGap: 28,
      axisLine: { lineStyle: { color: theme.border } },
      axisLabel: {
        color: theme.textMuted,
        hideOverlap: false,
        ...(rotate === undefined ? {} : { rotate }),
        formatter: formatX,
      },
    },
    yAxis: {
      type: 'value',
      scale: true,
      name: (fd.y_axis_label as string) ?? '',
      nameLocation: 'middle',
      nameGap: 40,
      splitLine: { lineStyle: { color: theme.gridLine } },
      axisLabel: { color: theme.textMuted, formatter: (value: number) => format(value) },
    },
    tooltip: isStatic
      ? { show: false }
      : {
          trigger: 'axis',
          confine: true,
          backgroundColor: theme.surface,
          borderColor: theme.border,
          textStyle: { color: theme.text },
          formatter: (
            params: {
              seriesName: string;
              dataIndex: number;
              name: string;
              data: { value: unknown; originalValue?: number; totalSum?: number };
            }[],
          ) => {
            const hit = params.find((p) => p.seriesName !== ASSIST_MARK && p.data.value !== TOKEN);
            if (!hit) return '';
            const isTotal = hit.seriesName === totalMark;
            const title = !isTotal || breakdown ? formatX(categories[hit.dataIndex], hit.dataIndex) : '';
            const lines = isTotal ? [] : [`${hit.seriesName}: <b>${format(hit.data.originalValue ?? null)}</b>`];
            lines.push(`${totalMark}: <b>${format(hit.data.totalSum ?? null)}</b>`);
            return [title, ...lines].filter(Boolean).join('<br/>');
          },
        },
    series: [
      { ...bar, name: ASSIST_MARK, data: assist, itemStyle: { color: 'transparent' }, silent: true },
      { ...bar, name: legend.increase, itemStyle: { color: increaseColor }, label: label('top'), data: increase },
      { ...bar, name: legend.decrease, itemStyle: { color: decreaseColor }, label: label('bottom'), data: decrease },
      { ...bar, name: legend.total, itemStyle: { color: totalColor }, label: label('top'), data: total },
    ],
  };
  return { echartOptions, xAxisColumn: xAxis, breakdown, categories, totalMark };
}
