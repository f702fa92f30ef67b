/**
 * The schedule of a scheduled query, as Superset keeps it in the saved query's
 * `extra_json.schedule_info`: a start date, an optional end date and a `schedule_interval`
 * (a five-field cron expression, run in UTC). The dialog offers an interval (every hour, day,
 * week or month, from the start date) or a cron expression typed by hand.
 */
export type Interval = 'hourly' | 'daily' | 'weekly' | 'monthly';
export const INTERVALS: readonly Interval[] = ['hourly', 'daily', 'weekly', 'monthly'];

export interface ScheduleInfo {
  start_date: string;
  end_date: string | null;
  schedule_interval: string;
}

/** The cron expression of an interval, anchored on the start date's UTC minute, hour, weekday, day. */
export function intervalCron(every: Interval, start: Date): string {
  const m = start.getUTCMinutes();
  const h = start.getUTCHours();
  switch (every) {
    case 'hourly':
      return `${m} * * * *`;
    case 'daily':
      return `${m} ${h} * * *`;
    case 'weekly':
      return `${m} ${h} * * ${start.getUTCDay()}`;
    case 'monthly':
      return `${m} ${h} ${start.getUTCDate()} * *`;
  }
}

const FIELDS: readonly { name: string; min: number; max: number }[] = [
  { name: 'minute', min: 0, max: 59 },
  { name: 'hour', min: 0, max: 23 },
  { name: 'day of month', min: 1, max: 31 },
  { name: 'month', min: 1, max: 12 },
  { name: 'day of week', min: 0, max: 7 },
];
const MACROS = new Set(['@yearly', '@annually', '@monthly', '@weekly', '@daily', '@midnight', '@hourly']);

function checkPart(part: string, min: number, max: number): boolean {
  const [range, step, ...rest] = part.split('/');
  if (rest.length || range === undefined) return false;
  if (step !== undefined && !/^\d+$/.test(step)) return false;
  if (step !== undefined && Number(step) < 1) return false;
  if (range === '*') return true;
  const m = /^(\d+)(?:-(\d+))?$/.exec(range);
  if (!m) return false;
  const lo = Number(m[1]);
  const hi = m[2] === undefined ? lo : Number(m[2]);
  return lo >= min && hi <= max && lo <= hi;
}

/** Null when `expr` is a valid five-field cron expression (or an @-macro), else what is wrong. */
export function cronProblem(expr: string): string | null {
  const text = expr.trim();
  if (!text) return 'Enter a cron expression';
  if (text.startsWith('@')) return MACROS.has(text) ? null : `Unknown macro ${text}`;
  const parts = text.split(/\s+/);
  if (parts.length !== 5) return 'A cron expression has five fields: minute hour day-of-month month day-of-week';
  for (const [i, f] of FIELDS.entries()) {
    if (!parts[i]!.split(',').every((p) => checkPart(p, f.min, f.max))) return `Invalid ${f.name} field "${parts[i]}"`;
  }
  return null;
}

/** The value of a `datetime-local` input for a date (local time, minutes precision). */
export function toLocalInput(d: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The default start: tomorrow at 9:00 local time. */
export function defaultStart(now = new Date()): Date {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, 9, 0, 0, 0);
  return d;
}
