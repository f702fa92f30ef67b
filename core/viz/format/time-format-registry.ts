import {
  LOCAL_PREFIX,
  SMART_DATE_DETAILED_FORMATS,
  SMART_DATE_DETAILED_ID,
  SMART_DATE_FORMATS,
  SMART_DATE_ID,
  SMART_DATE_VERBOSE_FORMATS,
  SMART_DATE_VERBOSE_ID,
  TimeFormatsForGranularity,
  TimeGranularity,
} from './time-formats.ts';
import {
  createD3TimeFormatter,
  createMultiFormatter,
  createTimeFormatter,
  type TimeFormatter,
  type TimeInput,
} from './time-formatter.ts';

// Superset's time formatter registry and its helpers (superset-ui-core/src/time-format/
// TimeFormatterRegistry.ts, TimeFormatterRegistrySingleton.ts, utils/createTimeRangeFromGranularity.ts),
// with smart_date as the default as superset-frontend/src/setup/setupFormatters.ts sets it.

const formatters = new Map<string, TimeFormatter>();

export function registerTimeFormatter(id: string, formatter: TimeFormatter): void {
  formatters.set(id, formatter);
}

registerTimeFormatter(
  SMART_DATE_ID,
  createMultiFormatter({ id: SMART_DATE_ID, label: 'Adaptative Formatting', formats: SMART_DATE_FORMATS }),
);
registerTimeFormatter(
  SMART_DATE_DETAILED_ID,
  createMultiFormatter({
    id: SMART_DATE_DETAILED_ID,
    label: 'Detailed adaptive formatter',
    formats: SMART_DATE_DETAILED_FORMATS,
  }),
);
registerTimeFormatter(
  SMART_DATE_VERBOSE_ID,
  createMultiFormatter({
    id: SMART_DATE_VERBOSE_ID,
    label: 'Verbose Adaptative Formatting',
    formats: SMART_DATE_VERBOSE_FORMATS,
  }),
);

function getRegisteredTimeFormatter(format?: string | null): TimeFormatter {
  const id = (format === null || format === undefined || format === '' ? SMART_DATE_ID : format).trim();
  let formatter = formatters.get(id);
  if (!formatter) {
    const useLocalTime = id.startsWith(LOCAL_PREFIX);
    formatter = createD3TimeFormatter({ formatString: id.replace(LOCAL_PREFIX, ''), useLocalTime });
    formatters.set(id, formatter);
  }
  return formatter;
}

const MS_SECOND = 1000;
const MS_MINUTE = 60 * MS_SECOND;
const MS_HOUR = 60 * MS_MINUTE;

function createTime(local: boolean, year: number, month = 0, date = 1): Date {
  return local ? new Date(year, month, date) : new Date(Date.UTC(year, month, date));
}

/** The [start, end] a time bucket of this grain covers (end is the last millisecond). */
export function createTimeRangeFromGranularity(time: Date, granularity: TimeGranularity, local = false): [Date, Date] {
  const date = local ? time.getDate() : time.getUTCDate();
  const month = local ? time.getMonth() : time.getUTCMonth();
  const year = local ? time.getFullYear() : time.getUTCFullYear();
  const beforeStartOf = (next: Date): Date => new Date(next.getTime() - 1);
  const plus = (ms: number): Date => new Date(time.getTime() + ms - 1);
  let end: Date;
  switch (granularity) {
    case TimeGranularity.SECOND:
      end = plus(MS_SECOND);
      break;
    case TimeGranularity.MINUTE:
      end = plus(MS_MINUTE);
      break;
    case TimeGranularity.FIVE_MINUTES:
      end = plus(5 * MS_MINUTE);
      break;
    case TimeGranularity.TEN_MINUTES:
      end = plus(10 * MS_MINUTE);
      break;
    case TimeGranularity.FIFTEEN_MINUTES:
      end = plus(15 * MS_MINUTE);
      break;
    case TimeGranularity.THIRTY_MINUTES:
      end = plus(30 * MS_MINUTE);
      break;
    case TimeGranularity.HOUR:
      end = plus(MS_HOUR);
      break;
    case TimeGranularity.WEEK:
    case TimeGranularity.WEEK_STARTING_SUNDAY:
    case TimeGranularity.WEEK_STARTING_MONDAY:
      end = beforeStartOf(createTime(local, year, month, date + 7));
      break;
    case TimeGranularity.MONTH:
      end = beforeStartOf(createTime(local, year, month + 1));
      break;
    case TimeGranularity.QUARTER:
      end = beforeStartOf(createTime(local, year, (Math.floor(month / 3) + 1) * 3));
      break;
    case TimeGranularity.YEAR:
      end = beforeStartOf(createTime(local, year + 1));
      break;
    default:
      // Days, dates and the week-ending grains (whose time is the last day of the week).
      end = beforeStartOf(createTime(local, year, month, date + 1));
  }
  if (granularity === TimeGranularity.WEEK_ENDING_SATURDAY || granularity === TimeGranularity.WEEK_ENDING_SUNDAY) {
    return [createTime(local, year, month, date - 6), end];
  }
  return [time, end];
}

/** Formats a [start, end] range: one label when both ends read the same, else 'start — end'. */
export function formatTimeRange(format: string | null | undefined, range: TimeInput[]): string {
  const formatter = getRegisteredTimeFormatter(format);
  const [start, end] = range.map((value) => formatter(value));
  return start === end ? (start ?? '') : [start, end].join(' — ');
}

/**
 * The formatter for a time format id (smart_date when empty, a named format or a d3-time-format
 * string). With a grain, a value is labelled as the bucket it starts: 'Jan 2021', '2021 Q1',
 * '2021-01-04 — 2021-01-10'.
 */
export function getTimeFormatter(format?: string | null, granularity?: TimeGranularity | null): TimeFormatter {
  if (granularity) {
    const formatString = format || TimeFormatsForGranularity[granularity];
    const local = formatString.startsWith(LOCAL_PREFIX);
    return createTimeFormatter({
      id: [formatString, granularity].join('/'),
      formatFunc: (value) => formatTimeRange(formatString, createTimeRangeFromGranularity(value, granularity, local)),
      useLocalTime: local,
    });
  }
  return getRegisteredTimeFormatter(format);
}

export const getTimeFormatterForGranularity = (granularity?: TimeGranularity | null): TimeFormatter =>
  getTimeFormatter(undefined, granularity);

export function formatTime(
  format: string | null | undefined,
  value: TimeInput,
  granularity?: TimeGranularity | null,
): string {
  return getTimeFormatter(format, granularity)(value);
}
