import { parseTimeRange, type TimeRangeBounds } from './time-range.ts';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Python's naive `datetime.isoformat()`: `2024-06-08T00:00:00`, with `.ffffff` only when there
 * are fractions of a second.
 */
export function formatDatetime(d: Date): string {
  const date = `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  const time = `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
  const ms = d.getUTCMilliseconds();
  return `${date}T${time}${ms ? `.${pad(ms * 1000, 6)}` : ''}`;
}

/** Bounds as the time_range endpoint writes them: ISO datetimes, "" for an unbounded side. */
export function formatTimeRange(bounds: TimeRangeBounds): { since: string; until: string } {
  return {
    since: bounds.since ? formatDatetime(bounds.since) : '',
    until: bounds.until ? formatDatetime(bounds.until) : '',
  };
}

/** One entry of `GET /api/v1/time_range/`'s `result` list. */
export interface TimeRangeAnswer {
  since: string;
  until: string;
  timeRange: string;
  shift: string | null;
}

/** Resolves a time range (and optional shift) as the endpoint reports it. Throws TimeRangeError. */
export function describeTimeRange(timeRange: string, shift: string | null | undefined, now: Date): TimeRangeAnswer {
  const bounds = parseTimeRange(timeRange, { now, timeShift: shift });
  return { ...formatTimeRange(bounds), timeRange, shift: shift ?? null };
}
