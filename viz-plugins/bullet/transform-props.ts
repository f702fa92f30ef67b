// The bullet chart (Superset viz.py BulletViz + NVD3's bullet): the metric as a bar over grey
// qualitative ranges, with target markers (triangles) and marker lines, from the comma-separated
// `ranges`, `markers`, `marker_lines` controls and their labels.
import type { ChartProps, EChartsRenderProps, QueryFormMetric } from '../../core/viz/index.ts';
import { getMetricLabel, getNumberFormatter } from '../../core/viz/index.ts';
import { echartsFontFamily } from '../../core/viz/timeseries/index.ts';

const numbers = (text: unknown): number[] =>
  String(text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(Number)
    .filter(Number.isFinite);

const labels = (text: unknown): string[] =>
  String(text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

export interface BulletRenderProps extends EChartsRenderProps {
  measure: number | null;
}

export default function transformProps(chartProps: ChartProps): BulletRenderProps {
  const { theme, isStatic } = chartProps;
  const fd = chartProps.formData as Record<string, unknown>;
  const metric = getMetricLabel((fd.metric ?? '') as QueryFormMetric);
  const row = chartProps.queriesData[0]?.data?.[0];
  const raw = row?.[metric];
  const measure = typeof raw === 'number' ? raw : raw === null || raw === undefined ? null : Number(raw);
  const format = getNumberFormatter((fd.y_axis_format as string) || undefined);
  const markers = numbers(fd.markers);
  const markerLines = numbers(fd.marker_lines);
  // NVD3 defaults the ranges to [0, max(measure, markers) * 1.1] when none are given.
  const given = numbers(fd.ranges).sort((a, b) => a - b);
  const top = Math.max(measure ?? 0, ...markers, ...markerLines, 0);
  const ranges = given.length ? given : [top * 1.1 || 1];
  const rangeLabels = labels(fd.range_labels);
  const markerLabels = labels(fd.marker_labels);
  const lineLabels = labels(fd.marker_line_labels);
  const shades = theme.mode === 'dark' ? ['#3a3f47', '#4a505a', '#5b626e'] : ['#eeeeee', '#dddddd', '#cccccc'];
  const category = [metric];

  // Ranges are drawn widest first, each as a full-height background bar on the same row.
  const rangeSeries = ranges
    .map((value, index) => ({
      type: 'bar',
      name: rangeLabels[index] ?? `Range ${index + 1}`,
      data: [value],
      barGap: '-100%',
      barWidth: '70%',
      silent: false,
      itemStyle: { color: shades[Math.min(shades.length - 1, ranges.length - 1 - index)] },
      z: 1,
    }))
    .reverse();

  const echartOptions: Record<string, unknown> = {
    animation: !isStatic,
    textStyle: { fontFamily: echartsFontFamily(theme.fontFamily), color: theme.text },
    grid: { containLabel: true, left: 10, right: 20, top: 24, bottom: 10 },
    xAxis: {
      type: 'value',
      max: Math.max(...ranges, top),
      axisLabel: { color: theme.textMuted, formatter: (value: number) => format(value) },
      splitLine: { show: false },
      axisLine: { show: true, lineStyle: { color: theme.border } },
    },
    // The measure sits on a second (hidden) category axis so it overlays the ranges instead of
    // taking its own slot beside them.
    yAxis: [
      { type: 'category', data: category, axisLabel: { color: theme.text }, axisTick: { show: false } },
      { type: 'category', data: category, show: false },
    ],
    tooltip: isStatic
      ? { show: false }
      : { trigger: 'item', confine: true, backgroundColor: theme.surface, textStyle: { color: theme.text } },
    series: [
      ...rangeSeries,
      {
        type: 'bar',
        name: metric,
        data: [measure],
        yAxisIndex: 1,
        barWidth: '25%',
        itemStyle: { color: theme.primary },
        z: 3,
        label: { show: false },
        markPoint: {
          symbol: 'triangle',
          symbolSize: 12,
          symbolRotate: 180,
          itemStyle: { color: theme.text },
          data: markers.map((value, index) => ({
            name: markerLabels[index] ?? `Marker ${index + 1}`,
            coord: [value, metric],
            value,
          })),
          label: { show: false },
        },
        markLine: {
          symbol: 'none',
          lineStyle: { color: theme.negative, width: 2, type: 'solid' },
          label: { show: lineLabels.length > 0, formatter: '{b}', color: theme.text },
          data: markerLines.map((value, index) => ({ name: lineLabels[index] ?? '', xAxis: value })),
        },
      },
    ],
  };
  return { echartOptions, measure };
}
