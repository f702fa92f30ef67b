/**
 * Rolling statistics as pandas 2 computes them (`pandas/_libs/window/aggregations.pyx`), step for
 * step so the last bits agree: each window drops the rows that left it, then adds the rows that
 * entered; sums are Kahan-compensated with one compensation for adding and another for removing; a
 * run of equal values at the end of the window (GH#42064) makes the sum value·n, the mean the value
 * and the variance 0; a window that shares no row with the previous one starts afresh.
 */
export interface WindowAccumulator {
  /** Present values in the window. */
  count: number;
  /** Empties the window (pandas' setup of a fresh window). */
  reset(): void;
  add(x: number): void;
  remove(x: number): void;
  value(): number | null;
}

/** Kahan step of pandas' add and remove functions: returns [sum, compensation]. */
function kahan(sum: number, comp: number, x: number): [number, number] {
  const y = x - comp;
  const t = sum + y;
  return [t, t - sum - y];
}

/** A run of equal values ending at the last value added (pandas' num_consecutive_same_value, prev_value). */
class SameRun {
  run = 0;
  prev = NaN;
  reset(): void {
    this.run = 0;
    this.prev = NaN;
  }
  add(x: number): void {
    this.run = x === this.prev ? this.run + 1 : 1;
    this.prev = x;
  }
}

/** pandas' roll_sum and roll_mean (Kahan sums; the mean also counts negative values, as calc_mean does). */
export function movingSum(kind: 'sum' | 'mean'): WindowAccumulator {
  let sum = 0;
  let compAdd = 0;
  let compRemove = 0;
  let negatives = 0;
  const same = new SameRun();
  const acc: WindowAccumulator = {
    count: 0,
    reset() {
      acc.count = sum = compAdd = compRemove = negatives = 0;
      same.reset();
    },
    add(x) {
      acc.count++;
      [sum, compAdd] = kahan(sum, compAdd, x);
      if (x < 0 || Object.is(x, -0)) negatives++;
      same.add(x);
    },
    remove(x) {
      acc.count--;
      [sum, compRemove] = kahan(sum, compRemove, -x);
      if (x < 0 || Object.is(x, -0)) negatives--;
    },
    value() {
      const n = acc.count;
      if (kind === 'sum') return n === 0 ? 0 : same.run >= n ? same.prev * n : sum;
      if (n === 0) return null;
      if (same.run >= n) return same.prev;
      const mean = sum / n;
      if (negatives === 0 && mean < 0) return 0;
      if (negatives === n && mean > 0) return 0;
      return mean;
    },
  };
  return acc;
}

/** pandas' roll_var (Welford with Kahan-compensated means; nothing or one value, or a run of equal values: 0); std is its square root. */
export function movingVariance(kind: 'var' | 'std', ddof: number): WindowAccumulator {
  let mean = 0;
  let ssqdm = 0;
  let compAdd = 0;
  let compRemove = 0;
  const same = new SameRun();
  const acc: WindowAccumulator = {
    count: 0,
    reset() {
      acc.count = mean = ssqdm = compAdd = compRemove = 0;
      same.reset();
    },
    add(x) {
      acc.count++;
      same.add(x);
      const prevMean = mean - compAdd;
      const y = x - compAdd;
      const t = y - mean;
      compAdd = t + mean - y;
      mean = mean + t / acc.count;
      ssqdm = ssqdm + (x - prevMean) * (x - mean);
    },
    remove(x) {
      acc.count--;
      if (acc.count === 0) {
        mean = ssqdm = 0;
        return;
      }
      const prevMean = mean - compRemove;
      const y = x - compRemove;
      const t = y - mean;
      compRemove = t + mean - y;
      mean = mean - t / acc.count;
      ssqdm = ssqdm - (x - prevMean) * (x - mean);
    },
    value() {
      const n = acc.count;
      if (n === 0 || n <= ddof) return null;
      const v = n === 1 || same.run >= n ? 0 : ssqdm / (n - ddof);
      if (kind === 'var') return v;
      return v < 0 ? 0 : Math.sqrt(v); // pandas' zsqrt
    },
  };
  return acc;
}

