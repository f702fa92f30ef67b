/** The bounds of a time range: `since` inclusive, `until` exclusive; null is unbounded. */
export interface TimeRangeBounds {
  since: Date | null;
  until: Date | null;
}
