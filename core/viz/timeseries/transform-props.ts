// The shared transformProps of the ECharts time-series family (Superset plugin-chart-echarts
// src/Timeseries/transformProps.ts): chart-data answer + form_data + size + theme → ECharts option,
// plus what the chart component needs for cross-filters, drill and the uPlot path.
import type { ChartProps, EChartsRenderProps } from '../plugin/chart-props.ts';
import type { DataRecordValue, QueryFormData } from '../query/query-types.ts';
import { GenericDataType } from '../query/query-types.ts';
import { annotationSeries } from './annotations.ts';
import { Orientation, StackType, TIMESERIES_PADDING as PAD, UPLOT_POINT_THRESHOLD } from './constants.ts';
import { extractSeries } from './extract-series.ts';
import { readLargeColumns, readLargeSeries, type LargeSeriesData } from './large-series.ts';
import { echartsFontFamily, getColorScale, getTimeFormatter, getValueFormatter } from './formatting.ts';
import { readTimeseriesFormData, type TimeseriesOptions } from './read-form-data.ts';
import { spacedTimeLabels, timeDomain } from './spaced-x-labels.ts';
import { forecastContext, transformSeries } from './series-options.ts';
import { buildTooltip } from './tooltip.ts';

export type { LargeSeriesData } from './large-series.ts';

export interface TimeseriesRenderProps extends EChartsRenderProps {
  groupby: string[];
  labelMap: Record<string, DataRecordValue[]>;
  xColumn: string;
  xAxisType: 'time' | 'value' | 'category';
  /** Horizontal bars put the x value second in each point. */
  isHorizontal?: boolean;
  timeGrain?: string;
  formatX: (value: DataRecordValue) => string;
  formatValue: (value: number | null) => string;
  seriesNames: string[];
  /** Set when the answer is too large for ECharts and the series can be drawn as lines by uPlot. */
  large: LargeSeriesData | null;
  totalPoints: number;
  downsampled: boolean;
}

/** Grain → its length in ms, for a bar chart's minimum interval on a time axis. */
const GRAIN_MS: Record<string, number> = {
  PT1S: 1000,
  PT1M: 60_000,
  PT1H: 3_600_000,
  P1D: 86_400_000,
  P1W: 7 * 86_400_000,
  P1M: 28 * 86_400_000,
  P3M: 89 * 86_400_000,
  P1Y: 365 * 86_400_000,
};

/**
 * Room the zoom toolbox takes at the top right (three 15 px icons, 8 px apart, 5 px from the edge,
 * and a gap): Superset's 55 px (legendTopRightOffset) lets a scrolling legend's pager run under it.
 */
const ZOOM_TOOLBOX_WIDTH = 80;

function legendOption(options: TimeseriesOptions, names: string[], theme: ChartProps['theme']) {
  const orient = options.legendOrientation;
  const position =
    orient === 'top'
      ? { top: 0, right: options.zoomable ? ZOOM_TOOLBOX_WIDTH : 0, left: 'auto', orient: 'horizontal' }
      : orient === 'bottom'
        ? { bottom: 0, left: 'center', orient: 'horizontal' }
        : orient === 'left'
          ? { left: 0, top: 'middle', orient: 'vertical' }
          : { right: 0, top: 'middle', orient: 'vertical' };
  return {
    show: options.showLegend,
    type: options.legendType,
    data: names,
    textStyle: { color: theme.text, fontFamily: echartsFontFamily(theme.fontFamily) },
    pageTextStyle: { color: theme.textMuted },
    ...position,
  };
}

/** The plot's width estimated from the chart's: the grid's offsets and about 60 px of y-axis labels. */
function plotWidth(width: number, options: TimeseriesOptions): number {
  const grid = gridOption(options);
  return Math.max(0, width - grid.left - grid.right - 60);
}

function gridOption(options: TimeseriesOptions) {
  const legend = options.showLegend ? 30 : 0;
  const o = options.legendOrientation;
  return {
    containLabel: true,
    top:
      PAD.gridOffsetTop +
      (o === 'top' ? legend : 0) +
      (options.yAxisTitlePosition === 'Top' && options.yAxisTitle ? 20 : 0),
    bottom:
      (options.zoomable ? PAD.gridOffsetBottomZoomable : PAD.gridOffsetBottom) +
      (o === 'bottom' ? legend : 0) +
      (options.xAxisTitle ? options.xAxisTitleMargin : 0),
    left:
      PAD.gridOffsetLeft +
      (o === 'left' ? 120 : 0) +
      (options.yAxisTitle && options.yAxisTitlePosition === 'Left' ? options.yAxisTitleMargin : 0),
    right: PAD.gridOffsetRight + (o === 'right' ? 120 : 0),
  };
}

