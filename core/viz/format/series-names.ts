import { GenericDataType, type ChartDataResult, type DataRecord, type DataRecordValue } from '../query/query-types.ts';
import { NULL_STRING } from '../theme/echarts-defaults.ts';
import type { ValueFormatter } from './value-formatter.ts';

// Series naming helpers of plugin-chart-echarts/src/utils/series.ts (formatSeriesName,
// extractGroupbyLabel, getColtypesMapping, sanitizeHtml) and superset-ui-core's normalizeTimestamp.

type TimeFormat = (value: Date) => string;

const NAIVE_TIMESTAMP = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

/** A timestamp without a zone is UTC (as the server sends it): '2021-01-01 10:00' → '2021-01-01T10:00Z'. */
export function normalizeTimestamp(value: string): string {
  return NAIVE_TIMESTAMP.test(value) ? `${value.replace(' ', 'T')}Z` : value;
}

/** A group-by value as a series name: '<NULL>' for null, formatted numbers and times. */
export function formatSeriesName(
  name: DataRecordValue | Date | undefined,
  options: { numberFormatter?: ValueFormatter; timeFormatter?: TimeFormat; coltype?: GenericDataType } = {},
): string {
  const { numberFormatter, timeFormatter, coltype } = options;
  if (name === undefined || name === null) return NULL_STRING;
  if (typeof name === 'boolean') return name.toString();
  if (name instanceof Date || coltype === GenericDataType.Temporal) {
    const date = name instanceof Date ? name : new Date(typeof name === 'string' ? normalizeTimestamp(name) : name);
    if (Number.isNaN(date.getTime())) return String(name);
    return timeFormatter ? timeFormatter(date) : date.toISOString();
  }
  if (typeof name === 'number') return numberFormatter ? numberFormatter(name) : name.toString();
  return name;
}

/** Column name → generic type, from a chart-data result's colnames and coltypes. */
export function getColtypesMapping({
  colnames = [],
  coltypes = [],
}: Partial<Pick<ChartDataResult, 'colnames' | 'coltypes'>>): Record<string, GenericDataType> {
  const mapping: Record<string, GenericDataType> = {};
  colnames.forEach((name, i) => {
    const type = coltypes[i];
    if (type !== undefined) mapping[name] = type;
  });
  return mapping;
}

/** A row's group-by values joined with ', ' (the series name Superset shows). */
export function extractGroupbyLabel(options: {
  datum?: DataRecord;
  groupby?: readonly string[] | null;
  numberFormatter?: ValueFormatter;
  timeFormatter?: TimeFormat;
  coltypeMapping?: Record<string, GenericDataType>;
}): string {
  const { datum = {}, groupby, numberFormatter, timeFormatter, coltypeMapping = {} } = options;
  return (groupby ?? [])
    .map((column) =>
      formatSeriesName(datum[column], {
        numberFormatter,
        timeFormatter,
        ...(coltypeMapping[column] !== undefined ? { coltype: coltypeMapping[column] } : {}),
      }),
    )
    .join(', ');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Escapes text for ECharts' HTML tooltips, as Superset's echarts `sanitizeHtml` does (echarts'
 * format.encodeHTML): markup becomes text. Not the DOMPurify sanitiser of core/viz/react.
 */
export const sanitizeHtml = (text: string): string => String(text).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
