import { describe, expect, it } from 'vitest';
import { parseTimeRange, type TimeRangeOptions } from './time-range.ts';
import { TimeRangeError } from './time-range-error.ts';

// The reference's clock (§4.2.2): Saturday 2024-06-15, 14:30:00.
const NOW = new Date('2024-06-15T14:30:00Z');
const show = (d: Date | null) => (d ? d.toISOString().replace('.000Z', '') : null);
const range = (timeRange: string | null | undefined, opts: Partial<TimeRangeOptions> = {}) => {
  const { since, until } = parseTimeRange(timeRange, { now: NOW, ...opts });
  return [show(since), show(until)];
};

describe('parseTimeRange: the worked examples of reference §4.2.2', () => {
  it.each([
    ['No filter', null, null],
    ['Last day', '2024-06-14T00:00:00', '2024-06-15T00:00:00'],
    ['Last week', '2024-06-08T00:00:00', '2024-06-15T00:00:00'],
    ['Last month', '2024-05-15T00:00:00', '2024-06-15T00:00:00'],
    ['Last quarter', '2024-03-15T00:00:00', '2024-06-15T00:00:00'],
    ['Last year', '2023-06-15T00:00:00', '2024-06-15T00:00:00'],
    ['Last 3 hours', '2024-06-15T11:30:00', '2024-06-15T14:30:00'],
    ['previous calendar week', '2024-06-03T00:00:00', '2024-06-10T00:00:00'],
    ['previous calendar month', '2024-05-01T00:00:00', '2024-06-01T00:00:00'],
    ['previous calendar year', '2023-01-01T00:00:00', '2024-01-01T00:00:00'],
    ['Current month', '2024-06-01T00:00:00', '2024-07-01T00:00:00'],
    ['DATEADD(DATETIME("now"), -7, day) : now', '2024-06-08T14:30:00', '2024-06-15T14:30:00'],
    ['2020-01-01 : 2021-01-01', '2020-01-01T00:00:00', '2021-01-01T00:00:00'],
    ['2020-01-01 : ', '2020-01-01T00:00:00', null],
  ])('%s', (timeRange, since, until) => {
    expect(range(timeRange)).toEqual([since, until]);
  });

  it('Last week with shift "1 year ago"', () => {
    expect(range('Last week', { timeShift: '1 year ago' })).toEqual(['2023-06-08T00:00:00', '2023-06-15T00:00:00']);
  });
});

describe('parseTimeRange: shortcuts', () => {
  it.each([
    ['previous calendar quarter', '2024-01-01T00:00:00', '2024-04-01T00:00:00'],
    ['Current day', '2024-06-15T00:00:00', '2024-06-16T00:00:00'],
    ['Current week', '2024-06-10T00:00:00', '2024-06-17T00:00:00'],
    ['Current quarter', '2024-04-01T00:00:00', '2024-07-01T00:00:00'],
    ['Current year', '2024-01-01T00:00:00', '2025-01-01T00:00:00'],
    ['Last 5 months', '2024-01-15T00:00:00', '2024-06-15T00:00:00'],
    ['Last 2 weeks', '2024-06-01T00:00:00', '2024-06-15T00:00:00'],
    ['Last 30 minutes', '2024-06-15T14:00:00', '2024-06-15T14:30:00'],
    ['Last hour', '2024-06-15T13:30:00', '2024-06-15T14:30:00'],
    ['Next 1 month', '2024-06-15T00:00:00', '2024-07-15T00:00:00'],
    ['Next 2 hours', '2024-06-15T14:30:00', '2024-06-15T16:30:00'],
    ['first week of this year', '2024-01-01T00:00:00', '2024-01-08T00:00:00'],
    ['first month of last quarter', '2024-01-01T00:00:00', '2024-02-01T00:00:00'],
    ['1st quarter of the year', '2024-01-01T00:00:00', '2024-04-01T00:00:00'],
  ])('%s', (timeRange, since, until) => {
    expect(range(timeRange)).toEqual([since, until]);
  });

  it('matches the shortcut words as Superset does: "Last"/"Next"/calendar names case-sensitively, as prefixes', () => {
    expect(range('previous calendar weeks')).toEqual(['2024-06-03T00:00:00', '2024-06-10T00:00:00']);
    // Lower-case "last week" is no shortcut: the legacy path ignores it.
    expect(range('last week')).toEqual([null, '2024-06-15T00:00:00']);
  });

  it('takes the legacy path for text without a separator: since unbounded, until the relative end', () => {
    expect(range('today')).toEqual([null, '2024-06-15T00:00:00']);
    expect(range('')).toEqual([null, '2024-06-15T00:00:00']);
    expect(range(null)).toEqual([null, '2024-06-15T00:00:00']);
    expect(range(undefined, { relativeEnd: 'now' })).toEqual([null, '2024-06-15T14:30:00']);
  });
});