export function transformTimeseriesProps(
  chartProps: ChartProps,
  overrides: Partial<QueryFormData> = {},
): TimeseriesRenderProps {
  const { theme, isStatic } = chartProps;
  const formData = { ...chartProps.formData, ...overrides };
  const options = readTimeseriesFormData(formData);
  const result = chartProps.queriesData[0] ?? { data: [], colnames: [], coltypes: [], rowcount: 0 };
  // A columnar answer (Loupe's client reading Arrow) is read without touching `data`, whose row
  // objects it only builds when asked.
  const columns = result.columns;
  const colnames = result.colnames ?? [];
  const rowCount = columns ? (columns[colnames[0] ?? '']?.length ?? 0) : (result.data ?? []).length;
  const xIndex = colnames.indexOf(options.xAxis);
  const xType = xIndex >= 0 ? result.coltypes?.[xIndex] : GenericDataType.Temporal;
  const xAxisType: TimeseriesRenderProps['xAxisType'] =
    xType === GenericDataType.Temporal ? 'time' : xType === GenericDataType.Numeric ? 'value' : 'category';
  const isHorizontal = options.seriesType === 'bar' && options.orientation === Orientation.Horizontal;
  const percent = options.stack === StackType.Expand;
  const colorOf = getColorScale(options.colorScheme, options.labelColors);
  const valueFormat = percent || options.contributionMode ? ',.0%' : options.yAxisFormat;
  const formatValue = getValueFormatter(valueFormat);
  const formatTooltipX = xAxisType === 'time' ? getTimeFormatter(options.tooltipTimeFormat) : null;
  const formatX = (value: DataRecordValue) =>
    formatTooltipX && typeof value === 'number' ? formatTooltipX(value) : String(value ?? 'N/A');
  const labelMap = (result.label_map ?? {}) as Record<string, DataRecordValue[]>;

  // The renderer is chosen here, where the point count is known: uPlot (a browser canvas, so never
  // for a static render) draws plain line series above the threshold, and then no ECharts series
  // is built at all.
  const seriesColumns = colnames.filter((name) => name !== options.xAxis);
  const totalPoints = rowCount * seriesColumns.length;
  const uplotEligible =
    !isStatic &&
    totalPoints > UPLOT_POINT_THRESHOLD &&
    !isHorizontal &&
    !options.stack &&
    options.seriesType !== 'bar' &&
    xAxisType !== 'category' &&
    options.annotationLayers.length === 0;
  if (uplotEligible) {
    const read = {
      xAxis: options.xAxis,
      names: seriesColumns,
      sortSeriesType: options.sortSeriesType,
      sortSeriesAscending: options.sortSeriesAscending,
      colorOf: (name: string) => colorOf(forecastContext(name).name),
    };
    const large = columns ? readLargeColumns(columns, rowCount, read) : readLargeSeries(result.data ?? [], read);
    return {
      echartOptions: {},
      groupby: options.groupby,
      labelMap,
      xColumn: options.xColumn,
      xAxisType,
      isHorizontal,
      timeGrain: options.timeGrain,
      formatX,
      formatValue: (value) => formatValue(value),
      seriesNames: large.series.map((entry) => entry.name),
      large,
      totalPoints,
      downsampled: Boolean(result.downsampled),
    };
  }

  const rows = result.data ?? [];
  const { series: rawSeries, totals } = extractSeries(rows, colnames, {
    xAxis: options.xAxis,
    fillNeighborValue: options.stack && !options.forecastEnabled ? 0 : undefined,
    percent,
    isHorizontal,
    sortSeriesType: options.sortSeriesType,
    sortSeriesAscending: options.sortSeriesAscending,
  });
  // Prophet's upper bound is drawn stacked on the lower one: rebase it to the band's height.
  const byName = new Map(rawSeries.map((entry) => [entry.name, entry]));
  for (const entry of rawSeries) {
    const context = forecastContext(entry.name);
    if (context.kind !== 'upper') continue;
    const lower = byName.get(`${context.name}__yhat_lower`);
    if (!lower) continue;
    entry.data = entry.data.map(([x, y], index) => {
      const low = lower.data[index]?.[1];
      return [x, y === null || low === null || low === undefined ? y : y - low];
    });
  }

  const formatAxisX = xAxisType === 'time' ? getTimeFormatter(options.xAxisTimeFormat) : null;
  const selectedValues = (chartProps.filterState?.selectedValues as string[] | null | undefined) ?? null;
  const observationNames = rawSeries
    .filter((entry) => forecastContext(entry.name).kind === 'observation')
    .map((e) => e.name);
  const lastStacked = observationNames[observationNames.length - 1];

  const series = rawSeries.map((entry) =>
    transformSeries(entry, {
      options,
      color: colorOf(forecastContext(entry.name).name),
      isLastInStack: entry.name === lastStacked,
      totals,
      formatValue: (value) => formatValue(value),
      selectedValues,
      isStatic,
    }),
  );
  const xValues = rows.map((row) => row[options.xAxis]).filter((x): x is number => typeof x === 'number');
  series.push(...annotationSeries(options.annotationLayers, result.annotation_data, xValues, theme.textMuted));

  const [yMin, yMax] = options.yAxisBounds;
  const valueAxis = {
    type: options.logAxis ? 'log' : 'value',
    min: percent ? 0 : options.truncateYAxis || yMin !== undefined ? yMin : undefined,
    max: percent ? 1 : options.truncateYAxis || yMax !== undefined ? yMax : undefined,
    scale: options.truncateYAxis,
    minorTick: { show: options.minorSplitLine },
    minorSplitLine: { show: options.minorSplitLine, lineStyle: { color: theme.gridLine, opacity: 0.5 } },
    splitLine: { show: true, lineStyle: { color: theme.gridLine } },
    axisLine: { lineStyle: { color: theme.border } },
    axisLabel: { color: theme.textMuted, formatter: (value: number) => formatValue(value) },
    name: options.yAxisTitle,
    nameGap: options.yAxisTitleMargin,
    nameLocation: options.yAxisTitlePosition === 'Left' ? 'middle' : 'end',
    nameTextStyle: { color: theme.text },
  };
  const categoryAxis = {
    type: xAxisType,
    name: options.xAxisTitle,
    nameGap: options.xAxisTitleMargin,
    nameLocation: 'middle',
    nameTextStyle: { color: theme.text },
    min: xAxisType === 'value' && options.truncateXAxis ? (options.xAxisBounds[0] ?? 'dataMin') : undefined,
    max: xAxisType === 'value' && options.truncateXAxis ? (options.xAxisBounds[1] ?? 'dataMax') : undefined,
    minInterval:
      xAxisType === 'time' && options.seriesType === 'bar' && options.timeGrain
        ? GRAIN_MS[options.timeGrain]
        : undefined,
    axisLine: { lineStyle: { color: theme.border } },
    axisLabel: {
      color: theme.textMuted,
      hideOverlap: true,
      rotate: options.xAxisLabelRotation,
      formatter: !formatAxisX
        ? undefined
        : isHorizontal
          ? (value: number) => formatAxisX(value)
          : spacedTimeLabels(formatAxisX, timeDomain(rows, options.xAxis), plotWidth(chartProps.width, options)),
    },
    splitLine: { show: false },
  };

  const names = rawSeries
    .map((entry) => entry.name)
    .filter((name) => forecastContext(name).kind === 'observation' || options.forecastEnabled);
  const legendNames = names.filter((name) => !['lower', 'upper'].includes(forecastContext(name).kind));
  const echartOptions: Record<string, unknown> = {
    useUTC: true,
    animation: !isStatic,
    backgroundColor: 'transparent',
    textStyle: { fontFamily: echartsFontFamily(theme.fontFamily), color: theme.text },
    grid: gridOption(options),
    xAxis: isHorizontal ? valueAxis : categoryAxis,
    yAxis: isHorizontal ? { ...categoryAxis, nameLocation: 'middle' } : valueAxis,
    tooltip: isStatic ? { show: false } : buildTooltip({ options, theme, formatX, formatValue, isHorizontal }),
    legend: legendOption(options, legendNames, theme),
    series,
    dataZoom: options.zoomable
      ? [
          {
            type: 'slider',
            start: PAD.dataZoomStart,
            end: PAD.dataZoomEnd,
            bottom: PAD.zoomBottom,
            [isHorizontal ? 'yAxisIndex' : 'xAxisIndex']: 0,
          },
          { type: 'inside', [isHorizontal ? 'yAxisIndex' : 'xAxisIndex']: 0 },
        ]
      : [],
    toolbox:
      options.zoomable && !isStatic
        ? {
            show: true,
            top: PAD.toolboxTop,
            right: PAD.toolboxRight,
            feature: { dataZoom: { yAxisIndex: false }, restore: {} },
          }
        : undefined,
  };

  return {
    echartOptions,
    groupby: options.groupby,
    labelMap,
    xColumn: options.xColumn,
    xAxisType,
    isHorizontal,
    timeGrain: options.timeGrain,
    formatX,
    formatValue: (value) => formatValue(value),
    seriesNames: rawSeries.map((entry) => entry.name),
    large: null,
    totalPoints: rows.length * rawSeries.length,
    downsampled: Boolean(result.downsampled),
  };
}
