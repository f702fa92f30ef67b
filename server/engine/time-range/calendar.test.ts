import { describe, expect, it } from 'vitest';
import { addUnits, dayDifference, daysInMonth, isLeapYear, lastDay, truncate, utc, weekday } from './calendar.ts';
import { TimeRangeError } from './time-range-error.ts';

const iso = (d: Date) => d.toISOString().slice(0, 19);

describe('calendar arithmetic (naive UTC)', () => {
  it('knows leap years by the Gregorian rule', () => {
    expect([1900, 2000, 2023, 2024].map(isLeapYear)).toEqual([false, true, false, true]);
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2024, 4)).toBe(30);
  });

  it('takes years below 100 literally, unlike Date.UTC', () => {
    expect(utc(50, 3, 1).getUTCFullYear()).toBe(50);
  });

  it('clamps the day when adding months and years', () => {
    expect(iso(addUnits(utc(2024, 1, 31), 1, 'month'))).toBe('2024-02-29T00:00:00');
    expect(iso(addUnits(utc(2023, 1, 31), 1, 'month'))).toBe('2023-02-28T00:00:00');
    expect(iso(addUnits(utc(2024, 3, 31), -1, 'month'))).toBe('2024-02-29T00:00:00');
    expect(iso(addUnits(utc(2024, 2, 29), 1, 'year'))).toBe('2025-02-28T00:00:00');
    expect(iso(addUnits(utc(2024, 2, 29), 4, 'year'))).toBe('2028-02-29T00:00:00');
    expect(iso(addUnits(utc(2024, 11, 30, 10, 5), 2, 'quarter'))).toBe('2025-05-30T10:05:00');
    expect(iso(addUnits(utc(2024, 1, 15), -13, 'month'))).toBe('2022-12-15T00:00:00');
  });

  it('adds fixed-length units exactly', () => {
    const t = utc(2024, 6, 15, 14, 30);
    expect(iso(addUnits(t, -3, 'week'))).toBe('2024-05-25T14:30:00');
    expect(iso(addUnits(t, 10, 'hour'))).toBe('2024-06-16T00:30:00');
    expect(iso(addUnits(t, -31, 'second'))).toBe('2024-06-15T14:29:29');
  });

  it('refuses dates outside years 1–9999', () => {
    expect(() => addUnits(utc(9999, 12, 1), 1, 'month')).toThrow(TimeRangeError);
    expect(() => addUnits(utc(1, 1, 1), -1, 'day')).toThrow('date value out of range');
  });

  it('truncates with weeks starting on Monday', () => {
    const sat = utc(2024, 6, 15, 14, 30, 45);
    expect(weekday(sat)).toBe(5);
    expect(iso(truncate(sat, 'week'))).toBe('2024-06-10T00:00:00');
    expect(iso(truncate(utc(2024, 6, 16, 23), 'week'))).toBe('2024-06-10T00:00:00'); // Sunday
    expect(iso(truncate(utc(2024, 6, 10, 9), 'week'))).toBe('2024-06-10T00:00:00'); // Monday
    expect(iso(truncate(sat, 'year'))).toBe('2024-01-01T00:00:00');
    expect(iso(truncate(sat, 'quarter'))).toBe('2024-04-01T00:00:00');
    expect(iso(truncate(utc(2024, 12, 31), 'quarter'))).toBe('2024-10-01T00:00:00');
    expect(iso(truncate(sat, 'month'))).toBe('2024-06-01T00:00:00');
    expect(iso(truncate(sat, 'day'))).toBe('2024-06-15T00:00:00');
    expect(iso(truncate(sat, 'hour'))).toBe('2024-06-15T14:00:00');
    expect(iso(truncate(sat, 'minute'))).toBe('2024-06-15T14:30:00');
    expect(truncate(new Date(Date.UTC(2024, 5, 15, 1, 2, 3, 456)), 'second').getUTCMilliseconds()).toBe(0);
  });

  it('finds the last day of a unit at midnight, weeks ending on Sunday', () => {
    const t = utc(2024, 2, 10, 8);
    expect(iso(lastDay(t, 'month'))).toBe('2024-02-29T00:00:00');
    expect(iso(lastDay(t, 'quarter'))).toBe('2024-03-31T00:00:00');
    expect(iso(lastDay(utc(2024, 8, 31), 'quarter'))).toBe('2024-09-30T00:00:00');
    expect(iso(lastDay(t, 'year'))).toBe('2024-12-31T00:00:00');
    expect(iso(lastDay(t, 'week'))).toBe('2024-02-11T00:00:00');
    expect(iso(lastDay(t, 'day'))).toBe('2024-02-10T00:00:00');
  });

  it('counts whole days as Python does, rounding down', () => {
    expect(dayDifference(utc(2024, 6, 1), utc(2024, 6, 15, 23))).toBe(14);
    expect(dayDifference(utc(2024, 6, 15), utc(2024, 6, 14, 1))).toBe(-1);
    expect(dayDifference(utc(2024, 1, 1), utc(2025, 1, 1))).toBe(366);
  });
});
