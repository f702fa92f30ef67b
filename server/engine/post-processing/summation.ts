/**
 * The two summations Superset's numbers come from, reproduced operation for operation so the last
 * bits agree: numpy's pairwise sum (what `np.sum`, `Series.sum` and `Series.mean` do) and pandas'
 * Kahan-compensated group sum (what `groupby(...).sum()`/`.mean()` and `resample(...).sum()` do).
 */

/**
 * numpy's pairwise summation of a contiguous float64 array (`@TYPE@_pairwise_sum`): under 8
 * values a plain loop; up to 128, eight running sums combined as ((r0+r1)+(r2+r3))+((r4+r5)+(r6+r7))
 * then the rest; above, the two halves (the first a multiple of 8) summed apart. numpy's buffered
 * reduce may cut arrays of more than 8192 values differently.
 */
export function pairwiseSum(xs: readonly number[], from = 0, n = xs.length - from): number {
  if (n === 0) return 0; // numpy's sum of nothing
  if (n < 8) {
    let res = -0; // numpy starts at -0.0 so that a sum of -0.0 stays -0.0
    for (let i = 0; i < n; i++) res += xs[from + i]!;
    return res;
  }
  if (n <= 128) {
    const r = xs.slice(from, from + 8);
    let i = 8;
    for (; i < n - (n % 8); i += 8) for (let k = 0; k < 8; k++) r[k]! += xs[from + i + k]!;
    let res = r[0]! + r[1]! + (r[2]! + r[3]!) + (r[4]! + r[5]! + (r[6]! + r[7]!));
    for (; i < n; i++) res += xs[from + i]!;
    return res;
  }
  let n2 = Math.floor(n / 2);
  n2 -= n2 % 8;
  return pairwiseSum(xs, from, n2) + pairwiseSum(xs, from + n2, n - n2);
}

/** pandas' group sum (`group_sum`/`group_mean` in groupby.pyx): Kahan summation in row order. */
export function kahanSum(xs: readonly number[]): number {
  let sum = 0;
  let comp = 0;
  for (const x of xs) {
    const y = x - comp;
    const t = sum + y;
    comp = t - sum - y;
    if (Number.isNaN(comp)) comp = 0; // an infinity: keep it rather than turn NaN
    sum = t;
  }
  return sum;
}
