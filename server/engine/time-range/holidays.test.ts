import { describe, expect, it } from 'vitest';
import { easterSunday, holidayDate, nthWeekday } from './holidays.ts';

const day = (d: Date) => d.toISOString().slice(0, 10);

describe('holidays', () => {
  it('computes Western Easter Sunday', () => {
    const known: Record<number, string> = {
      1961: '1961-04-02',
      2000: '2000-04-23',
      2008: '2008-03-23',
      2011: '2011-04-24',
      2019: '2019-04-21',
      2024: '2024-03-31',
      2025: '2025-04-20',
      2038: '2038-04-25',
    };
    for (const [year, date] of Object.entries(known)) expect(day(easterSunday(Number(year)))).toBe(date);
  });

  it('finds the nth and the last weekday of a month', () => {
    expect(day(nthWeekday(2024, 11, 3, 4))).toBe('2024-11-28'); // 4th Thursday
    expect(day(nthWeekday(2024, 5, 0, -1))).toBe('2024-05-27'); // last Monday
    expect(day(nthWeekday(2024, 7, 0, 1))).toBe('2024-07-01'); // a month starting on Monday
    expect(day(nthWeekday(2024, 6, 6, -1))).toBe('2024-06-30'); // a month ending on Sunday
  });

  it('knows the US federal holidays of a year', () => {
    const names: [string, string][] = [
      ["New Year's Day", '2024-01-01'],
      ['Martin Luther King Jr. Day', '2024-01-15'],
      ["Washington's Birthday", '2024-02-19'],
      ['Memorial Day', '2024-05-27'],
      ['Juneteenth National Independence Day', '2024-06-19'],
      ['Independence Day', '2024-07-04'],
      ['Labor Day', '2024-09-02'],
      ['Columbus Day', '2024-10-14'],
      ['Veterans Day', '2024-11-11'],
      ['Thanksgiving Day', '2024-11-28'],
      ['Christmas Day', '2024-12-25'],
    ];
    for (const [name, date] of names) expect(day(holidayDate(name, 2024)), name).toBe(date);
  });

  it('applies the historical US rules', () => {
    expect(day(holidayDate('Memorial', 1965))).toBe('1965-05-30');
    expect(day(holidayDate('Veterans', 1975))).toBe('1975-10-27');
    expect(day(holidayDate('Armistice', 1950))).toBe('1950-11-11');
    expect(() => holidayDate('Juneteenth', 2020)).toThrow('Unable to find such a holiday: [Juneteenth]');
  });

  it('matches a case-insensitive prefix, the earliest match winning', () => {
    expect(day(holidayDate('christmas', 2030))).toBe('2030-12-25');
    expect(day(holidayDate('new year', 2030))).toBe('2030-01-01');
    expect(day(holidayDate('M', 2024))).toBe('2024-01-15'); // MLK Day before Memorial Day
  });

  it('knows England’s bank holidays, Easter included', () => {
    expect(day(holidayDate('Good Friday', 2024, 'UK'))).toBe('2024-03-29');
    expect(day(holidayDate('easter', 2024, 'GB'))).toBe('2024-04-01');
    expect(day(holidayDate('May Day', 2020, 'UK'))).toBe('2020-05-08');
    expect(day(holidayDate('Spring Bank', 2022, 'UK'))).toBe('2022-06-02');
    expect(day(holidayDate('Late Summer', 2024, 'uk'))).toBe('2024-08-26');
    expect(day(holidayDate('Boxing', 2018, 'UK'))).toBe('2018-12-26');
  });

  it('has no Easter in the US, as the holidays package has none', () => {
    expect(() => holidayDate('Easter', 2024, 'US')).toThrow('Unable to find such a holiday: [Easter]');
  });

  it('names the countries it knows when asked for another', () => {
    expect(() => holidayDate('Noël', 2024, 'FR')).toThrow('Unknown holiday country [FR] (known: US, GB, UK)');
  });
});