describe('parseTimeRange: "<since> : <until>"', () => {
  it.each([
    [' : now', null, '2024-06-15T14:30:00'],
    [' : ', null, null],
    ['yesterday : tomorrow', '2024-06-14T00:00:00', '2024-06-16T00:00:00'],
    ['7 days ago : 2 weeks later', '2024-06-08T00:00:00', '2024-06-29T00:00:00'],
    ['1 year ago : now', '2023-06-15T00:00:00', '2024-06-15T14:30:00'],
    ['last year : next month', '2023-06-15T00:00:00', '2024-07-15T00:00:00'],
    ['Last 2 days : this day', '2024-06-13T00:00:00', '2024-06-15T00:00:00'],
    ['prior 3 hours : now', '2024-06-15T11:30:00', '2024-06-15T14:30:00'],
    ['last 3days : today', '2024-06-12T00:00:00', '2024-06-15T00:00:00'],
    ['start of this month : end of this month', '2024-06-01T00:00:00', '2024-06-30T00:00:00'],
    ['beginning of last year : start of this year', '2023-01-01T00:00:00', '2024-01-01T00:00:00'],
    ['start of last 2 quarters : end of next week', '2023-10-01T00:00:00', '2024-06-23T00:00:00'],
    ['first of this month : first day of next month', '2024-06-01T00:00:00', '2024-07-01T00:00:00'],
    ['first of the year : 1st of the quarter', '2024-01-01T00:00:00', '2024-04-01T00:00:00'],
    ['2021-01-01 : now', '2021-01-01T00:00:00', '2024-06-15T14:30:00'],
    ['June 1, 2024 : Jun 15 2024 2pm', '2024-06-01T00:00:00', '2024-06-15T14:00:00'],
    [
      'DATETRUNC(DATETIME("today"), month) : LASTDAY(DATETIME("today"), month)',
      '2024-06-01T00:00:00',
      '2024-06-30T00:00:00',
    ],
    [
      'datetime("2024-01-31") : dateadd(datetime("2024-01-31"), 1, month)',
      '2024-01-31T00:00:00',
      '2024-02-29T00:00:00',
    ],
    ['HOLIDAY("New Year") : HOLIDAY("christmas")', '2024-01-01T00:00:00', '2024-12-25T00:00:00'],
    ['DATEADD(DATETIME("today"), -7, day) : today', '2024-06-08T00:00:00', '2024-06-15T00:00:00'],
  ])('%s', (timeRange, since, until) => {
    expect(range(timeRange)).toEqual([since, until]);
  });

  it('splits on the first " : " only', () => {
    expect(() => range('2020-01-01 : 2021-01-01 : 2022-01-01')).toThrow(
      'Cannot parse time string [2021-01-01 : 2022-01-01]',
    );
  });

  it('needs the spaces around the colon; without them the legacy path applies', () => {
    expect(range('2020-01-01:2021-01-01')).toEqual([null, '2024-06-15T00:00:00']);
  });
});

