/** Superset accepts `epoch_s`, `epoch_ms` or a strftime prefix of `%Y-%m-%d %H:%M:%S.%f`. */
const PATTERN = /^(epoch_s|epoch_ms|%Y(-%m(-%d)?)?([\sT]%H(:%M(:%S(\.%f)?)?)?)?)$/;

export function isValidPythonDateFormat(value: string | null | undefined): boolean {
  return value === null || value === undefined || value === '' || PATTERN.test(value);
}
