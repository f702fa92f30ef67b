import { TimeRangeError } from './time-range-error.ts';

/** Units of DATEADD / DATETRUNC (Superset's keywords, lower case). */
export type TimeUnit = 'year' | 'quarter' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';
export const TIME_UNITS: readonly TimeUnit[] = ['year', 'quarter', 'month', 'week', 'day', 'hour', 'minute', 'second'];

/** Units LASTDAY accepts. */
export type LastDayUnit = 'year' | 'quarter' | 'month' | 'week' | 'day';
export const LASTDAY_UNITS: readonly LastDayUnit[] = ['year', 'quarter', 'month', 'week', 'day'];

const MS: Record<'week' | 'day' | 'hour' | 'minute' | 'second', number> = {
  week: 7 * 86_400_000,
  day: 86_400_000,
  hour: 3_600_000,
  minute: 60_000,
  second: 1000,
};

/** A naive datetime as a UTC Date; months are 1-based; years 0–99 are taken literally. */
export function utc(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, ms = 0): Date {
  const d = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, ms));
  d.setUTCFullYear(year, month - 1, day);
  return checkRange(d);
}

/** Python's datetime covers years 1–9999; outside that Superset fails, and so do we. */
export function checkRange(d: Date): Date {
  const y = d.getUTCFullYear();
  if (Number.isNaN(d.getTime()) || y < 1 || y > 9999) throw new TimeRangeError('date value out of range');
  return d;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return [31, isLeapYear(year) ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** Python's weekday(): Monday 0 … Sunday 6. */
export function weekday(d: Date): number {
  return (d.getUTCDay() + 6) % 7;
}

/** Same clock time, `n` months later; the day is clamped to the target month (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(d: Date, n: number): Date {
  const total = d.getUTCFullYear() * 12 + (d.getUTCMonth() + n);
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const day = Math.min(d.getUTCDate(), daysInMonth(year, month));
  return utc(year, month, day, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
}

/** DATEADD's arithmetic: calendar units clamp the day, the others are fixed lengths; a quarter is 3 months. */
export function addUnits(d: Date, n: number, unit: TimeUnit): Date {
  switch (unit) {
    case 'year':
      return addMonths(d, 12 * n);
    case 'quarter':
      return addMonths(d, 3 * n);
    case 'month':
      return addMonths(d, n);
    default:
      return checkRange(new Date(d.getTime() + n * MS[unit]));
  }
}

export function startOfDay(d: Date): Date {
  return utc(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** DATETRUNC: the start of the unit holding `d`; weeks start on Monday. */
export function truncate(d: Date, unit: TimeUnit): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  switch (unit) {
    case 'year':
      return utc(y, 1, 1);
    case 'quarter':
      return utc(y, m - ((m - 1) % 3), 1);
    case 'month':
      return utc(y, m, 1);
    case 'week':
      return addUnits(startOfDay(d), -weekday(d), 'day');
    case 'day':
      return startOfDay(d);
    case 'hour':
      return utc(y, m, d.getUTCDate(), d.getUTCHours());
    case 'minute':
      return utc(y, m, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes());
    case 'second':
      return utc(y, m, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds());
  }
}

/** LASTDAY: the last day (at 00:00) of the unit holding `d`; weeks end on Sunday. */
export function lastDay(d: Date, unit: LastDayUnit): Date {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + 1;
  switch (unit) {
    case 'year':
      return utc(y, 12, 31);
    case 'quarter': {
      const last = m - ((m - 1) % 3) + 2;
      return utc(y, last, daysInMonth(y, last));
    }
    case 'month':
      return utc(y, m, daysInMonth(y, m));
    case 'week':
      return addUnits(truncate(d, 'week'), 6, 'day');
    case 'day':
      return startOfDay(d);
  }
}

/** Python's `(b - a).days`: whole days, rounded towards negative infinity. */
export function dayDifference(a: Date, b: Date): number {
  return Math.floor((b.getTime() - a.getTime()) / MS.day);
}
