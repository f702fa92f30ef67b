// The one place the time-series family and the big numbers reach the SDK's formatters and colour
// scales (core/viz/format, core/viz/color), with the small signatures they use.
import { getCategoricalColorScale } from '../color/index.ts';
import { getNumberFormatter, getTimeFormatter as sdkTimeFormatter } from '../format/index.ts';
import { getMetricLabel } from '../query/index.ts';
import type { QueryFormMetric } from '../query/query-types.ts';

export type ValueFormatter = (value: number | null | undefined) => string;
export type TimeFormatter = (value: number | Date | null | undefined) => string;

/** Superset's number formatter for a d3 format or named format (SMART_NUMBER when empty). */
export function getValueFormatter(format?: string | null): ValueFormatter {
  return getNumberFormatter(format || undefined);
}

/** Superset's time formatter (smart_date when empty), 'N/A' for no value. */
export function getTimeFormatter(format?: string | null): TimeFormatter {
  const formatter = sdkTimeFormatter(format || undefined);
  return (value) => (value === null || value === undefined ? 'N/A' : formatter(value));
}

/** Same label → same colour across a chart; `label_colors` from form_data win. */
export function getColorScale(scheme: string | undefined, labelColors?: Record<string, string>) {
  const scale = getCategoricalColorScale({ color_scheme: scheme, label_colors: labelColors });
  return (label: string): string => scale.getColor(label);
}

/** A metric's label as Superset's getMetricLabel gives it. */
export function metricLabel(metric: unknown): string {
  return getMetricLabel(metric as QueryFormMetric);
}

/**
 * The theme's font family for an ECharts option: ECharts' SVG renderer (server-side rendering)
 * writes it into a double-quoted style attribute without escaping, so double quotes become single.
 */
export const echartsFontFamily = (fontFamily: string): string => fontFamily.replace(/"/g, "'");
