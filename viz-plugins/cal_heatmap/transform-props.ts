import {
  withEchartsTheme,
  getMetricLabel,
  getNumberFormatter,
  getSequentialScheme,
  getTimeFormatter,
  type ChartProps,
  type EChartsRenderProps,
  type QueryFormData,
  type QueryFormMetric,
} from '../../core/viz/index.ts';
import { bucketStart, domainLabel, subdomainIndex, subdomainLabel, type Granularity } from './calendar-buckets.ts';

export type CalendarRenderProps = EChartsRenderProps;
const GRANULARITIES: readonly Granularity[] = ['min', 'hour', 'day', 'week', 'month', 'year'];
const TITLE_HEIGHT = 24;
const LEGEND_HEIGHT = 32;

const granularity = (value: unknown, fallback: Granularity): Granularity =>
  GRANULARITIES.includes(value as Granularity) ? (value as Granularity) : fallback;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Superset's Calendar Heatmap, drawn with ECharts: one block per metric (titled when
 * show_metric_name), cells coloured in `steps` steps of the linear scheme. Day cells use ECharts'
 * calendar (weeks × weekdays with month separators); other subdomains a grid of domain blocks
 * (columns) by the cell's place in its block (rows).
 */
export default function transformProps(chartProps: ChartProps<QueryFormData>): CalendarRenderProps {
  const { formData, queriesData, theme, isStatic, width, height } = chartProps;
  const result = queriesData[0];
  const rows = result?.data ?? [];
  const timeColumn = result?.colnames.includes('__timestamp') ? '__timestamp' : (result?.colnames[0] ?? '__timestamp');
  const metrics = ((formData.metrics as QueryFormMetric[] | undefined) ?? []).map(getMetricLabel);
  const domain = granularity(formData.domain_granularity, 'month');
  const subdomain = granularity(formData.subdomain_granularity, 'day');
  const formatter = getNumberFormatter((formData.y_axis_format as string) || 'SMART_NUMBER');
  const timeFormatter = getTimeFormatter((formData.x_axis_time_format as string) || 'smart_date');
  const colors = [...getSequentialScheme(formData.linear_color_scheme as string | undefined).colors];
  const steps = Math.max(2, Number(formData.steps ?? 10) || 10);
  const showTitle = formData.show_metric_name !== false;
  const showLegend = formData.show_legend !== false;
  const cellSize = Math.max(4, Number(formData.cell_size ?? 10) || 10);
  const padding = Math.max(0, Number(formData.cell_padding ?? 2) || 0);
  const blockHeight = metrics.length ? height / metrics.length : height;
  const times = rows.map((r) => Number(r[timeColumn])).filter(Number.isFinite);
  const [first, last] = [Math.min(...times), Math.max(...times)];

  const titles: Record<string, unknown>[] = [];
  const visualMaps: Record<string, unknown>[] = [];
  const series: Record<string, unknown>[] = [];
  const calendars: Record<string, unknown>[] = [];
  const grids: Record<string, unknown>[] = [];
  const xAxes: Record<string, unknown>[] = [];
  const yAxes: Record<string, unknown>[] = [];

  metrics.forEach((metric, i) => {
    const top = i * blockHeight + (showTitle ? TITLE_HEIGHT : 4);
    const bottomPad = showLegend ? LEGEND_HEIGHT : 8;
    const values = rows.map((r) => r[metric]).filter((v): v is number => typeof v === 'number');
    if (showTitle)
      titles.push({ text: metric, top: i * blockHeight, left: 8, textStyle: { color: theme.text, fontSize: 13 } });
    visualMaps.push({
      type: 'piecewise',
      show: showLegend,
      seriesIndex: i,
      // The value's place in a cell: [day, value] on the calendar, [block, cell, value, time] on the grid.
      dimension: subdomain === 'day' ? 1 : 2,
      min: values.length ? Math.min(...values) : 0,
      max: values.length ? Math.max(...values) : 1,
      splitNumber: steps,
      inRange: { color: colors },
      // A row of swatches between the lowest and highest value (cal-heatmap's legend): a label per
      // step overflowed any card narrower than about 1000px.
      showLabel: false,
      text: values.length ? [formatter(Math.max(...values)), formatter(Math.min(...values))] : undefined,
      itemGap: 2,
      orient: 'horizontal',
      left: 'center',
      top: (i + 1) * blockHeight - LEGEND_HEIGHT + 4,
      itemWidth: 12,
      itemHeight: 12,
      textStyle: { color: theme.textMuted },
      formatter: (lo: number, hi: number) => `${formatter(lo)} - ${formatter(hi)}`,
    });
    const label = {
      show: Boolean(formData.show_values),
      color: theme.text,
      fontSize: Math.max(8, cellSize * 0.6),
      formatter: (p: { value: unknown[] }) => formatter(p.value[p.value.length - 1] as number),
    };
    if (subdomain === 'day') {
      const weeks = times.length ? Math.ceil((last - first) / (7 * 86_400_000)) + 2 : 53;
      const available = blockHeight - (top - i * blockHeight) - bottomPad - 24;
      // A fixed cell size when the weeks fit (ECharts then sizes the box); else fit the box.
      // Square cells: the chosen size when the weeks fit, else the largest that fits (stretching
      // the cells to the box made them thin bars a few pixels wide).
      const fitted = Math.floor(Math.min((width - 56) / weeks, available / 7));
      const size = Math.max(2, Math.min(cellSize, fitted));
      calendars.push({
        // Month labels sit above the cells: leave them room under the title.
        top: top + 24,
        left: 40,
        cellSize: [size, size],
        range: times.length ? [isoDay(first), isoDay(last)] : new Date().getUTCFullYear(),
        orient: 'horizontal',
        // Days without data show as a faint cell, as in Superset's cal-heatmap.
        itemStyle: { color: theme.gridLine, borderColor: theme.background, borderWidth: padding },
        splitLine: { show: domain !== 'day' && domain !== 'hour', lineStyle: { color: theme.border } },
        dayLabel: {
          color: theme.textMuted,
          firstDay: 1,
          nameMap: 'EN',
          fontSize: Math.max(6, Math.min(12, size + 1)),
        },
        monthLabel: { color: theme.textMuted },
        yearLabel: { show: domain === 'year', color: theme.textMuted },
      });
      series.push({
        type: 'heatmap',
        name: metric,
        coordinateSystem: 'calendar',
        calendarIndex: calendars.length - 1,
        data: rows.map((r) => [isoDay(Number(r[timeColumn])), r[metric]]),
        label,
      });
    } else {
      const blocks = [...new Set(times.map((t) => bucketStart(t, domain)))].sort((a, b) => a - b);
      const slots = [...new Set(times.map((t) => subdomainIndex(t, domain, subdomain)))].sort((a, b) => a - b);
      const slotCount = slots.length ? slots[slots.length - 1]! + 1 : 1;
      // The bottom margin holds the x-axis labels above the legend.
      grids.push({ top: top + 8, bottom: height - (i + 1) * blockHeight + bottomPad + 24, left: 56, right: 16 });
      xAxes.push({
        type: 'category',
        gridIndex: grids.length - 1,
        data: blocks.map((b) => domainLabel(b, domain)),
        axisLabel: { color: theme.textMuted },
        axisLine: { lineStyle: { color: theme.border } },
      });
      yAxes.push({
        type: 'category',
        gridIndex: grids.length - 1,
        inverse: true,
        data: Array.from({ length: slotCount }, (_, s) => subdomainLabel(s, domain, subdomain)),
        axisLabel: { color: theme.textMuted },
        axisLine: { lineStyle: { color: theme.border } },
      });
      const blockIndex = new Map(blocks.map((b, j) => [b, j]));
      series.push({
        type: 'heatmap',
        name: metric,
        xAxisIndex: xAxes.length - 1,
        yAxisIndex: yAxes.length - 1,
        itemStyle: { borderColor: theme.background, borderWidth: padding },
        data: rows.map((r) => {
          const t = Number(r[timeColumn]);
          return [blockIndex.get(bucketStart(t, domain)), subdomainIndex(t, domain, subdomain), r[metric], t];
        }),
        label,
      });
    }
  });

  const echartOptions = {
    animation: !isStatic,
    textStyle: { fontFamily: theme.fontFamily },
    title: titles,
    tooltip: {
      trigger: 'item',
      confine: true,
      formatter: (p: { seriesName: string; value: unknown[] }) => {
        const time = subdomain === 'day' ? Date.parse(String(p.value[0])) : Number(p.value[3]);
        const value = p.value[subdomain === 'day' ? 1 : 2] as number | null;
        return `${timeFormatter(time)}<br/>${p.seriesName}: ${value === null ? 'N/A' : formatter(value)}`;
      },
    },
    visualMap: visualMaps,
    ...(calendars.length ? { calendar: calendars } : {}),
    ...(grids.length ? { grid: grids, xAxis: xAxes, yAxis: yAxes } : {}),
    series,
  };
  return { echartOptions: withEchartsTheme(echartOptions, theme, isStatic) };
}
