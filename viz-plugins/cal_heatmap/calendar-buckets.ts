// Domain and subdomain buckets of the calendar heatmap (cal-heatmap's granularities) in UTC, as
// epoch milliseconds: a domain is one block (a year, month, week, day or hour) and a subdomain
// the cell inside it (a month, week, day, hour or minute).

export type Granularity = 'min' | 'hour' | 'day' | 'week' | 'month' | 'year';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/** The start of the bucket `time` falls in (weeks start on Monday, as ISO weeks). */
export function bucketStart(time: number, unit: Granularity): number {
  const d = new Date(time);
  switch (unit) {
    case 'min':
      return Math.floor(time / MINUTE) * MINUTE;
    case 'hour':
      return Math.floor(time / HOUR) * HOUR;
    case 'day':
      return Math.floor(time / DAY) * DAY;
    case 'week': {
      const day = Math.floor(time / DAY) * DAY;
      return day - ((new Date(day).getUTCDay() + 6) % 7) * DAY;
    }
    case 'month':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    case 'year':
      return Date.UTC(d.getUTCFullYear(), 0, 1);
  }
}

/** The cell's position inside its domain: 0 for the first subdomain bucket of the block. */
export function subdomainIndex(time: number, domain: Granularity, subdomain: Granularity): number {
  const start = bucketStart(time, domain);
  const d = new Date(time);
  if (subdomain === 'month') return d.getUTCMonth() - new Date(start).getUTCMonth();
  const size = { min: MINUTE, hour: HOUR, day: DAY, week: WEEK }[subdomain as 'min' | 'hour' | 'day' | 'week'] ?? DAY;
  if (subdomain === 'week') return Math.floor((bucketStart(time, 'week') - bucketStart(start, 'week')) / WEEK);
  return Math.floor((bucketStart(time, subdomain) - start) / size);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/** The label of a domain block. */
export function domainLabel(start: number, domain: Granularity): string {
  const d = new Date(start);
  const ymd = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
  switch (domain) {
    case 'year':
      return String(d.getUTCFullYear());
    case 'month':
      return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
    case 'hour':
      return `${ymd} ${pad(d.getUTCHours())}:00`;
    default:
      return ymd;
  }
}

/** The label of the `index`-th cell of a block. */
export function subdomainLabel(index: number, domain: Granularity, subdomain: Granularity): string {
  switch (subdomain) {
    case 'month':
      return MONTHS[index] ?? String(index + 1);
    case 'week':
      return `W${index + 1}`;
    case 'day':
      return domain === 'week'
        ? (['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'][index] ?? String(index))
        : String(index + 1);
    case 'hour':
      return `${pad(index % 24)}:00`;
    default:
      return `:${pad(index % 60)}`;
  }
}
