import { addUnits, daysInMonth, utc, weekday } from './calendar.ts';
import { TimeRangeError } from './time-range-error.ts';

/** One named holiday: its date in a year, or undefined in years it was not observed. */
interface HolidayRule {
  name: string;
  on: (year: number) => Date | undefined;
}

const MON = 0;
const THU = 3;

/** The `n`th (1-based) weekday `wd` of a month, or the last one when `n` is -1. */
export function nthWeekday(year: number, month: number, wd: number, n: number): Date {
  if (n > 0) {
    const first = utc(year, month, 1);
    return addUnits(first, ((wd - weekday(first) + 7) % 7) + 7 * (n - 1), 'day');
  }
  const last = utc(year, month, daysInMonth(year, month));
  return addUnits(last, -((weekday(last) - wd + 7) % 7), 'day');
}

/** Western (Gregorian) Easter Sunday, by the anonymous Gregorian algorithm (Meeus/Jones/Butcher). */
export function easterSunday(year: number): Date {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return utc(year, month, day);
}

const since = (first: number, date: (y: number) => Date) => (y: number) => (y >= first ? date(y) : undefined);

/** United States federal holidays, named as the `holidays` package names them (observed=False). */
const US: HolidayRule[] = [
  { name: "New Year's Day", on: since(1871, (y) => utc(y, 1, 1)) },
  { name: 'Martin Luther King Jr. Day', on: since(1986, (y) => nthWeekday(y, 1, MON, 3)) },
  { name: "Washington's Birthday", on: since(1880, (y) => (y >= 1971 ? nthWeekday(y, 2, MON, 3) : utc(y, 2, 22))) },
  { name: 'Memorial Day', on: since(1888, (y) => (y >= 1971 ? nthWeekday(y, 5, MON, -1) : utc(y, 5, 30))) },
  { name: 'Juneteenth National Independence Day', on: since(2021, (y) => utc(y, 6, 19)) },
  { name: 'Independence Day', on: since(1871, (y) => utc(y, 7, 4)) },
  { name: 'Labor Day', on: since(1894, (y) => nthWeekday(y, 9, MON, 1)) },
  { name: 'Columbus Day', on: since(1937, (y) => (y >= 1971 ? nthWeekday(y, 10, MON, 2) : utc(y, 10, 12))) },
  { name: 'Armistice Day', on: (y) => (y >= 1938 && y <= 1953 ? utc(y, 11, 11) : undefined) },
  {
    name: 'Veterans Day',
    on: since(1954, (y) => (y >= 1971 && y <= 1977 ? nthWeekday(y, 10, MON, 4) : utc(y, 11, 11))),
  },
  {
    name: 'Thanksgiving Day',
    on: since(1871, (y) => (y >= 1942 ? nthWeekday(y, 11, THU, 4) : nthWeekday(y, 11, THU, -1))),
  },
  { name: 'Christmas Day', on: since(1871, (y) => utc(y, 12, 25)) },
];

/** Years the spring bank holiday moved to a June day (jubilees). */
const SPRING_MOVED: Record<number, number> = { 2002: 4, 2012: 4, 2022: 2 };

/** England's bank holidays (the `holidays` package's UK/GB default subdivision, without one-off days). */
const GB: HolidayRule[] = [
  { name: "New Year's Day", on: since(1974, (y) => utc(y, 1, 1)) },
  { name: 'Good Friday', on: (y) => addUnits(easterSunday(y), -2, 'day') },
  { name: 'Easter Monday', on: (y) => addUnits(easterSunday(y), 1, 'day') },
  { name: 'May Day', on: since(1978, (y) => (y === 1995 || y === 2020 ? utc(y, 5, 8) : nthWeekday(y, 5, MON, 1))) },
  {
    name: 'Spring Bank Holiday',
    on: since(1971, (y) => (SPRING_MOVED[y] ? utc(y, 6, SPRING_MOVED[y]) : nthWeekday(y, 5, MON, -1))),
  },
  { name: 'Late Summer Bank Holiday', on: since(1971, (y) => nthWeekday(y, 8, MON, -1)) },
  { name: 'Christmas Day', on: (y) => utc(y, 12, 25) },
  { name: 'Boxing Day', on: (y) => utc(y, 12, 26) },
];

const COUNTRIES: Record<string, HolidayRule[]> = { US, GB, UK: GB };

/** The country codes HOLIDAY() knows. */
export const HOLIDAY_COUNTRIES: readonly string[] = Object.keys(COUNTRIES);

/**
 * HOLIDAY("name", <year>, "country"): the first holiday of that year (by date) whose name starts
 * with `name`, case-insensitively, as Superset's `get_named(name, lookup="istartswith")` finds it.
 */
export function holidayDate(name: string, year: number, country = 'US'): Date {
  const rules = COUNTRIES[country.toUpperCase()];
  if (!rules) throw new TimeRangeError(`Unknown holiday country [${country}] (known: ${HOLIDAY_COUNTRIES.join(', ')})`);
  const wanted = name.toLowerCase();
  const found = rules
    .filter((r) => r.name.toLowerCase().startsWith(wanted))
    .map((r) => r.on(year))
    .filter((d): d is Date => d !== undefined)
    .sort((a, b) => a.getTime() - b.getTime());
  if (found.length === 0) throw new TimeRangeError(`Unable to find such a holiday: [${name}]`);
  return found[0]!;
}
