import {
  withEchartsTheme,
  getCategoricalColorScale,
  GenericDataType,
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

export type BoxPlotRenderProps = EChartsRenderProps & {
  /** The groupby column labels a cross-filter filters on. */
  groupby: string[];
  /** Box name → the group's label; group label → its groupby values. */
  boxGroups: Record<string, string>;
  labelMap: LabelMap;
};

const STATS = ['min', 'q1', 'median', 'q3', 'max', 'mean', 'count'] as const;

/**
 * Superset's BoxPlot transformProps: from the boxplot post-processing's `<metric>__<stat>` columns,
 * one box per group and metric (named by the group, plus the metric when there are several),
 * coloured by group, the outliers as a scatter series; selected groups stay opaque.
 */
export default function transformProps(chartProps: ChartProps<QueryFormData>): BoxPlotRenderProps {
  const { formData, queriesData, theme, isStatic, filterState } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const groupby = ((formData.groupby as QueryFormColumn[] | undefined) ?? []).map(getColumnLabel);
  const metrics = ((formData.metrics as QueryFormMetric[] | undefined) ?? []).map(getMetricLabel);
  const numberFormatter = getNumberFormatter((formData.number_format as string) || 'SMART_NUMBER');
  const timeFormatter = getTimeFormatter((formData.date_format as string) || 'smart_date');
  const colors = getCategoricalColorScale(formData);
  const typeOf = (label: string) => result?.coltypes[result.colnames.indexOf(label)];
  const format = (label: string, value: DataRecordValue) =>
    typeOf(label) === GenericDataType.Temporal && typeof value === 'number' ? timeFormatter(value) : String(value);
  const selected = (filterState?.selectedValues ?? []) as unknown[];

  const labelMap: Record<string, DataRecordValue[]> = {};
  const boxGroups: Record<string, string> = {};
  const boxes: { name: string; value: number[]; itemStyle: Record<string, unknown> }[] = [];
  const outliers: { name: string; color: string; data: [string, number][] }[] = [];
  for (const row of rows) {
    const group = groupby.length ? groupby.map((g) => format(g, row[g] ?? null)).join(', ') : 'All';
    labelMap[group] = groupby.map((g) => row[g] ?? null);
    const color = colors.getColor(group, formData.slice_id);
    const opacity = selected.length && !selected.includes(group) ? 0.3 : 0.6;
    for (const metric of metrics) {
      const name = metrics.length === 1 ? group : `${group}, ${metric}`;
      boxGroups[name] = group;
      boxes.push({
        name,
        value: STATS.map((stat) => Number(row[`${metric}__${stat}`])),
        itemStyle: { color, opacity, borderColor: color },
      });
      const points = row[`${metric}__outliers`];
      const values = Array.isArray(points)
        ? (points as unknown[])
        : typeof points === 'string'
          ? safeJsonArray(points)
          : [];
      outliers.push({ name, color, data: values.map((v) => [name, Number(v)]) });
    }
  }

  const tooltipFormatter = (params: { seriesType: string; name: string; value: number[] }) => {
    if (params.seriesType === 'scatter') return `${params.name}<br/>Outlier: ${numberFormatter(params.value[1])}`;
    const [min, q1, median, q3, max, mean, count] = params.value.slice(-7);
    return [
      params.name,
      `Max: ${numberFormatter(max)}`,
      `3rd Quartile: ${numberFormatter(q3)}`,
      `Mean: ${numberFormatter(mean)}`,
      `Median: ${numberFormatter(median)}`,
      `1st Quartile: ${numberFormatter(q1)}`,
      `Min: ${numberFormatter(min)}`,
      `# Observations: ${count}`,
    ].join('<br/>');
  };
  const ticks = formData.x_ticks_layout as string | undefined;
  const rotate = ticks === '45°' ? 45 : ticks === '90°' ? 90 : 0;

  const echartOptions = {
    animation: !isStatic,
    textStyle: { fontFamily: theme.fontFamily },
    grid: { containLabel: true, left: 16, right: 16, top: 24, bottom: 16 },
    tooltip: { trigger: 'item', confine: true, formatter: tooltipFormatter },
    xAxis: {
      type: 'category',
      data: boxes.map((b) => b.name),
      axisLine: { lineStyle: { color: theme.border } },
      axisLabel: { color: theme.textMuted, rotate, hideOverlap: ticks === 'auto' || !ticks },
    },
    yAxis: {
      type: 'value',
      axisLabel: { color: theme.textMuted, formatter: (v: number) => numberFormatter(v) },
      splitLine: { lineStyle: { color: theme.gridLine } },
    },
    series: [
      { name: 'boxplot', type: 'boxplot', data: boxes, dimensions: ['name', ...STATS] },
      ...outliers.map((o) => ({ name: 'outlier', type: 'scatter', data: o.data, itemStyle: { color: o.color } })),
    ],
  };
  return { echartOptions: withEchartsTheme(echartOptions, theme, isStatic), groupby, boxGroups, labelMap };
}

function safeJsonArray(text: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}
