// One answer column → one ECharts series (Superset Timeseries/transformers.ts transformSeries):
// type, smoothing, steps, stacking, area, markers, value labels, forecast bands, comparison dashes.
import { isDerivedSeries } from '../query/index.ts';
import type { QueryFormData } from '../query/query-types.ts';
import { ForecastSuffix, SeriesType } from './constants.ts';
import type { RawSeries } from './extract-series.ts';
import type { TimeseriesOptions } from './read-form-data.ts';

export type ForecastKind = 'observation' | 'trend' | 'lower' | 'upper';

/** Splits `sum__num__yhat_upper` into its base name and forecast kind. */
export function forecastContext(name: string): { name: string; kind: ForecastKind } {
  const suffixes: [string, ForecastKind][] = [
    [ForecastSuffix.ForecastUpper, 'upper'],
    [ForecastSuffix.ForecastLower, 'lower'],
    [ForecastSuffix.ForecastTrend, 'trend'],
  ];
  for (const [suffix, kind] of suffixes) {
    if (name.endsWith(suffix)) return { name: name.slice(0, -suffix.length), kind };
  }
  return { name, kind: 'observation' };
}

/** Whether a series is a time-comparison shift drawn as is (`metric__1 year ago` with comparison `values`). */
export function isDerivedTimeseries(name: string, options: TimeseriesOptions): boolean {
  const formData: QueryFormData = {
    datasource: '',
    viz_type: '',
    comparison_type: options.comparisonType,
    time_compare: options.timeCompare,
  };
  return isDerivedSeries({ name }, formData);
}

export interface SeriesContext {
  options: TimeseriesOptions;
  color: string;
  /** Whether this series is the last of the stack (onlyTotal labels sit on it). */
  isLastInStack: boolean;
  totals: readonly number[];
  formatValue: (value: number) => string;
  /** Selected cross-filter values: the others are drawn faded. */
  selectedValues?: readonly string[] | null;
  isStatic?: boolean;
}

export function transformSeries(raw: RawSeries, context: SeriesContext): Record<string, unknown> {
  const { options, color } = context;
  const forecast = forecastContext(raw.name);
  const isConfidenceBand = forecast.kind === 'lower' || forecast.kind === 'upper';
  const isTrend = forecast.kind === 'trend';
  const isObservation = forecast.kind === 'observation';
  const derived = isDerivedTimeseries(raw.name, options);
  const stackId = isConfidenceBand
    ? `${forecast.name}__confidence`
    : options.stack && !derived && isObservation
      ? 'obs'
      : undefined;
  const { seriesType } = options;
  const plotType =
    !isConfidenceBand && (seriesType === SeriesType.Scatter || (options.forecastEnabled && isObservation))
      ? 'scatter'
      : seriesType === SeriesType.Bar && !isConfidenceBand && !isTrend
        ? 'bar'
        : seriesType === SeriesType.Scatter && isConfidenceBand
          ? 'line'
          : 'line';
  const faded =
    context.selectedValues && context.selectedValues.length > 0 && !context.selectedValues.includes(raw.name);
  const opacity = faded ? 0.3 : 1;
  const showArea = (options.area && !isConfidenceBand) || (isConfidenceBand && forecast.kind === 'upper');
  const series: Record<string, unknown> = {
    id: raw.name,
    name: forecast.name === raw.name ? raw.name : raw.name,
    type: plotType,
    data: raw.data,
    itemStyle: { color, opacity },
    lineStyle: {
      color,
      opacity: isConfidenceBand ? 0 : opacity,
      type: derived ? 'dashed' : 'solid',
      width: isTrend || !options.forecastEnabled ? 2 : 1.5,
    },
    stack: stackId,
    smooth: seriesType === SeriesType.Smooth,
    step: ['start', 'middle', 'end'].includes(seriesType) ? seriesType : undefined,
    showSymbol:
      plotType === 'scatter' ||
      (!isConfidenceBand && options.markerEnabled) ||
      raw.data.filter((p) => p[1] !== null).length === 1,
    symbolSize: options.markerSize,
    connectNulls: false,
    emphasis: { focus: 'series' },
    silent: isConfidenceBand,
    animation: !context.isStatic,
  };
  if (options.stack === 'Stream' && stackId) series.stackStrategy = 'all';
  if (showArea) {
    series.areaStyle = {
      color,
      opacity: isConfidenceBand ? options.opacity : faded ? options.opacity * 0.3 : options.opacity,
    };
  }
  if (options.showValue && !isConfidenceBand) {
    const valueIndex = options.orientation === 'horizontal' ? 0 : 1;
    const show = !options.onlyTotal || !options.stack || context.isLastInStack;
    series.label = {
      show,
      position: options.orientation === 'horizontal' ? 'right' : 'top',
      formatter: (params: { value: unknown[]; dataIndex: number }) => {
        const value = params.value[valueIndex];
        if (typeof value !== 'number') return '';
        const total = context.totals[params.dataIndex] ?? 0;
        if (options.onlyTotal && options.stack) return context.formatValue(total);
        if (
          options.stack &&
          options.percentageThreshold &&
          total &&
          (value / total) * 100 < options.percentageThreshold
        ) {
          return '';
        }
        return context.formatValue(value);
      },
    };
    // Labels that would overlap (many narrow bars, dense lines) are dropped, not drawn on each other.
    series.labelLayout = { hideOverlap: true };
  }
  return series;
}
