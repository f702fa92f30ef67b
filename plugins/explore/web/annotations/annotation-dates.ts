/**
 * Annotation dates between the API and the form. The API speaks naive ISO datetimes
 * (`2024-05-02T10:11:12`, microseconds when there are some); a `datetime-local` input speaks
 * `2024-05-02T10:11` (or with seconds). Both are wall times: no zone is added or converted.
 */

/** An API datetime → the input's value (minutes, or seconds when they are not zero); '' for none. */
export function toInputValue(wire: string | null | undefined): string {
  if (!wire) return '';
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(?::(\d{2}))?/.exec(wire);
  if (!m) return '';
  return m[3] && m[3] !== '00' ? `${m[1]}T${m[2]}:${m[3]}` : `${m[1]}T${m[2]}`;
}

/** The input's value → what the API takes (`YYYY-MM-DDTHH:MM:SS`), or null when it is not a datetime. */
export function toWireValue(input: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?$/.exec(input.trim());
  return m ? `${m[1]}T${m[2]}:${m[3] ?? '00'}` : null;
}

/** An API datetime as the list shows it: `2024-05-02 10:11`. */
export function displayDate(wire: string | null | undefined): string {
  const v = toInputValue(wire);
  return v ? v.replace('T', ' ') : '';
}
