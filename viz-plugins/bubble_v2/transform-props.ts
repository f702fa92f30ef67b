import {
  withEchartsTheme,
  getCategoricalColorScale,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  type ChartProps,
  type EChartsRenderProps,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormMetric,
} from '../../core/viz/index.ts';

export type BubbleRenderProps = EChartsRenderProps;

/** Superset's bubble sizing: the largest bubble gets `max_bubble_size` px, the others proportionally by area-ish radius. */
export function bubbleSize(size: number, maxSize: number, maxBubbleSize: number): number {
  if (!(maxSize > 0) || !(size > 0)) return 0;
  return (size / maxSize) * maxBubbleSize;
}

/**
 * Superset's Bubble transformProps: one scatter series per `series` value, each point an `entity`
 * at (x, y) sized by the size metric relative to the largest; value axes (log when asked).
 */
export default function transformProps(chartProps: ChartProps<QueryFormData>): BubbleRenderProps {
  const { formData, queriesData, theme, isStatic } = chartProps;
  const rows = queriesData[0]?.data ?? [];
  const entity = getColumnLabel(formData.entity as QueryFormColumn);
  const seriesColumn = formData.series ? getColumnLabel(formData.series as QueryFormColumn) : undefined;
  const [xLabel, yLabel, sizeLabel] = (['x', 'y', 'size'] as const).map((key) =>
    getMetricLabel(formData[key] as QueryFormMetric),
  ) as [string, string, string];
  const colors = getCategoricalColorScale(formData);
  const xFormatter = getNumberFormatter((formData.xAxisFormat as string) || 'SMART_NUMBER');
  const yFormatter = getNumberFormatter((formData.y_axis_format as string) || 'SMART_NUMBER');
  const sizeFormatter = getNumberFormatter((formData.tooltipSizeFormat as string) || 'SMART_NUMBER');
  const maxBubbleSize = Number(formData.max_bubble_size ?? 25) || 25;
  const maxSize = Math.max(0, ...rows.map((r) => Number(r[sizeLabel]) || 0));
  const opacity = typeof formData.opacity === 'number' ? formData.opacity : 0.6;

  const groups = new Map<string, [number, number, number, string][]>();
  for (const row of rows) {
    const name = seriesColumn ? String(row[seriesColumn]) : String(row[entity]);
    const points = groups.get(name) ?? [];
    points.push([Number(row[xLabel]), Number(row[yLabel]), Number(row[sizeLabel]), String(row[entity])]);
    groups.set(name, points);
  }
  const series = [...groups].map(([name, data]) => ({
    type: 'scatter',
    name,
    data,
    symbolSize: (value: [number, number, number]) => bubbleSize(value[2], maxSize, maxBubbleSize),
    itemStyle: { color: colors.getColor(name, formData.slice_id), opacity },
    emphasis: { focus: 'series' },
  }));
  const axis = (title: unknown, log: unknown, formatter: (v: number) => string, rotate = 0) => ({
    type: log ? 'log' : 'value',
    name: (title as string) || '',
    nameLocation: 'middle',
    nameGap: 32,
    nameTextStyle: { color: theme.textMuted },
    scale: true,
    axisLine: { lineStyle: { color: theme.border } },
    axisLabel: { color: theme.textMuted, formatter, rotate },
    splitLine: { lineStyle: { color: theme.gridLine } },
  });
  const yBounds = (formData.y_axis_bounds as [number | null, number | null] | undefined) ?? [null, null];

  const echartOptions = {
    animation: !isStatic,
    textStyle: { fontFamily: theme.fontFamily },
    grid: { containLabel: true, left: 24, right: 24, top: formData.show_legend !== false ? 40 : 16, bottom: 24 },
    legend: { show: formData.show_legend !== false, type: 'scroll', top: 0, textStyle: { color: theme.text } },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: { seriesName: string; value: [number, number, number, string] }) =>
        [
          `<b>${p.value[3]}</b> (${p.seriesName})`,
          `${xLabel}: ${xFormatter(p.value[0])}`,
          `${yLabel}: ${yFormatter(p.value[1])}`,
          `${sizeLabel}: ${sizeFormatter(p.value[2])}`,
        ].join('<br/>'),
    },
    xAxis: axis(
      formData.x_axis_label,
      formData.logXAxis,
      (v) => xFormatter(v),
      Number(formData.xAxisLabelRotation) || 0,
    ),
    yAxis: {
      ...axis(formData.y_axis_label, formData.logYAxis, (v) => yFormatter(v)),
      ...(formData.truncateYAxis ? { min: yBounds[0] ?? undefined, max: yBounds[1] ?? undefined } : {}),
    },
    series,
  };
  return { echartOptions: withEchartsTheme(echartOptions, theme, isStatic) };
}
