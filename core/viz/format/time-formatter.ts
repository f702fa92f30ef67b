import { timeFormat, utcFormat } from 'd3-time-format';

import { LOCAL_PREFIX, type FormatsByStep } from './time-formats.ts';

export type TimeInput = Date | number | string | null | undefined;

/** A time formatter is a function that also carries its id, as Superset's TimeFormatter. */
export interface TimeFormatter {
  (value: TimeInput): string;
  readonly id: string;
  readonly label: string;
  readonly useLocalTime: boolean;
  format(value: TimeInput): string;
  preview(value?: Date): string;
}

export const PREVIEW_TIME = new Date(Date.UTC(2017, 1, 14, 11, 22, 33));

/**
 * Turns an input into a Date and formats it, as Superset's stringifyTimeInput: null/undefined are
 * echoed, a 4-digit string is a year, 10+ digits an epoch in ms, other digit-only strings (20260903)
 * and strings that are no date ('00:01:54') are returned unchanged.
 */
export function stringifyTimeInput(value: TimeInput, format: (time: Date) => string): string {
  if (value === null || value === undefined) return `${value}`;
  let time: Date;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (/^\d{4}$/.test(trimmed)) time = new Date(trimmed);
    else if (/^-?\d{10,}$/.test(trimmed)) time = new Date(Number(trimmed));
    else if (/^-?\d+$/.test(trimmed)) return value;
    else time = new Date(value);
  } else {
    time = value instanceof Date ? value : new Date(value);
  }
  if (Number.isNaN(time.getTime())) return `${value}`;
  return format(time);
}

export function createTimeFormatter(config: {
  id: string;
  label?: string;
  formatFunc: (time: Date) => string;
  useLocalTime?: boolean;
}): TimeFormatter {
  const { id, label = id, formatFunc, useLocalTime = false } = config;
  const format = (value: TimeInput): string => stringifyTimeInput(value, formatFunc);
  return Object.assign((value: TimeInput) => format(value), {
    id,
    label,
    useLocalTime,
    format,
    preview: (value: Date = PREVIEW_TIME) => `${value.toUTCString()} => ${format(value)}`,
  });
}

/** A formatter for a d3-time-format string, in UTC unless `useLocalTime`. */
export function createD3TimeFormatter(config: {
  formatString: string;
  label?: string;
  useLocalTime?: boolean;
}): TimeFormatter {
  const { formatString, label, useLocalTime = false } = config;
  return createTimeFormatter({
    id: useLocalTime ? `${LOCAL_PREFIX}${formatString}` : formatString,
    label,
    formatFunc: (useLocalTime ? timeFormat : utcFormat)(formatString),
    useLocalTime,
  });
}

interface DateParts {
  ms: number;
  seconds: number;
  minutes: number;
  hours: number;
  date: number;
  weekday: number;
  month: number;
}

const partsOf = (d: Date, local: boolean): DateParts =>
  local
    ? {
        ms: d.getMilliseconds(),
        seconds: d.getSeconds(),
        minutes: d.getMinutes(),
        hours: d.getHours(),
        date: d.getDate(),
        weekday: d.getDay(),
        month: d.getMonth(),
      }
    : {
        ms: d.getUTCMilliseconds(),
        seconds: d.getUTCSeconds(),
        minutes: d.getUTCMinutes(),
        hours: d.getUTCHours(),
        date: d.getUTCDate(),
        weekday: d.getUTCDay(),
        month: d.getUTCMonth(),
      };

/**
 * An adaptive formatter (Superset's createMultiFormatter): the coarsest step the time is not aligned
 * to picks the format: '.123ms', ':45s', '10:30', '10 AM', 'Tue 14', 'Feb 12' (a Sunday), 'February', '2017'.
 */
export function createMultiFormatter(config: {
  id: string;
  label?: string;
  formats: FormatsByStep;
  useLocalTime?: boolean;
}): TimeFormatter {
  const { id, label, formats, useLocalTime = false } = config;
  const make = useLocalTime ? timeFormat : utcFormat;
  const f = {
    millisecond: make(formats.millisecond),
    second: make(formats.second),
    minute: make(formats.minute),
    hour: make(formats.hour),
    day: make(formats.day),
    week: make(formats.week),
    month: make(formats.month),
    year: make(formats.year),
  };
  const pick = (date: Date): ((d: Date) => string) => {
    const p = partsOf(date, useLocalTime);
    if (p.ms !== 0) return f.millisecond;
    if (p.seconds !== 0) return f.second;
    if (p.minutes !== 0) return f.minute;
    if (p.hours !== 0) return f.hour;
    if (p.date !== 1) return p.weekday !== 0 ? f.day : f.week;
    if (p.month !== 0) return f.month;
    return f.year;
  };
  return createTimeFormatter({ id, label, formatFunc: (date) => pick(date)(date), useLocalTime });
}
