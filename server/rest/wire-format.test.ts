import { describe, expect, it } from 'vitest';
import { humanizeDelta, parseDatetime, toStoredDatetime, wireDatetime, wireUtc, wireValue } from './wire-format.ts';

const now = new Date('2024-05-02T10:11:12.000Z');
const ago = (ms: number) => toStoredDatetime(new Date(now.getTime() - ms));
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('datetimes', () => {
  it('stores naive UTC with microseconds', () => {
    expect(toStoredDatetime(new Date('2024-05-02T10:11:12.123Z'))).toBe('2024-05-02T10:11:12.123000');
  });

  it('puts stored values on the wire as Python isoformat / strftime would', () => {
    expect(wireDatetime('2024-05-02T10:11:12.123456')).toBe('2024-05-02T10:11:12.123456');
    expect(wireDatetime('2024-05-02T10:11:12.000000')).toBe('2024-05-02T10:11:12');
    expect(wireDatetime('2024-05-02 10:11:12')).toBe('2024-05-02T10:11:12');
    expect(wireDatetime(null)).toBeNull();
    expect(wireUtc('2024-05-02T10:11:12.123456')).toBe('2024-05-02T10:11:12.123456+0000');
    expect(wireUtc('2024-05-02T10:11:12')).toBe('2024-05-02T10:11:12.000000+0000');
  });

  it('parses user datetimes to the stored form, converting offsets to UTC', () => {
    expect(parseDatetime('2024-05-02T12:11:12+02:00')).toBe('2024-05-02T10:11:12.000000');
    expect(parseDatetime('2024-05-02T10:11:12.5Z')).toBe('2024-05-02T10:11:12.500000');
    expect(parseDatetime('2024-05-02T10:11:12.1234567')).toBe('2024-05-02T10:11:12.123456');
    expect(parseDatetime('yesterday')).toBeNull();
    expect(parseDatetime('2024-13-45T10:11:12')).toBeNull();
  });
});

describe('humanizeDelta (Python humanize naturaltime)', () => {
  it.each([
    [0, 'now'],
    [400, 'now'],
    [1 * S, 'a second ago'],
    [5 * S, '5 seconds ago'],
    [59 * S, '59 seconds ago'],
    [60 * S, 'a minute ago'],
    [119 * S, 'a minute ago'],
    [2 * M, '2 minutes ago'],
    [59 * M, '59 minutes ago'],
    [1 * H, 'an hour ago'],
    [2 * H - S, 'an hour ago'],
    [3 * H, '3 hours ago'],
    [23 * H, '23 hours ago'],
    [1 * D, 'a day ago'],
    [2 * D, '2 days ago'],
    [30 * D, '30 days ago'],
    [31 * D, 'a month ago'],
    [61 * D, '2 months ago'],
    [364 * D, '11 months ago'],
    [365 * D, 'a year ago'],
    [366 * D, '1 year, 1 day ago'],
    [365 * D + 40 * D, '1 year, 1 month ago'],
    [365 * D + 100 * D, '1 year, 3 months ago'],
    [730 * D, '2 years ago'],
  ])('%d ms ago → %s', (ms, words) => {
    expect(humanizeDelta(ago(ms), now)).toBe(words);
  });

  it('speaks of the future with "from now"', () => {
    expect(humanizeDelta(toStoredDatetime(new Date(now.getTime() + 3 * D)), now)).toBe('3 days from now');
  });
});

describe('wireValue', () => {
  it('normalises booleans from SQLite and PostgreSQL', () => {
    expect([
      wireValue('boolean', 1),
      wireValue('boolean', 0),
      wireValue('boolean', true),
      wireValue('boolean', null),
    ]).toEqual([true, false, true, null]);
  });
  it('turns numeric strings and bigints into numbers, keeps json-text as text', () => {
    expect(wireValue('number', '42')).toBe(42);
    expect(wireValue('number', 7n)).toBe(7);
    expect(wireValue('json-text', '{"a":1}')).toBe('{"a":1}');
    expect(wireValue('datetime', '2024-05-02T10:11:12.000000')).toBe('2024-05-02T10:11:12');
  });
});