/**
 * Slides a window of `window` rows ending at each row (`offset` rows further when centred) over
 * `xs` — pandas' FixedWindowIndexer: end = i + 1 + offset and start = end − window, each clipped to
 * the rows — feeding present values to the accumulator: first those that left, then those that
 * entered, or all afresh when the window shares no row with the previous one. A row whose window
 * has fewer than `need` present values gets null. Linear in the rows.
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
  let prevStart = 0;
  let prevEnd = 0;
  for (let i = 0; i < n; i++) {
    const end = Math.min(n, Math.max(0, i + 1 + offset));
    const start = Math.min(n, Math.max(0, i + 1 + offset - window));
    if (i === 0 || start >= prevEnd) {
      acc.reset();
      for (let j = start; j < end; j++) if (xs[j] !== null) acc.add(xs[j]!);
    } else {
      for (let j = prevStart; j < start; j++) if (xs[j] !== null) acc.remove(xs[j]!);
      for (let j = prevEnd; j < end; j++) if (xs[j] !== null) acc.add(xs[j]!);
    }
    prevStart = start;
    prevEnd = end;
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
    reset() {
      sorted.length = 0;
      acc.count = 0;
    },
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

/** pandas' roll_median_c: the middle value, or (a + b) / 2 of the middle two. */
export function windowMedian(s: readonly number[]): number | null {
  const h = s.length >> 1;
  return s.length % 2 ? s[h]! : (s[h]! + s[h - 1]!) / 2;
}

/**
 * pandas' roll_quantile of a sorted window: at the index q·(n − 1) its value, else between its
 * neighbours a + (b − a)·fraction (linear) or (a + b) / 2 (midpoint).
 */
export function windowQuantile(s: readonly number[], q: number, mode: 'linear' | 'midpoint'): number | null {
  if (s.length === 1) return s[0]!;
  const at = q * (s.length - 1);
  const lo = Math.floor(at);
  if (at === lo) return s[lo]!;
  const a = s[lo]!;
  const b = s[lo + 1]!;
  return mode === 'midpoint' ? (a + b) / 2 : a + (b - a) * (at - lo);
}

/**
 * Kahan-compensated sums of the powers 1..4 for pandas' roll_skew and roll_kurt, over values
 * already shifted by `shiftFor` (pandas subtracts the rounded mean of the whole column first).
 */
export function movingShape(kind: 'skew' | 'kurt'): WindowAccumulator {
  const powers = kind === 'skew' ? 3 : 4;
  const sums = new Array<number>(powers).fill(0);
  const compAdd = new Array<number>(powers).fill(0);
  const compRemove = new Array<number>(powers).fill(0);
  const same = new SameRun();
  const step = (x: number, sign: 1 | -1, comp: number[]) => {
    let p = x;
    for (let k = 0; k < powers; k++) {
      [sums[k], comp[k]] = kahan(sums[k]!, comp[k]!, sign * p);
      p *= x;
    }
  };
  const acc: WindowAccumulator = {
    count: 0,
    reset() {
      acc.count = 0;
      sums.fill(0);
      compAdd.fill(0);
      compRemove.fill(0);
      same.reset();
    },
    add(x) {
      acc.count++;
      step(x, 1, compAdd);
      same.add(x);
    },
    remove(x) {
      acc.count--;
      step(x, -1, compRemove);
    },
    value() {
      const n = acc.count;
      if (n < powers) return null;
      if (same.run >= n) return kind === 'skew' ? 0 : -3;
      const A = sums[0]! / n;
      let R = A * A;
      const B = sums[1]! / n - R;
      if (B <= 1e-14) return null;
      if (kind === 'skew') {
        const C = sums[2]! / n - A * A * A - 3 * A * B;
        const Rs = Math.sqrt(B);
        return (Math.sqrt(n * (n - 1)) * C) / ((n - 2) * Rs * Rs * Rs);
      }
      R = R * A;
      const C = sums[2]! / n - R - 3 * A * B;
      R = R * A;
      const D = sums[3]! / n - R - 6 * B * A * A - 4 * C * A;
      const K = ((n * n - 1) * D) / (B * B) - 3 * (n - 1) ** 2;
      return K / ((n - 2) * (n - 3));
    },
  };
  return acc;
}

/**
 * pandas' shift before skew and kurtosis: the mean of every present value, rounded half away from
 * zero, is taken from each when the smallest value lies within `limit` below it (1e5 for skew, 1e4
 * for kurtosis), so the power sums stay small.
 */
export function shapeShift(xs: readonly (number | null)[], kind: 'skew' | 'kurt'): number {
  let sum = 0;
  let n = 0;
  let min = Infinity;
  for (const x of xs) {
    if (x === null) continue;
    sum += x;
    n++;
    if (x < min) min = x;
  }
  if (!n) return 0;
  const mean = sum / n;
  if (!(min - mean > (kind === 'skew' ? -1e5 : -1e4))) return 0;
  return Math.sign(mean) * Math.round(Math.abs(mean));
}
