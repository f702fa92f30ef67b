import {
  getCategoricalColorScale,
  getMetricLabel,
  getNumberFormatter,
  getTimeFormatter,
  tooltipHtml,
  withEchartsTheme,
} from '../../core/viz/index.ts';
import type { ChartProps, DataRecord, EChartsRenderProps, QueryFormData } from '../../core/viz/index.ts';

const TIMESTAMP = '__timestamp';

/** Series columns of the flattened pivot: every column but the time index, named by group for one metric. */
export function roseSeries(
  colnames: readonly string[],
  metrics: readonly string[],
  index: string,
): { column: string; name: string }[] {
  const single = metrics.length === 1 ? `${metrics[0]}, ` : undefined;
  return colnames
    .filter((column) => column !== index)
    .map((column) => ({ column, name: single && column.startsWith(single) ? column.slice(single.length) : column }));
}

/**
 * Radii of stacked wedges when the area, not the radius, is proportional to the value
 * (`rose_area_proportion`): each segment spans sqrt(cumulative) − sqrt(previous cumulative).
 */
export function areaProportional(values: readonly number[]): number[] {
  let cumulative = 0;
  return values.map((value) => {
    const before = Math.sqrt(cumulative);
    cumulative += Math.max(0, value);
    return Math.sqrt(cumulative) - before;
  });
}

/**
 * Superset's legacy Nightingale rose (legacy-plugin-chart-rose) on ECharts: one wedge of equal
 * angle per time step, its series stacked outwards, from the pivoted time series the rose's
 * buildQuery asks for.
 */
export default function transformProps(chartProps: ChartProps<QueryFormData>): EChartsRenderProps {
  const { formData, queriesData, theme, isStatic } = chartProps;
  const result = queriesData[0];
  const data: DataRecord[] = result?.data ?? [];
  const metrics = (formData.metrics ?? []).map(getMetricLabel);
  const index = typeof formData.x_axis === 'string' && formData.x_axis ? formData.x_axis : TIMESTAMP;
  const colnames = result?.colnames?.length ? result.colnames : Object.keys(data[0] ?? {});
  const series = roseSeries(colnames, metrics, index);
  const numberFormatter = getNumberFormatter(formData.number_format as string | undefined);
  const timeFormatter = getTimeFormatter(formData.date_time_format as string | undefined);
  const colorFn = getCategoricalColorScale(formData);
  const useArea = Boolean(formData.rose_area_proportion);

  const times = data.map((row) => {
    const value = row[index];
    return typeof value === 'number' || typeof value === 'string' ? timeFormatter(new Date(value)) : String(value);
  });
  const raw = data.map((row) => series.map(({ column }) => Number(row[column]) || 0));
  const drawn = useArea ? raw.map(areaProportional) : raw;

  const echartOptions = withEchartsTheme(
    {
      animation: !isStatic,
      tooltip: {
        show: !isStatic,
        trigger: formData.rich_tooltip === false ? 'item' : 'axis',
        formatter: (params: { dataIndex: number } | { dataIndex: number }[]) => {
          const first = Array.isArray(params) ? params[0] : params;
          const row = first ? raw[first.dataIndex] : undefined;
          if (!first || !row) return '';
          return tooltipHtml(
            series.map(({ name }, position) => [name, numberFormatter(row[position] ?? 0)]),
            times[first.dataIndex],
          );
        },
      },
      legend: { show: series.length > 1, type: 'scroll', top: 0, textStyle: { color: theme.text } },
      polar: { radius: ['0%', '80%'], center: ['50%', '55%'] },
      angleAxis: {
        type: 'category',
        data: times,
        axisLabel: { color: theme.textMuted },
        axisLine: { lineStyle: { color: theme.border } },
      },
      radiusAxis: { show: false, axisLabel: { show: false }, splitLine: { show: false } },
      series: series.map(({ name }, position) => ({
        type: 'bar',
        name,
        coordinateSystem: 'polar',
        stack: 'rose',
        barCategoryGap: '0%',
        itemStyle: { color: colorFn(name), borderColor: theme.background, borderWidth: 1 },
        data: drawn.map((row) => row[position] ?? 0),
      })),
    },
    theme,
    Boolean(isStatic),
  );
  return { echartOptions };
}
