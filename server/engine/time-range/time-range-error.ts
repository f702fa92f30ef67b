/**
 * A time range (or one of its expressions) that cannot be understood. The route answers it as
 * 400 `{"message": "Unexpected time range: <message>"}`, as Superset answers its ValueError,
 * TimeRangeParseFailError and TimeRangeAmbiguousError.
 */
export class TimeRangeError extends Error {
  override readonly name = 'TimeRangeError';
}

/** Superset's TimeRangeParseFailError wording. */
export function cannotParse(text: string): TimeRangeError {
  return new TimeRangeError(`Cannot parse time string [${text}]`);
}

/** Superset's TimeRangeAmbiguousError wording (a bare "7 days"). */
export function ambiguous(text: string): TimeRangeError {
  return new TimeRangeError(`Time string is ambiguous. Please specify [${text} ago] or [${text} later].`);
}
