import {
  withEchartsTheme,
  getCategoricalColorScale,
  getColumnLabel,
  getNumberFormatter,
  type ChartProps,
  type EChartsRenderProps,
  type QueryFormColumn,
  type QueryFormData,
} from '../../core/viz/index.ts';

export type HistogramRenderProps = EChartsRenderProps;

/** "1.5 - 3" (the histogram post-processing's bin label) → its two edges. */
export function parseBin(label: string): [number, number] | null {
  const match = /^(-?[\d.e+-]+|-?inf|nan) - (-?[\d.e+-]+|-?inf|nan)$/i.exec(label);
  if (!match) return null;
  return [Number(match[1]), Number(match[2])];
}

/**
 * Superset's Histogram transformProps: the bins (columns after the groupby columns, labelled
 * "<lo> - <hi>") on a category x-axis formatted with x_axis_format, one bar series per groupby
 * row (or one named after the column); percentages on the y-axis when normalized.
 */
export default function transformProps(chartProps: ChartProps<QueryFormData>): HistogramRenderProps {
  const { formData, queriesData, theme, isStatic } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const groupby = ((formData.groupby as QueryFormColumn[] | undefined) ?? []).map(getColumnLabel);
  const binLabels = (result?.colnames ?? []).filter((name) => !groupby.includes(name));
  const xFormatter = getNumberFormatter((formData.x_axis_format as string) || 'SMART_NUMBER');
  const yFormatter = formData.normalize
    ? getNumberFormatter('.2%')
    : getNumberFormatter((formData.y_axis_format as string) || 'SMART_NUMBER');
  const colors = getCategoricalColorScale(formData);
  const columnLabel = getColumnLabel(formData.column as QueryFormColumn);
  const axisName = { color: theme.textMuted };

  const series = rows.map((row) => {
    const name = groupby.length ? groupby.map((g) => String(row[g])).join(', ') : columnLabel;
    return {
      type: 'bar',
      name,
      barCategoryGap: groupby.length > 1 ? '20%' : '2%',
      itemStyle: { color: colors.getColor(name, formData.slice_id) },
      label: {
        show: Boolean(formData.show_value),
        position: 'top',
        color: theme.text,
        formatter: (p: { value: number }) => yFormatter(p.value),
      },
      data: binLabels.map((bin) => row[bin] as number),
    };
  });

  const echartOptions = {
    animation: !isStatic,
    textStyle: { fontFamily: theme.fontFamily },
    grid: {
      // The margins hold the tick labels and the axis titles (ECharts 6; `containLabel` needs its
      // legacy feature registered and would leave the titles out: they were cut off).
      outerBoundsMode: 'same',
      outerBoundsContain: 'all',
      left: 16,
      right: 16,
      top: formData.show_legend !== false && groupby.length ? 40 : 16,
      bottom: 16,
    },
    legend: {
      show: formData.show_legend !== false && groupby.length > 0,
      type: 'scroll',
      top: 0,
      textStyle: { color: theme.text },
      data: series.map((s) => s.name),
    },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      confine: true,
      valueFormatter: (v: number) => yFormatter(v),
    },
    xAxis: {
      type: 'category',
      name: (formData.x_axis_title as string) || '',
      nameLocation: 'middle',
      nameGap: 28,
      nameTextStyle: axisName,
      axisLine: { lineStyle: { color: theme.border } },
      axisLabel: { color: theme.textMuted },
      data: binLabels.map((label) => {
        const edges = parseBin(label);
        return edges ? `${xFormatter(edges[0])} - ${xFormatter(edges[1])}` : label;
      }),
    },
    yAxis: {
      type: 'value',
      name: (formData.y_axis_title as string) || '',
      nameLocation: 'middle',
      nameGap: 48,
      nameTextStyle: axisName,
      axisLabel: { color: theme.textMuted, formatter: (v: number) => yFormatter(v) },
      splitLine: { lineStyle: { color: theme.gridLine } },
    },
    series,
  };
  return { echartOptions: withEchartsTheme(echartOptions, theme, isStatic) };
}
