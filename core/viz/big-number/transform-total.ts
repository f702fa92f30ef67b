// big_number_total's transformProps (Superset BigNumber/BigNumberTotal/transformProps.ts): the
// first row's metric, formatted as a number (or a time when the column is temporal / forced).
import type { ChartProps } from '../plugin/chart-props.ts';
import { GenericDataType } from '../query/query-types.ts';
import { getTimeFormatter, getValueFormatter, metricLabel } from '../timeseries/formatting.ts';
import type { BigNumberRenderProps } from './big-number-props.ts';

export function parseMetricValue(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/** Formats the header: a time for temporal/string columns or when forced, else a number. */
export function headerFormatter(
  formData: Record<string, unknown>,
  coltype: number | undefined,
  d3format?: string | null,
) {
  const asTime =
    coltype === GenericDataType.Temporal ||
    coltype === GenericDataType.String ||
    formData.force_timestamp_formatting === true;
  if (asTime) {
    const formatTime = getTimeFormatter(formData.time_format as string | undefined);
    return (value: number) => formatTime(value);
  }
  const formatNumber = getValueFormatter(d3format || (formData.y_axis_format as string | undefined));
  return (value: number) => formatNumber(value);
}

export function transformBigNumberTotal(chartProps: ChartProps): BigNumberRenderProps {
  const formData = chartProps.formData as Record<string, unknown>;
  const { data = [], colnames = [], coltypes = [] } = chartProps.queriesData[0] ?? {};
  const name = metricLabel(formData.metric ?? 'value');
  const value = data.length === 0 ? null : parseMetricValue(data[0][name]);
  const saved = chartProps.datasource.metrics?.find((m) => m.metric_name === formData.metric);
  const format = headerFormatter(formData, coltypes[colnames.indexOf(name)] ?? coltypes[0], saved?.d3format);
  const subtitle = typeof formData.subtitle === 'string' && formData.subtitle.trim() ? formData.subtitle : '';
  return {
    headerText: value === null ? null : format(value),
    headerFontSize: Number(formData.header_font_size ?? 0.4),
    subheaderText: subtitle || String(formData.subheader ?? ''),
    subheaderFontSize: Number(formData.subtitle_font_size ?? formData.subheader_font_size ?? 0.15),
  };
}
