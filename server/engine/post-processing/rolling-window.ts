/** Running statistics over a window that gains values on one side and loses them on the other. */
export interface WindowAccumulator {
  count: number;
  add(x: number): void;
  remove(x: number): void;
  value(): number | null;
}

/** Sum with Kahan compensation (pandas' roll_sum), and what mean, var and std need (Welford). */
export function movingMoments(kind: 'sum' | 'mean' | 'count' | 'var' | 'std', ddof: number): WindowAccumulator {
  let sum = 0;
  let comp = 0;
  let mean = 0;
  let ssqdm = 0;
  const acc: WindowAccumulator = {
    count: 0,
    add(x) {
      acc.count++;
      const y = x - comp;
      const t = sum + y;
      comp = t - sum - y;
      sum = t;
      const delta = x - mean;
      mean += delta / acc.count;
      ssqdm += delta * (x - mean);
    },
    remove(x) {
      acc.count--;
      const y = -x - comp;
      const t = sum + y;
      comp = t - sum - y;
      sum = t;
      if (acc.count === 0) {
        mean = 0;
        ssqdm = 0;
        sum = 0;
        comp = 0;
        return;
      }
      const delta = x - mean;
      mean -= delta / acc.count;
      ssqdm -= delta * (x - mean);
    },
    value() {
      if (kind === 'count') return acc.count;
      if (kind === 'sum') return sum;
      if (acc.count === 0) return null;
      if (kind === 'mean') return sum / acc.count;
      if (acc.count - ddof <= 0) return null;
      const v = Math.max(0, ssqdm) / (acc.count - ddof);
      return kind === 'var' ? v : Math.sqrt(v);
    },
  };
  return acc;
}

/**
 * Slides a window of `window` rows ending at each row (moved `offset` rows forward when
 * centred) over `xs`, feeding present values to the accumulator; a row with fewer than `need`
 * present values gets null. Linear in the rows.
 */
export function slide(
  xs: readonly (number | null)[],
  window: number,
  offset: number,
  need: number,
  acc: WindowAccumulator,
): (number | null)[] {
  const n = xs.length;
  const out = new Array<number | null>(n);
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < n; i++) {
    const end = Math.min(n, i + 1 + offset);
    const start = Math.max(0, end - window);
    for (; hi < end; hi++) if (xs[hi] !== null) acc.add(xs[hi]!);
    for (; lo < start; lo++) if (xs[lo] !== null) acc.remove(xs[lo]!);
    out[i] = acc.count < need ? null : acc.value();
  }
  return out;
}

function lowerBound(sorted: readonly number[], x: number): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (sorted[mid]! < x) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The window kept sorted (binary search, insert and remove), for min, max, median and quantiles. */
export function movingOrder(pick: (sorted: readonly number[]) => number | null): WindowAccumulator {
  const sorted: number[] = [];
  const acc: WindowAccumulator = {
    count: 0,
    add(x) {
      sorted.splice(lowerBound(sorted, x), 0, x);
      acc.count = sorted.length;
    },
    remove(x) {
      sorted.splice(lowerBound(sorted, x), 1);
      acc.count = sorted.length;
    },
    value: () => (sorted.length ? pick(sorted) : null),
  };
  return acc;
}

/** Sums of powers for the moving skewness and kurtosis (as pandas' roll_skew and roll_kurt). */
export function movingShape(kind: 'skew' | 'kurt'): WindowAccumulator {
  const s = [0, 0, 0, 0];
  const acc: WindowAccumulator = {
    count: 0,
    add(x) {
      acc.count++;
      s[0]! += x;
      s[1]! += x * x;
      s[2]! += x * x * x;
      s[3]! += x * x * x * x;
    },
    remove(x) {
      acc.count--;
      s[0]! -= x;
      s[1]! -= x * x;
      s[2]! -= x * x * x;
      s[3]! -= x * x * x * x;
    },
    value() {
      const n = acc.count;
      if (n < (kind === 'skew' ? 3 : 4)) return null;
      const m = s[0]! / n;
      const m2 = s[1]! / n - m * m;
      if (m2 <= 1e-14 * Math.max(1, m * m)) return 0;
      if (kind === 'skew') {
        const m3 = s[2]! / n - 3 * m * (s[1]! / n) + 2 * m ** 3;
        return (Math.sqrt(n * (n - 1)) / (n - 2)) * (m3 / m2 ** 1.5);
      }
      const m4 = s[3]! / n - 4 * m * (s[2]! / n) + 6 * m * m * (s[1]! / n) - 3 * m ** 4;
      const s2 = (m2 * n) / (n - 1);
      return (
        ((n * (n + 1)) / ((n - 1) * (n - 2) * (n - 3))) * ((m4 * n) / (s2 * s2)) -
        (3 * (n - 1) ** 2) / ((n - 2) * (n - 3))
      );
    },
  };
  return acc;
}
