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
export function slide(xs: readonly (number | null)[], window: number, offset: number, need: number, acc: WindowAccumulator): (number | null)[] {
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
