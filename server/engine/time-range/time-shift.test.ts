import { describe, expect, it } from 'vitest';
import { parseTimeRange } from './time-range.ts';

const NOW = new Date('2024-06-15T14:30:00Z');
const show = (d: Date | null) => (d ? d.toISOString().replace('.000Z', '') : null);
const shifted = (timeRange: string, timeShift: string) => {
  const { since, until } = parseTimeRange(timeRange, { now: NOW, timeShift });
  return [show(since), show(until)];
};
const YEARS = '2000-01-01T00:00:00 : 2018-01-01T00:00:00';

describe('time shift', () => {
  it('moves both bounds into the past, "ago" or not (Superset’s own cases)', () => {
    expect(shifted(YEARS, '1 year')).toEqual(['1999-01-01T00:00:00', '2017-01-01T00:00:00']);
    expect(shifted(YEARS, '1 month')).toEqual(['1999-12-01T00:00:00', '2017-12-01T00:00:00']);
    expect(shifted(YEARS, '1 week')).toEqual(['1999-12-25T00:00:00', '2017-12-25T00:00:00']);
    expect(shifted('yesterday : tomorrow', '1 day')).toEqual(['2024-06-13T00:00:00', '2024-06-15T00:00:00']);
    expect(shifted(YEARS, '1 year ago')).toEqual(shifted(YEARS, '1 year'));
    expect(shifted(YEARS, '-1 year')).toEqual(shifted(YEARS, '1 year'));
  });

  it('moves each bound from itself, respecting month lengths', () => {
    expect(shifted('2024-03-31 : 2024-05-31', '1 month ago')).toEqual(['2024-02-29T00:00:00', '2024-04-30T00:00:00']);
    expect(shifted('2024-02-29 : 2024-03-01', '1 year ago')).toEqual(['2023-02-28T00:00:00', '2023-03-01T00:00:00']);
    expect(shifted('Last week', '52 weeks ago')).toEqual(['2023-06-10T00:00:00', '2023-06-17T00:00:00']);
    expect(shifted('Last week', '1 quarter ago')).toEqual(['2024-03-08T00:00:00', '2024-03-15T00:00:00']);
    expect(shifted('Last 3 hours', 'one day ago')).toEqual(['2024-06-14T11:30:00', '2024-06-14T14:30:00']);
  });

  it('moves into the future when asked to', () => {
    expect(shifted('Last week', '2 weeks later')).toEqual(['2024-06-22T00:00:00', '2024-06-29T00:00:00']);
    expect(shifted('Last week', '1 day from now')).toEqual(['2024-06-09T00:00:00', '2024-06-16T00:00:00']);
  });

  it('keeps an unbounded side unbounded', () => {
    expect(shifted('2020-01-01 : ', '1 year ago')).toEqual(['2019-01-01T00:00:00', null]);
    expect(shifted('No filter', '1 year ago')).toEqual([null, null]);
  });

  it('"inherited" takes the preceding period of the same length', () => {
    expect(shifted(YEARS, 'inherited')).toEqual(['1981-12-31T00:00:00', '2000-01-01T00:00:00']);
    expect(shifted('Last week', 'inherited')).toEqual(['2024-06-01T00:00:00', '2024-06-08T00:00:00']);
    expect(() => shifted(' : now', 'inherited')).toThrow('An inherited time shift needs a range bounded on both sides');
  });

  it('replaces the bounds with a "a : b" shift', () => {
    expect(shifted('Last week', '2023-01-01 : 2023-02-01')).toEqual(['2023-01-01T00:00:00', '2023-02-01T00:00:00']);
  });

  it('refuses a shift it cannot read', () => {
    expect(() => shifted('Last week', 'a while ago')).toThrow('Cannot parse time shift [a while ago]');
    expect(() => shifted('Last week', '2023-01-01 : blue moon')).toThrow('Cannot parse time string [blue moon]');
  });

  it('checks since ≤ until after shifting', () => {
    expect(() => shifted('Last week', '2023-02-01 : 2023-01-01')).toThrow('From date cannot be larger than to date');
  });
});
