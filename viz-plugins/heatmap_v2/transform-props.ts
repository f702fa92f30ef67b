import {
  withEchartsTheme,
  GenericDataType,
  getColumnLabel,
  getMetricLabel,
  getNumberFormatter,
  getSequentialScheme,
  getTimeFormatter,
  type ChartProps,
  type DataRecordValue,
  type EChartsRenderProps,
  type QueryFormColumn,
  type QueryFormData,
  type QueryFormMetric,
} from '../../core/viz/index.ts';

export type HeatmapRenderProps = EChartsRenderProps;

type Sort = 'alpha_asc' | 'alpha_desc' | 'value_asc' | 'value_desc' | undefined;

/** An axis' categories: query order for axis sorts, by the metric summed per category for value sorts. */
export function sortAxisValues(
  rows: readonly Record<string, DataRecordValue>[],
  axis: string,
  metric: string,
  sort: Sort,
  temporal = false,
): DataRecordValue[] {
  const totals = new Map<DataRecordValue, number>();
  for (const row of rows) totals.set(row[axis]!, (totals.get(row[axis]!) ?? 0) + (Number(row[metric]) || 0));
  const values = [...totals.keys()];
  if (sort === 'value_asc') values.sort((a, b) => totals.get(a)! - totals.get(b)!);
  else if (sort === 'value_desc') values.sort((a, b) => totals.get(b)! - totals.get(a)!);
  else if (sort === 'alpha_asc' || sort === 'alpha_desc') {
    values.sort((a, b) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1));
    if (sort === 'alpha_desc') values.reverse();
  } else if (temporal) {
    // Unsorted time runs forward.
    values.sort((a, b) => Number(a) - Number(b));
  }
  return values;
}

/**
 * Superset's Heatmap transformProps: a category (or formatted time) x-axis and y-axis, one cell per
 * row coloured by the metric or, when `normalized`, by its `rank` (from the rank post-processing),
 * a continuous or piecewise visual map over the value bounds, optional value labels.
 */
export default function transformProps(chartProps: ChartProps<QueryFormData>): HeatmapRenderProps {
  const { formData, queriesData, theme, isStatic } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const xLabel = getColumnLabel(formData.x_axis as QueryFormColumn);
  const yColumn = (Array.isArray(formData.groupby) ? formData.groupby[0] : formData.groupby) as QueryFormColumn;
  const yLabel = getColumnLabel(yColumn);
  const metricLabel = getMetricLabel(formData.metric as QueryFormMetric);
  const numberFormatter = getNumberFormatter((formData.y_axis_format as string) || 'SMART_NUMBER');
  const percentFormatter = getNumberFormatter('.2%');
  const typeOf = (label: string) => result?.coltypes[result.colnames.indexOf(label)];
  const timeFormatter = getTimeFormatter((formData.x_axis_time_format as string) || 'smart_date');
  const formatAxis = (label: string) => (value: DataRecordValue) =>
    typeOf(label) === GenericDataType.Temporal && typeof value === 'number' ? timeFormatter(value) : String(value);

  const isTemporal = (label: string) => typeOf(label) === GenericDataType.Temporal;
  const xValues = sortAxisValues(rows, xLabel, metricLabel, formData.sort_x_axis as Sort, isTemporal(xLabel));
  const yValues = sortAxisValues(rows, yLabel, metricLabel, formData.sort_y_axis as Sort, isTemporal(yLabel));
  const xIndex = new Map(xValues.map((v, i) => [v, i]));
  const yIndex = new Map(yValues.map((v, i) => [v, i]));
  const normalized = Boolean(formData.normalized);
  const cells = rows.map((row) => [
    xIndex.get(row[xLabel]!)!,
    yIndex.get(row[yLabel]!)!,
    row[metricLabel] as number | null,
    (row.rank as number | null) ?? null,
  ]);
  const colourValues = cells.map((c) => (normalized ? c[3] : c[2])).filter((v): v is number => typeof v === 'number');
  const [boundMin, boundMax] = (formData.value_bounds as [number | null, number | null] | undefined) ?? [null, null];
  const min = boundMin ?? (normalized ? 0 : Math.min(...colourValues, Infinity));
  const max = boundMax ?? (normalized ? 1 : Math.max(...colourValues, -Infinity));
  const colors = [...getSequentialScheme(formData.linear_color_scheme as string | undefined).colors];
  const interval = (v: unknown) => (v === undefined || Number(v) < 0 ? 'auto' : Math.max(0, Number(v) - 1));
  const axisCommon = {
    type: 'category',
    axisLine: { lineStyle: { color: theme.border } },
    axisLabel: { color: theme.textMuted },
    splitArea: { show: true },
  };

  const echartOptions = {
    animation: !isStatic,
    textStyle: { fontFamily: theme.fontFamily },
    grid: { containLabel: true, left: 16, right: 16, top: 16, bottom: formData.show_legend === false ? 16 : 56 },
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (params: { value: [number, number, number | null, number | null] }) => {
        const [x, y, value, rank] = params.value;
        const lines = [
          `${formatAxis(xLabel)(xValues[x]!)} (${xLabel})`,
          `${formatAxis(yLabel)(yValues[y]!)} (${yLabel})`,
          `${metricLabel}: ${value === null ? 'N/A' : numberFormatter(value)}`,
        ];
        if (formData.show_percentage !== false && rank !== null) lines.push(`%: ${percentFormatter(rank)}`);
        return lines.join('<br/>');
      },
    },
    visualMap: {
      type: formData.legend_type === 'piecewise' ? 'piecewise' : 'continuous',
      show: formData.show_legend !== false,
      min: Number.isFinite(min) ? min : 0,
      max: Number.isFinite(max) ? max : 1,
      dimension: normalized ? 3 : 2,
      calculable: !isStatic,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      inRange: { color: colors },
      textStyle: { color: theme.text },
      formatter: (value: number) => (normalized ? percentFormatter(value) : numberFormatter(value)),
    },
    xAxis: {
      ...axisCommon,
      data: xValues.map(formatAxis(xLabel)),
      axisLabel: { ...axisCommon.axisLabel, interval: interval(formData.xscale_interval) },
    },
    yAxis: {
      ...axisCommon,
      data: yValues.map(formatAxis(yLabel)),
      axisLabel: { ...axisCommon.axisLabel, interval: interval(formData.yscale_interval) },
    },
    series: [
      {
        type: 'heatmap',
        data: cells,
        label: {
          show: Boolean(formData.show_values),
          // No colour: ECharts picks dark or light text for each cell's fill (as in Superset); the
          // theme's text colour was white on the pale cells in dark mode.
          formatter: (params: { value: [number, number, number | null] }) =>
            params.value[2] === null ? '' : numberFormatter(params.value[2]),
        },
        emphasis: { itemStyle: { borderColor: theme.text, borderWidth: 1 } },
      },
    ],
  };
  return { echartOptions: withEchartsTheme(echartOptions, theme, isStatic) };
}
