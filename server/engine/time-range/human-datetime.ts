import { parseAbsoluteDatetime } from './absolute-datetime.ts';
import { parseRelativeDatetime } from './relative-datetime.ts';
import { ambiguous, cannotParse } from './time-range-error.ts';

const BARE_PERIOD = /^\s*([0-9]+)\s+(second|minute|hour|day|week|month|quarter|year)s?\s*$/i;

/**
 * Superset's `parse_human_datetime`: a bare `"<N> <unit>s"` is ambiguous; otherwise dateutil's
 * reading (absolute dates, missing parts from January 1 of this year) and then parsedatetime's
 * (relative phrases). `now` is the naive-UTC clock, already at whole seconds.
 * Throws TimeRangeError ("Cannot parse time string [...]" or the ambiguity message).
 */
export function parseHumanDatetime(text: string, now: Date): Date {
  if (BARE_PERIOD.test(text)) throw ambiguous(text);
  const parsed = parseAbsoluteDatetime(text, now) ?? parseRelativeDatetime(text, now);
  if (!parsed) throw cannotParse(text);
  return parsed;
}
