// The family's form_data read into typed options with Superset's defaults (form_data keeps
// Superset's stored names: a mix of snake_case and camelCase, exactly as saved charts have them).
import { getColumnLabel } from '../query/index.ts';
import type { QueryFormColumn, QueryFormData } from '../query/query-types.ts';
import type { AnnotationLayer } from './annotations.ts';
import { DTTM_ALIAS, Orientation, type SeriesType, StackType, TIMESERIES_DEFAULTS as D } from './constants.ts';
import type { SeriesSort } from './extract-series.ts';

const bool = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const num = (value: unknown, fallback: number) => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : fallback;
};
const bound = (value: unknown): number | undefined => {
  if (value === null || value === undefined || value === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
};

/** A column's label: a physical name, or an adhoc column's label / SQL (the SDK's getColumnLabel). */
export const columnLabel = (column: unknown): string => getColumnLabel(column as QueryFormColumn);

export function readTimeseriesFormData(formData: QueryFormData) {
  const fd = formData as Record<string, unknown>;
  const stackRaw = fd.stack;
  const stack: StackType | null =
    stackRaw === true
      ? StackType.Stack
      : typeof stackRaw === 'string' && stackRaw in StackType
        ? (stackRaw as StackType)
        : null;
  const xAxisBounds = (fd.xAxisBounds as unknown[] | undefined) ?? [];
  const yAxisBounds = (fd.y_axis_bounds as unknown[] | undefined) ?? [];
  const timeCompare = Array.isArray(fd.time_compare) ? (fd.time_compare as string[]) : [];
  return {
    xAxis: fd.x_axis ? columnLabel(fd.x_axis) : DTTM_ALIAS,
    /** The column drill-to-detail filters on: the x-axis, or the legacy granularity column. */
    xColumn: fd.x_axis ? columnLabel(fd.x_axis) : String(fd.granularity_sqla ?? DTTM_ALIAS),
    groupby: ((fd.groupby as unknown[] | null | undefined) ?? []).map(columnLabel),
    timeGrain: typeof fd.time_grain_sqla === 'string' ? fd.time_grain_sqla : undefined,
    seriesType: (typeof fd.seriesType === 'string' ? fd.seriesType : D.seriesType) as SeriesType,
    stack,
    area: bool(fd.area, D.area),
    opacity: num(fd.opacity, D.opacity),
    markerEnabled: bool(fd.markerEnabled, D.markerEnabled),
    markerSize: num(fd.markerSize, D.markerSize),
    zoomable: bool(fd.zoomable, D.zoomable),
    logAxis: bool(fd.logAxis, D.logAxis),
    minorSplitLine: bool(fd.minorSplitLine, D.minorSplitLine),
    truncateYAxis: bool(fd.truncateYAxis, D.truncateYAxis),
    yAxisBounds: [bound(yAxisBounds[0]), bound(yAxisBounds[1])] as const,
    truncateXAxis: bool(fd.truncateXAxis, D.truncateXAxis),
    xAxisBounds: [bound(xAxisBounds[0]), bound(xAxisBounds[1])] as const,
    yAxisFormat: (fd.y_axis_format as string | undefined) || D.y_axis_format,
    xAxisTimeFormat: (fd.x_axis_time_format as string | undefined) || D.x_axis_time_format,
    tooltipTimeFormat: (fd.tooltipTimeFormat as string | undefined) || D.tooltipTimeFormat,
    richTooltip: bool(fd.rich_tooltip, D.richTooltip),
    tooltipSortByMetric: bool(fd.tooltipSortByMetric, false),
    showLegend: bool(fd.show_legend, D.show_legend),
    legendType: (fd.legendType as string | undefined) === 'plain' ? 'plain' : 'scroll',
    legendOrientation: ((fd.legendOrientation as string | undefined) ?? D.legendOrientation) as
      'top' | 'bottom' | 'left' | 'right',
    showValue: bool(fd.show_value, D.showValue),
    onlyTotal: bool(fd.only_total, D.onlyTotal),
    percentageThreshold: num(fd.percentage_threshold, D.percentageThreshold),
    orientation: fd.orientation === Orientation.Horizontal ? Orientation.Horizontal : Orientation.Vertical,
    xAxisTitle: (fd.x_axis_title as string | undefined) ?? '',
    xAxisTitleMargin: num(fd.x_axis_title_margin, 15),
    yAxisTitle: (fd.y_axis_title as string | undefined) ?? '',
    yAxisTitleMargin: num(fd.y_axis_title_margin, 15),
    yAxisTitlePosition: (fd.y_axis_title_position as string | undefined) ?? 'Left',
    xAxisLabelRotation: num(fd.xAxisLabelRotation, D.xAxisLabelRotation),
    forecastEnabled: bool(fd.forecastEnabled, D.forecastEnabled),
    timeCompare,
    comparisonType: (fd.comparison_type as string | undefined) ?? 'values',
    contributionMode: (fd.contributionMode as string | null | undefined) ?? null,
    sortSeriesType: ((fd.sort_series_type as string | undefined) ?? D.sort_series_type) as SeriesSort,
    sortSeriesAscending: bool(fd.sort_series_ascending, D.sort_series_ascending),
    annotationLayers: ((fd.annotation_layers as AnnotationLayer[] | undefined) ?? []).filter(Boolean),
    colorScheme: fd.color_scheme as string | undefined,
    labelColors: fd.label_colors as Record<string, string> | undefined,
  };
}

export type TimeseriesOptions = ReturnType<typeof readTimeseriesFormData>;