describe('parseTimeRange: relative start and end', () => {
  it('bases relative phrases on relativeStart and ends "Last …" at relativeEnd', () => {
    expect(range('Last week', { relativeEnd: 'now' })).toEqual(['2024-06-08T00:00:00', '2024-06-15T14:30:00']);
    expect(range('Last week', { relativeStart: 'now' })).toEqual(['2024-06-08T14:30:00', '2024-06-15T00:00:00']);
    expect(range('Last week', { relativeStart: 'now', relativeEnd: 'now' })).toEqual([
      '2024-06-08T14:30:00',
      '2024-06-15T14:30:00',
    ]);
    expect(range('Next week', { relativeStart: '2024-01-01' })).toEqual(['2024-01-01T00:00:00', '2024-01-08T00:00:00']);
  });

  it('leaves the calendar shortcuts anchored on today', () => {
    expect(range('previous calendar month', { relativeStart: '2020-03-15', relativeEnd: '2020-03-15' })).toEqual([
      '2024-05-01T00:00:00',
      '2024-06-01T00:00:00',
    ]);
  });

  it('truncates the clock to whole seconds', () => {
    const { until } = parseTimeRange(' : now', { now: new Date('2024-06-15T14:30:00.987Z') });
    expect(until?.getUTCMilliseconds()).toBe(0);
  });
});

describe('parseTimeRange: errors', () => {
  it('refuses a range that ends before it starts', () => {
    expect(() => range('tomorrow : yesterday')).toThrow('From date cannot be larger than to date');
    expect(range('today : today')).toEqual(['2024-06-15T00:00:00', '2024-06-15T00:00:00']);
  });

  it('passes on the reasons a side cannot be read', () => {
    expect(() => range('5 days : now')).toThrow(
      'Time string is ambiguous. Please specify [5 days ago] or [5 days later].',
    );
    expect(() => range('foo : now')).toThrow('Cannot parse time string [foo]');
    expect(() => range('Last fortnight')).toThrow('Cannot parse time string [Last fortnight]');
    expect(() => range('DATEADD(DATETIME("now"), -7, dayz) : now')).toThrow(
      'Error parsing time range: unexpected token "dayz" at 29 (expected one of year, quarter, month, week, day, hour, minute, second)',
    );
    expect(() => range('DATETIME("now") garbage : now')).toThrow('unexpected token "garbage" at 16');
    expect(() => range('HOLIDAY("Festivus") : now')).toThrow('Unable to find such a holiday: [Festivus]');
  });

  it('throws TimeRangeError, never anything else, for bad input', () => {
    const bad = [
      'DATEADD( : now',
      'DATETIME("x : now',
      'Last 99999999 years',
      'start of next 99999 years : now',
      'DATEADD(DATETIME("now"), 1e3, day) : now',
    ];
    for (const text of bad) {
      expect(() => range(text), text).toThrow(TimeRangeError);
    }
  });

  it('does not read a separator-less expression at all (legacy path), as Superset does not', () => {
    expect(range('DATEADD(')).toEqual([null, '2024-06-15T00:00:00']);
  });

  it('fails only with TimeRangeError on arbitrary mixes of the grammar’s pieces', () => {
    const pieces = [
      'DATEADD',
      'DATETIME',
      'DATETRUNC',
      'LASTDAY',
      'HOLIDAY',
      'DATEDIFF',
      '(',
      ')',
      ',',
      '"now"',
      "'2024-02-29'",
      '-7',
      'day',
      'quarter',
      'Last',
      'Next',
      ' : ',
      'start of',
      'this',
      'week',
      '3',
      'ago',
      'today',
      '"',
      'x',
      ' ',
      'first',
      'of',
      'previous calendar',
    ];
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 2000; i++) {
      const text = Array.from(
        { length: 1 + Math.floor(random() * 12) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join('');
      try {
        range(text);
      } catch (err) {
        expect(err, text).toBeInstanceOf(TimeRangeError);
      }
    }
  });
});
