import {
  getCategoricalColorScale,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getSequentialColor,
  tooltipHtml,
  withEchartsTheme,
} from '../../core/viz/index.ts';
import type { ChartProps, EChartsRenderProps, QueryFormData, QueryFormMetric } from '../../core/viz/index.ts';

/**
 * Superset's legacy parallel coordinates (legacy-plugin-chart-parallel-coordinates), drawn with
 * ECharts' parallel series: one axis per metric (and the series column first with
 * `include_series`), one line per row, coloured by `secondary_metric` on the linear scheme.
 */
export default function transformProps(chartProps: ChartProps<QueryFormData>): EChartsRenderProps {
  const { formData, queriesData, theme, isStatic } = chartProps;
  const data = queriesData[0]?.data ?? [];
  const series = formData.series ? getColumnLabel(formData.series as string) : undefined;
  const metricLabels = (formData.metrics ?? []).map(getMetricLabel);
  const secondary = formData.secondary_metric as QueryFormMetric | null | undefined;
  const colorLabel = secondary ? getMetricLabel(secondary) : undefined;
  const includeSeries = Boolean(formData.include_series) && series !== undefined;
  const numberFormatter = getNumberFormatter();

  const axes: { dim: number; name: string; type?: string; data?: string[] }[] = [];
  const seriesValues = series ? data.map((row) => String(row[series] ?? '<NULL>')) : [];
  if (includeSeries) axes.push({ dim: 0, name: series!, type: 'category', data: [...new Set(seriesValues)] });
  for (const metric of metricLabels) axes.push({ dim: axes.length, name: metric });

  const colorValues = colorLabel ? data.map((row) => Number(row[colorLabel])) : [];
  const finite = colorValues.filter(Number.isFinite);
  const linear = colorLabel
    ? getSequentialColor(formData.linear_color_scheme as string | undefined, Math.min(...finite), Math.max(...finite))
    : undefined;
  const categorical = getCategoricalColorScale(formData);

  const lines = data.map((row, index) => ({
    name: seriesValues[index] ?? String(index),
    value: [...(includeSeries ? [seriesValues[index]] : []), ...metricLabels.map((metric) => row[metric])],
    lineStyle: {
      color: linear ? linear(colorValues[index] ?? 0) : categorical(seriesValues[index] ?? ''),
      width: 1.5,
      opacity: 0.7,
    },
  }));

  // Axes above the lines, their labels haloed in the card's colour (as Superset's parallel
  // coordinates do with a text shadow): under a hundred lines the ticks were unreadable, in dark most of all.
  const halo = { textBorderColor: theme.background, textBorderWidth: 3 };
  const axisStyle = {
    z: 10,
    nameTextStyle: { color: theme.text, ...halo },
    axisLine: { lineStyle: { color: theme.border } },
    axisTick: { lineStyle: { color: theme.border } },
    axisLabel: { color: theme.textMuted, ...halo },
  };
  const echartOptions = withEchartsTheme(
    {
      animation: !isStatic,
      tooltip: {
        show: !isStatic,
        trigger: 'item',
        formatter: (params: { name?: string; value?: unknown[] }) =>
          tooltipHtml(
            metricLabels.map((metric, index) => [
              metric,
              numberFormatter(Number(params.value?.[index + (includeSeries ? 1 : 0)])),
            ]),
            params.name ?? '',
          ),
      },
      parallel: { left: 60, right: 80, top: 40, bottom: 30 },
      parallelAxis: axes.map((axis) => ({ ...axis, ...axisStyle })),
      series: [{ type: 'parallel', smooth: false, data: lines, emphasis: { lineStyle: { width: 3, opacity: 1 } } }],
    },
    theme,
    Boolean(isStatic),
  );
  return { echartOptions };
}
