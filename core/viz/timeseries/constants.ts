// Shared constants of the ECharts time-series family (Superset plugin-chart-echarts
// src/Timeseries/constants.ts and types.ts), read by build-query, transform-props and the panels.

/** How a series is drawn: Superset's EchartsTimeseriesSeriesType. */
export const SeriesType = {
  Line: 'line',
  Scatter: 'scatter',
  Smooth: 'smooth',
  Bar: 'bar',
  Start: 'start',
  Middle: 'middle',
  End: 'end',
} as const;
export type SeriesType = (typeof SeriesType)[keyof typeof SeriesType];

/** The `stack` control: null (off), 'Stack', 'Stream', 'Expand' (percent); old charts store `true`. */
export const StackType = { Stack: 'Stack', Stream: 'Stream', Expand: 'Expand' } as const;
export type StackType = (typeof StackType)[keyof typeof StackType];

export const Orientation = { Vertical: 'vertical', Horizontal: 'horizontal' } as const;
export type Orientation = (typeof Orientation)[keyof typeof Orientation];

/** Series-name suffixes of prophet's answer columns (Superset ForecastSeriesEnum). */
export const ForecastSuffix = {
  Observation: '',
  ForecastTrend: '__yhat',
  ForecastUpper: '__yhat_upper',
  ForecastLower: '__yhat_lower',
} as const;

export { DTTM_ALIAS, TIME_COMPARISON_SEPARATOR } from '../query/index.ts';

/** Points above which the line family draws with uPlot instead of ECharts (all series together). */
export const UPLOT_POINT_THRESHOLD = 20_000;

/** Superset's TIMESERIES_CONSTANTS (paddings around the grid, in px). */
export const TIMESERIES_PADDING = {
  gridOffsetRight: 20,
  gridOffsetLeft: 20,
  gridOffsetTop: 20,
  gridOffsetBottom: 20,
  gridOffsetBottomZoomable: 80,
  legendRightTopOffset: 30,
  legendTopRightOffset: 55,
  zoomBottom: 30,
  toolboxTop: 0,
  toolboxRight: 5,
  dataZoomStart: 0,
  dataZoomEnd: 100,
  yAxisLabelTopOffset: 20,
  extraControlsOffset: 22,
} as const;

/** Superset's DEFAULT_FORM_DATA for the family (what a missing control means). */
export const TIMESERIES_DEFAULTS = {
  area: false,
  annotation_layers: [] as unknown[],
  forecastEnabled: false,
  forecastInterval: 0.8,
  forecastPeriods: 10,
  logAxis: false,
  markerEnabled: false,
  markerSize: 6,
  minorSplitLine: false,
  opacity: 0.2,
  orderDesc: true,
  rowLimit: 10000,
  seriesType: SeriesType.Line as SeriesType,
  stack: null as StackType | null,
  tooltipTimeFormat: 'smart_date',
  truncateXAxis: true,
  truncateYAxis: false,
  yAxisBounds: [null, null] as [number | null, number | null],
  zoomable: false,
  richTooltip: true,
  xAxisLabelRotation: 0,
  showValue: false,
  onlyTotal: false,
  percentageThreshold: 0,
  orientation: Orientation.Vertical as Orientation,
  sort_series_type: 'sum',
  sort_series_ascending: false,
  show_legend: true,
  legendType: 'scroll',
  legendOrientation: 'top',
  x_axis_time_format: 'smart_date',
  y_axis_format: 'SMART_NUMBER',
} as const;
