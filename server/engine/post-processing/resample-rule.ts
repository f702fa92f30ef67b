/**
 * A pandas offset alias as resample bins by it. `bin(t)` gives the bin number of a timestamp
 * (epoch ms, naive UTC) and `label(bin)` the timestamp labelling that bin: left edges for fixed
 * spans (S, T/min, H, D…) and start offsets (MS, QS, AS/YS), the period's last day for end
 * offsets (W[-DAY], M, Q, A/Y), as pandas labels them.
 */
export interface ResampleRule {
  bins(first: number): { bin: (t: number) => number; label: (bin: number) => number };
}

const DAY = 86_400_000;
const TICKS: Record<string, number> = {
  L: 1,
  ms: 1,
  S: 1000,
  s: 1000,
  T: 60_000,
  min: 60_000,
  H: 3_600_000,
  h: 3_600_000,
  D: DAY,
};
const WEEKDAYS = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

function monthsOf(t: number): number {
  const d = new Date(t);
  return d.getUTCFullYear() * 12 + d.getUTCMonth();
}

function monthStart(months: number): number {
  return Date.UTC(Math.floor(months / 12), ((months % 12) + 12) % 12, 1);
}

/** Parses a rule such as "1D", "7D", "15T", "1H", "W", "W-MON", "1M", "MS", "Q", "QS", "1AS", "A"; null when not understood. */
export function parseResampleRule(text: string): ResampleRule | null {
  const m = /^\s*(\d*)\s*([A-Za-z]+)(?:-([A-Z]{3}))?\s*$/.exec(text);
  if (!m) return null;
  const n = m[1] ? Number(m[1]) : 1;
  if (!Number.isSafeInteger(n) || n < 1) return null;
  const unit = m[2]!;
  const anchor = m[3];
  const tick = TICKS[unit];
  if (tick !== undefined && !anchor) {
    const span = n * tick;
    return {
      bins(first) {
        const origin = Math.floor(first / DAY) * DAY; // pandas' origin "start_day"
        return { bin: (t) => Math.floor((t - origin) / span), label: (b) => origin + b * span };
      },
    };
  }
  if (unit === 'W') {
    const a = WEEKDAYS.indexOf(anchor ?? 'SUN');
    if (a < 0) return null;
    // the week ending on weekday `a` (1970-01-01 was a Thursday, weekday 4)
    const anchorDay = (day: number) => day + ((a - ((day + 4) % 7) + 7) % 7);
    return periodic(
      n,
      true,
      (t) => Math.floor(anchorDay(Math.floor(t / DAY)) / 7),
      (p) => (p * 7 + ((((a - 4) % 7) + 7) % 7)) * DAY,
    );
  }
  const monthly: Record<string, [number, boolean, string | undefined]> = {
    M: [1, true, undefined],
    ME: [1, true, undefined],
    MS: [1, false, undefined],
    Q: [3, true, 'DEC'],
    QE: [3, true, 'DEC'],
    QS: [3, false, 'JAN'],
    A: [12, true, 'DEC'],
    Y: [12, true, 'DEC'],
    YE: [12, true, 'DEC'],
    AS: [12, false, 'JAN'],
    YS: [12, false, 'JAN'],
  };
  const spec = monthly[unit];
  if (!spec || (anchor && anchor !== spec[2])) return null;
  const [months, end] = spec;
  const periodOf = (t: number) => Math.floor(monthsOf(t) / months);
  const labelOf = (p: number) => (end ? monthStart((p + 1) * months) - DAY : monthStart(p * months));
  return periodic(n, end, periodOf, labelOf);
}

/** Bins of `n` calendar periods: end offsets close on the right and end at the first period, start offsets begin at it. */
function periodic(
  n: number,
  end: boolean,
  periodOf: (t: number) => number,
  labelOf: (p: number) => number,
): ResampleRule {
  return {
    bins(first) {
      const p0 = periodOf(first);
      return {
        bin: (t) => (end ? Math.ceil((periodOf(t) - p0) / n) : Math.floor((periodOf(t) - p0) / n)),
        label: (b) => labelOf(p0 + b * n),
      };
    },
  };
}
