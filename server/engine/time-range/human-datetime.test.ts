import { describe, expect, it } from 'vitest';
import { parseHumanDatetime } from './human-datetime.ts';

// Saturday 2024-06-15 14:30:00 (naive UTC).
const NOW = new Date('2024-06-15T14:30:00Z');
const at = (text: string) => parseHumanDatetime(text, NOW).toISOString().replace('.000Z', '');

describe('parseHumanDatetime: absolute dates (dateutil)', () => {
  it.each([
    ['2020-01-01', '2020-01-01T00:00:00'],
    ['2020-01-01T12:34:56', '2020-01-01T12:34:56'],
    ['2020-01-01 12:34', '2020-01-01T12:34:00'],
    ['2020-01-01T12', '2020-01-01T12:00:00'],
    ['2020-1-5', '2020-01-05T00:00:00'],
    ['2018-9', '2018-09-01T00:00:00'],
    ['2018', '2018-01-01T00:00:00'],
    ['20200102', '2020-01-02T00:00:00'],
    ['2/3/1969', '1969-02-03T00:00:00'],
    ['25/12/2023', '2023-12-25T00:00:00'],
    ['2024/06/01', '2024-06-01T00:00:00'],
    ['12/25/23', '2023-12-25T00:00:00'],
    ['1/2/80', '1980-01-02T00:00:00'],
    ['June 15, 2024', '2024-06-15T00:00:00'],
    ['15 Jun 2024 2pm', '2024-06-15T14:00:00'],
    ['Jun 15 2024 10:30:15 pm', '2024-06-15T22:30:15'],
    ['15-Jun-2024', '2024-06-15T00:00:00'],
    ['March 3rd 2021', '2021-03-03T00:00:00'],
    ['December 2023', '2023-12-01T00:00:00'],
  ])('%s → %s', (text, expected) => {
    expect(at(text)).toBe(expected);
  });

  it('fills what is missing from January 1 of the current year, 00:00', () => {
    expect(at('June')).toBe('2024-06-01T00:00:00');
    expect(at('14:30')).toBe('2024-01-01T14:30:00');
    expect(at('Aug 3')).toBe('2024-08-03T00:00:00');
    // dateutil moves a lone weekday forward from that default: the first Monday of January.
    expect(at('monday')).toBe('2024-01-01T00:00:00');
    expect(at('Friday')).toBe('2024-01-05T00:00:00');
  });

  it('keeps fractions of a second', () => {
    expect(parseHumanDatetime('2020-01-01T00:00:00.250', NOW).getUTCMilliseconds()).toBe(250);
  });

  it('converts an explicit zone to naive UTC', () => {
    expect(at('2020-01-01T12:00:00Z')).toBe('2020-01-01T12:00:00');
    expect(at('2020-01-01T12:00:00+02:00')).toBe('2020-01-01T10:00:00');
    expect(at('2020-01-01 12:00 -0130')).toBe('2020-01-01T13:30:00');
  });

  it('rejects impossible dates instead of rolling them over', () => {
    expect(() => at('2023-02-29')).toThrow('Cannot parse time string [2023-02-29]');
    expect(() => at('2024-13-01')).toThrow('Cannot parse');
    expect(() => at('2024-01-01T25:00')).toThrow('Cannot parse');
    expect(at('2024-02-29')).toBe('2024-02-29T00:00:00');
  });
});

describe('parseHumanDatetime: relative phrases (parsedatetime)', () => {
  it.each([
    ['now', '2024-06-15T14:30:00'],
    ['today', '2024-06-15T00:00:00'],
    ['Yesterday', '2024-06-14T00:00:00'],
    ['tomorrow', '2024-06-16T00:00:00'],
    ['7 days ago', '2024-06-08T00:00:00'],
    ['1 year ago', '2023-06-15T00:00:00'],
    ['one year ago', '2023-06-15T00:00:00'],
    ['a week ago', '2024-06-08T00:00:00'],
    ['2 weeks later', '2024-06-29T00:00:00'],
    ['2 years after', '2026-06-15T00:00:00'],
    ['3 days from now', '2024-06-18T00:00:00'],
    ['in 2 months', '2024-08-15T00:00:00'],
    ['-7 days', '2024-06-08T00:00:00'],
    ['1 quarter ago', '2024-03-15T00:00:00'],
    ['3 hours ago', '2024-06-15T11:30:00'],
    ['90 minutes later', '2024-06-15T16:00:00'],
    ['last year', '2023-06-15T00:00:00'],
    ['next month', '2024-07-15T00:00:00'],
    ['this week', '2024-06-15T00:00:00'],
    ['last hour', '2024-06-15T13:30:00'],
    ['next monday', '2024-06-17T00:00:00'],
    ['last friday', '2024-06-14T00:00:00'],
    ['last saturday', '2024-06-08T00:00:00'],
    ['next saturday', '2024-06-22T00:00:00'],
    ['this sunday', '2024-06-16T00:00:00'],
    ['yesterday at 10:30', '2024-06-14T10:30:00'],
    ['tomorrow noon', '2024-06-16T12:00:00'],
    ['today 5pm', '2024-06-15T17:00:00'],
  ])('%s → %s', (text, expected) => {
    expect(at(text)).toBe(expected);
  });
});

describe('parseHumanDatetime: errors', () => {
  it('calls a bare "<N> <unit>s" ambiguous, as Superset does', () => {
    expect(() => at('7 days')).toThrow('Time string is ambiguous. Please specify [7 days ago] or [7 days later].');
    expect(() => at(' 2 Day ')).toThrow('ambiguous');
    expect(() => at('1 quarter')).toThrow('ambiguous');
  });

  it('reports what it cannot read', () => {
    for (const text of [
      'xxxxxxx',
      '',
      'next fortnight',
      '3 parsecs ago',
      'yesterday at teatime',
      'June 40 2024',
      '1 2 3',
    ]) {
      expect(() => at(text)).toThrow(`Cannot parse time string [${text}]`);
    }
  });
});
