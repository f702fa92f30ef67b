import { describe, expect, it } from 'vitest';

import { TimeGranularity } from './time-formats.ts';
import { formatTime, getTimeFormatter, getTimeFormatterForGranularity } from './time-format-registry.ts';
import { getSmartDateFormatter, getTooltipTimeFormatter, getXAxisFormatter } from './time-axis-formatters.ts';

// Formats from superset-ui-core/src/time-format/ (formatters/smartDate*.ts, TimeFormatsForGranularity.ts,
// utils/stringifyTimeInput.ts); smart_date is the default as setupFormatters.ts sets it. All UTC.

const utc = (...args: [number, number, number?, number?, number?, number?, number?]): Date =>
  new Date(Date.UTC(...(args as [number, number])));

describe('smart_date (the default)', () => {
  const smart = getTimeFormatter();
  it('labels by the coarsest step the time is not aligned to', () => {
    expect(smart.id).toBe('smart_date');
    expect(smart(utc(2020, 0, 1))).toBe('2020');
    expect(smart(utc(2020, 4, 1))).toBe('May');
    expect(smart(utc(2020, 4, 10))).toBe('May 10'); // a Sunday
    expect(smart(utc(2020, 4, 12))).toBe('Tue 12');
    expect(smart(utc(2020, 4, 12, 15))).toBe('03 PM');
    expect(smart(utc(2020, 4, 12, 15, 30))).toBe('03:30');
    expect(smart(utc(2020, 4, 12, 15, 30, 45))).toBe(':45s');
    expect(smart(utc(2020, 4, 12, 15, 30, 45, 120))).toBe('.120ms');
  });
  it('accepts epoch ms, ISO strings, year strings and echoes what is no date', () => {
    expect(smart(Date.UTC(2021, 0, 1))).toBe('2021');
    expect(smart('2021-03-01T00:00:00Z')).toBe('March');
    expect(smart('2017')).toBe('2017');
    expect(smart(String(Date.UTC(2021, 0, 1)))).toBe('2021');
    expect(smart('20260903')).toBe('20260903');
    expect(smart('00:01:54')).toBe('00:01:54');
    expect(smart(null)).toBe('null');
    expect(smart(undefined)).toBe('undefined');
  });
});

describe('named and d3 time formats', () => {
  const t = utc(2017, 1, 14, 11, 22, 33);
  it('formats the detailed and verbose smart dates', () => {
    expect(formatTime('smart_date_detailed', t)).toBe('2017-02-14 11:22:33');
    expect(formatTime('smart_date_detailed', utc(2017, 1, 14))).toBe('2017-02-14');
    expect(formatTime('smart_date_verbose', t)).toBe('Tue Feb 14 2017, 11:22:33 AM');
    expect(formatTime('smart_date_verbose', utc(2017, 1, 4))).toBe('Sat Feb 4 2017');
  });
  it('formats d3-time-format strings in UTC', () => {
    expect(formatTime('%Y-%m-%d %H:%M:%S', t)).toBe('2017-02-14 11:22:33');
    expect(formatTime('%d/%m/%Y', t)).toBe('14/02/2017');
    expect(getTimeFormatter('%Y').preview()).toBe('Tue, 14 Feb 2017 11:22:33 GMT => 2017');
  });
});

describe('formats for a time grain', () => {
  it('labels the bucket the time starts', () => {
    expect(formatTime(undefined, utc(2021, 0, 1), TimeGranularity.MONTH)).toBe('Jan 2021');
    expect(formatTime(undefined, utc(2021, 3, 1), TimeGranularity.QUARTER)).toBe('2021 Q2');
    expect(formatTime(undefined, utc(2021, 0, 1), TimeGranularity.YEAR)).toBe('2021');
    expect(formatTime(undefined, utc(2021, 0, 5), TimeGranularity.DAY)).toBe('2021-01-05');
    expect(formatTime(undefined, utc(2021, 0, 5, 13), TimeGranularity.HOUR)).toBe('2021-01-05 13:00');
    expect(getTimeFormatterForGranularity(TimeGranularity.MINUTE)(utc(2021, 0, 5, 13, 7))).toBe('2021-01-05 13:07');
  });
  it('shows weeks as a range', () => {
    expect(formatTime(undefined, utc(2021, 0, 4), TimeGranularity.WEEK)).toBe('2021-01-04 — 2021-01-10');
    expect(formatTime(undefined, utc(2021, 0, 9), TimeGranularity.WEEK_ENDING_SATURDAY)).toBe(
      '2021-01-03 — 2021-01-09',
    );
  });
});

describe('echarts axis and tooltip formatters', () => {
  it('keeps smart x-axis labels at the grain', () => {
    expect(getSmartDateFormatter(TimeGranularity.MONTH)(utc(2021, 4, 17, 10))).toBe('May');
    expect(getXAxisFormatter(undefined, TimeGranularity.YEAR)(utc(2021, 6, 1))).toBe('2021');
    expect(getXAxisFormatter('%Y-%m')(utc(2021, 6, 1))).toBe('2021-07');
  });
  it('labels tooltips by grain, verbose, or raw', () => {
    expect(getTooltipTimeFormatter('smart_date', TimeGranularity.MONTH)(utc(2021, 0, 1))).toBe('Jan 2021');
    expect(getTooltipTimeFormatter('smart_date')(utc(2021, 0, 5))).toBe('Tue Jan 5 2021');
    expect(getTooltipTimeFormatter(undefined)(1609459200000)).toBe('1609459200000');
  });
});
