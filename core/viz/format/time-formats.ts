// Superset's time format ids and grains (superset-ui-core/src/time-format/TimeFormats.ts, types.ts,
// TimeFormatsForGranularity.ts, formatters/smartDate*.ts).

/** A format id starting with this prefix formats in the viewer's local time instead of UTC. */
export const LOCAL_PREFIX = 'local!';

export const TimeFormats = {
  DATABASE_DATE: '%Y-%m-%d',
  DATABASE_DATETIME: '%Y-%m-%d %H:%M:%S',
  DATABASE_DATETIME_REVERSE: '%d-%m-%Y %H:%M:%S',
  INTERNATIONAL_DATE: '%d/%m/%Y',
  TIME: '%H:%M:%S',
  US_DATE: '%m/%d/%Y',
} as const;

export const SMART_DATE_ID = 'smart_date';
export const SMART_DATE_DETAILED_ID = 'smart_date_detailed';
export const SMART_DATE_VERBOSE_ID = 'smart_date_verbose';

/** Superset's time grains (ISO 8601 durations, `time_grain_sqla` values). */
export const TimeGranularity = {
  DATE: 'date',
  SECOND: 'PT1S',
  MINUTE: 'PT1M',
  FIVE_MINUTES: 'PT5M',
  TEN_MINUTES: 'PT10M',
  FIFTEEN_MINUTES: 'PT15M',
  THIRTY_MINUTES: 'PT30M',
  HOUR: 'PT1H',
  DAY: 'P1D',
  WEEK: 'P1W',
  WEEK_STARTING_SUNDAY: '1969-12-28T00:00:00Z/P1W',
  WEEK_STARTING_MONDAY: '1969-12-29T00:00:00Z/P1W',
  WEEK_ENDING_SATURDAY: 'P1W/1970-01-03T00:00:00Z',
  WEEK_ENDING_SUNDAY: 'P1W/1970-01-04T00:00:00Z',
  MONTH: 'P1M',
  QUARTER: 'P3M',
  YEAR: 'P1Y',
} as const;
export type TimeGranularity = (typeof TimeGranularity)[keyof typeof TimeGranularity];

const MINUTE = '%Y-%m-%d %H:%M';

/** The d3 time format each grain is labelled with. */
export const TimeFormatsForGranularity: Record<TimeGranularity, string> = {
  [TimeGranularity.DATE]: TimeFormats.DATABASE_DATE,
  [TimeGranularity.SECOND]: TimeFormats.DATABASE_DATETIME,
  [TimeGranularity.MINUTE]: MINUTE,
  [TimeGranularity.FIVE_MINUTES]: MINUTE,
  [TimeGranularity.TEN_MINUTES]: MINUTE,
  [TimeGranularity.FIFTEEN_MINUTES]: MINUTE,
  [TimeGranularity.THIRTY_MINUTES]: MINUTE,
  [TimeGranularity.HOUR]: '%Y-%m-%d %H:00',
  [TimeGranularity.DAY]: TimeFormats.DATABASE_DATE,
  [TimeGranularity.WEEK]: TimeFormats.DATABASE_DATE,
  [TimeGranularity.MONTH]: '%b %Y',
  [TimeGranularity.QUARTER]: '%Y Q%q',
  [TimeGranularity.YEAR]: '%Y',
  [TimeGranularity.WEEK_STARTING_SUNDAY]: TimeFormats.DATABASE_DATE,
  [TimeGranularity.WEEK_STARTING_MONDAY]: TimeFormats.DATABASE_DATE,
  [TimeGranularity.WEEK_ENDING_SATURDAY]: TimeFormats.DATABASE_DATE,
  [TimeGranularity.WEEK_ENDING_SUNDAY]: TimeFormats.DATABASE_DATE,
};

export const isTimeGranularity = (value: unknown): value is TimeGranularity =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(TimeFormatsForGranularity, value);

/** What each step of an adaptive (multi) format shows. */
export interface FormatsByStep {
  millisecond: string;
  second: string;
  minute: string;
  hour: string;
  day: string;
  week: string;
  month: string;
  year: string;
}

export const SMART_DATE_FORMATS: FormatsByStep = {
  millisecond: '.%Lms',
  second: ':%Ss',
  minute: '%I:%M',
  hour: '%I %p',
  day: '%a %d',
  week: '%b %d',
  month: '%B',
  year: '%Y',
};

export const SMART_DATE_DETAILED_FORMATS: FormatsByStep = {
  millisecond: '%Y-%m-%d %H:%M:%S.%L',
  second: '%Y-%m-%d %H:%M:%S',
  minute: '%Y-%m-%d %H:%M',
  hour: '%Y-%m-%d %H:%M',
  day: '%Y-%m-%d',
  week: '%Y-%m-%d',
  month: '%Y-%m-%d',
  year: '%Y',
};

export const SMART_DATE_VERBOSE_FORMATS: FormatsByStep = {
  millisecond: '.%L',
  second: '%a %b %d %Y, %I:%M:%S %p',
  minute: '%a %b %d %Y, %I:%M %p',
  hour: '%a %b %d %Y, %I %p',
  day: '%a %b %-e %Y',
  week: '%a %b %-e %Y',
  month: '%b %Y',
  year: '%Y',
};
