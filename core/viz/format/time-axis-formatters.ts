import { SMART_DATE_DETAILED_ID, SMART_DATE_ID, SMART_DATE_VERBOSE_ID, TimeGranularity } from './time-formats.ts';
import { getTimeFormatter } from './time-format-registry.ts';
import { createTimeFormatter, type TimeFormatter } from './time-formatter.ts';

// The time formatters plugin-chart-echarts labels axes and tooltips with
// (plugin-chart-echarts/src/utils/formatters.ts).

export const getSmartDateDetailedFormatter = (): TimeFormatter => getTimeFormatter(SMART_DATE_DETAILED_ID);
export const getSmartDateVerboseFormatter = (): TimeFormatter => getTimeFormatter(SMART_DATE_VERBOSE_ID);

const WEEKS: readonly string[] = [
  TimeGranularity.WEEK,
  TimeGranularity.WEEK_STARTING_SUNDAY,
  TimeGranularity.WEEK_STARTING_MONDAY,
  TimeGranularity.WEEK_ENDING_SATURDAY,
  TimeGranularity.WEEK_ENDING_SUNDAY,
];
const SUB_HOUR: readonly string[] = [
  TimeGranularity.MINUTE,
  TimeGranularity.FIVE_MINUTES,
  TimeGranularity.TEN_MINUTES,
  TimeGranularity.FIFTEEN_MINUTES,
  TimeGranularity.THIRTY_MINUTES,
];

/** Truncates a time to the start of its grain (UTC) so smart_date labels it by that grain. */
function truncateToGrain(date: Date, grain: string): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  const d = date.getUTCDate();
  const h = date.getUTCHours();
  const min = date.getUTCMinutes();
  if (grain === TimeGranularity.YEAR) return new Date(Date.UTC(y, 0, 1));
  if (grain === TimeGranularity.QUARTER) return new Date(Date.UTC(y, Math.floor(m / 3) * 3, 1));
  if (grain === TimeGranularity.MONTH) return new Date(Date.UTC(y, m, 1));
  if (WEEKS.includes(grain) || grain === TimeGranularity.DAY || grain === TimeGranularity.DATE) {
    return new Date(Date.UTC(y, m, d));
  }
  if (grain === TimeGranularity.HOUR) return new Date(Date.UTC(y, m, d, h));
  if (SUB_HOUR.includes(grain)) return new Date(Date.UTC(y, m, d, h, min));
  const copy = new Date(date.getTime());
  copy.setUTCMilliseconds(0);
  return copy;
}

/** smart_date that, given the chart's grain, never shows a finer step than the grain. */
export function getSmartDateFormatter(timeGrain?: string | null): TimeFormatter {
  const base = getTimeFormatter(SMART_DATE_ID);
  if (!timeGrain) return base;
  return createTimeFormatter({
    id: SMART_DATE_ID,
    label: base.label,
    formatFunc: (date) => base(truncateToGrain(date, timeGrain)),
  });
}

/** The x-axis labels of a temporal axis: smart_date by default, else the chosen format. */
export function getXAxisFormatter(format?: string | null, timeGrain?: string | null): TimeFormatter {
  if (!format || format === SMART_DATE_ID) return getSmartDateFormatter(timeGrain);
  return getTimeFormatter(format);
}

/** The tooltip's time: the grain's label when smart (or unset), verbose smart date, or the chosen format. */
export function getTooltipTimeFormatter(
  format?: string | null,
  timeGrain?: TimeGranularity | null,
): TimeFormatter | ((value: unknown) => string) {
  if (!format || format === SMART_DATE_ID) {
    if (timeGrain) return getTimeFormatter(undefined, timeGrain);
    if (format === SMART_DATE_ID) return getSmartDateVerboseFormatter();
    return String;
  }
  return getTimeFormatter(format);
}
