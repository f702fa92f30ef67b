// Series-name helpers for time comparison (chart-controls utils/timeOffset.ts).

interface NamedSeries {
  name?: unknown;
}

/** The offset a series belongs to: named `<offset>, <groupby…>` or `<metric>__<offset>`. */
export function getTimeOffset(series: NamedSeries, timeCompare: string[]): string | undefined {
  const name = String(series.name);
  return timeCompare.find((offset) => name.includes(`${offset},`) || name.includes(`__${offset}`));
}

export function hasTimeOffset(series: NamedSeries, timeCompare: string[]): boolean {
  return typeof series.name === 'string'
    ? !!getTimeOffset(series, timeCompare) || timeCompare.includes(series.name)
    : false;
}

/** The series name without its offset part. */
export function getOriginalSeries(seriesName: string, timeCompare: string[]): string {
  let result = seriesName;
  for (const offset of timeCompare) {
    result = result.replace(`${offset},`, '').replace(`__${offset}`, '');
  }
  return result.trim();
}
