// The time offsets of a period-over-period comparison (superset-ui-core time-comparison
// getTimeOffset): named shifts ('1 year ago') pass as they are; 'inherit' shifts by the length of
// the current range and 'custom' by the distance to `start_date_offset`, both in days. Loupe
// computes those two only for explicit 'start : end' date ranges (relative ranges are resolved by
// the server, not here) and drops them otherwise.
const DAY = 86_400_000;

function parseRange(comparator: unknown): [number, number] | null {
  if (typeof comparator !== 'string' || !comparator.includes(' : ')) return null;
  const [start, end] = comparator
    .split(' : ')
    .map((part) => Date.parse(`${part.trim()}${part.includes('T') ? 'Z' : 'T00:00:00Z'}`));
  return Number.isFinite(start) && Number.isFinite(end) ? [start, end] : null;
}

export function getTimeOffsets(shifts: readonly string[], timeRange: unknown, startDateOffset?: unknown): string[] {
  const range = parseRange(timeRange);
  return shifts.flatMap((shift) => {
    if (shift === 'inherit') {
      return range ? [`${Math.round((range[1] - range[0]) / DAY)} days ago`] : [];
    }
    if (shift === 'custom') {
      const start = typeof startDateOffset === 'string' ? Date.parse(`${startDateOffset}T00:00:00Z`) : NaN;
      return range && Number.isFinite(start) ? [`${Math.round((range[0] - start) / DAY)} days ago`] : [];
    }
    return [shift];
  });
}
