// The one place the time-series family reaches the SDK's formatters and colour schemes. Until the
// SDK's core/viz/format and core/viz/color land this holds a minimal stand-in (d3-format,
// d3-time-format, the supersetColors scheme); the merge swaps the bodies for the SDK's.
import { formatLocale } from 'd3-format';
import { utcFormat } from 'd3-time-format';

// Superset formats with d3-format 1.x, whose minus sign is the ASCII hyphen.
const d3Format = formatLocale({ decimal: '.', thousands: ',', grouping: [3], currency: ['$', ''], minus: '-' }).format;

export type ValueFormatter = (value: number | null | undefined) => string;
export type TimeFormatter = (value: number | Date | null | undefined) => string;

const SUPERSET_COLORS = [
  '#1FA8C9',
  '#454E7C',
  '#5AC189',
  '#FF7F44',
  '#666666',
  '#E04355',
  '#FCC700',
  '#A868B7',
  '#3CCCCB',
  '#A38F79',
  '#8FD3E4',
  '#A1A6BD',
  '#ACE1C4',
  '#FEC0A1',
  '#B2B2B2',
  '#EFA1AA',
  '#FDE380',
  '#D3B3DA',
  '#9EE5E5',
  '#D1C6BC',
];

function smartNumber(value: number): string {
  if (value === 0) return '0';
  const abs = Math.abs(value);
  if (abs >= 1000) return d3Format('.3~s')(value).replace('G', 'G');
  if (abs >= 1) return d3Format('.3~r')(value);
  if (abs >= 0.001) return d3Format('.3~r')(value);
  return d3Format('.3~s')(value);
}

export function getValueFormatter(format?: string | null): ValueFormatter {
  const spec = format || 'SMART_NUMBER';
  let base: (value: number) => string;
  if (spec === 'SMART_NUMBER') base = smartNumber;
  else if (spec === 'SMART_NUMBER_SIGNED') base = (value) => (value > 0 ? '+' : '') + smartNumber(value);
  else {
    try {
      base = d3Format(spec);
    } catch {
      base = () => `ERROR: Invalid format: ${spec}`;
    }
  }
  return (value) => (value === null || value === undefined || Number.isNaN(value) ? 'N/A' : base(value));
}

function smartDate(date: Date): string {
  if (date.getUTCMilliseconds()) return utcFormat('.%L')(date);
  if (date.getUTCSeconds()) return utcFormat(':%S')(date);
  if (date.getUTCMinutes() || date.getUTCHours()) return utcFormat('%H:%M')(date);
  if (date.getUTCDate() !== 1) return utcFormat('%a %d')(date);
  if (date.getUTCMonth()) return utcFormat('%B')(date);
  return utcFormat('%Y')(date);
}

const NAMED_TIME_FORMATS: Record<string, string> = {
  smart_date_detailed: '%Y-%m-%d %H:%M:%S',
  smart_date_verbose: '%a %b %-d, %Y %H:%M:%S',
};

export function getTimeFormatter(format?: string | null): TimeFormatter {
  const spec = format || 'smart_date';
  const base = spec === 'smart_date' ? smartDate : utcFormat(NAMED_TIME_FORMATS[spec] ?? spec);
  return (value) =>
    value === null || value === undefined ? 'N/A' : base(value instanceof Date ? value : new Date(value));
}

/** Same label → same colour across a chart; `label_colors` from form_data win. */
export function getColorScale(_scheme: string | undefined, labelColors?: Record<string, string>) {
  const assigned = new Map<string, string>();
  return (label: string): string => {
    const forced = labelColors?.[label];
    if (forced) return forced;
    let color = assigned.get(label);
    if (!color) {
      color = SUPERSET_COLORS[assigned.size % SUPERSET_COLORS.length];
      assigned.set(label, color);
    }
    return color;
  };
}

/** A metric's label as Superset's getMetricLabel gives it (stand-in until the SDK's lands). */
export function metricLabel(metric: unknown): string {
  if (typeof metric === 'string') return metric;
  const adhoc = metric as {
    label?: string;
    expressionType?: string;
    aggregate?: string;
    column?: { column_name?: string };
    sqlExpression?: string;
  } | null;
  if (!adhoc) return '';
  if (adhoc.label) return adhoc.label;
  if (adhoc.expressionType === 'SIMPLE') return `${adhoc.aggregate}(${adhoc.column?.column_name ?? ''})`;
  return adhoc.sqlExpression ?? '';
}
