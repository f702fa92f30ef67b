// Thinning a series to what a chart can show (Loupe's `downsample` operation; issue 12 point 4).
// Both take x values in ascending order and y series of the same length (null = missing), and
// return the row positions to keep, ascending, at most `points` of them.

type Ys = readonly (number | null)[];

/** Positions 0..n-1 spread evenly to at most `points` (first and last kept). */
export function evenly(n: number, points: number): number[] {
  if (n <= points) return [...Array(n).keys()];
  if (points <= 1) return points === 1 ? [0] : [];
  const out: number[] = [];
  for (let i = 0; i < points; i++) out.push(Math.round((i * (n - 1)) / (points - 1)));
  return [...new Set(out)];
}

/**
 * Largest-Triangle-Three-Buckets (Steinarsson 2013) on one series: keeps the first and last point
 * and, from each of `points - 2` equal-count buckets, the point forming the largest triangle with
 * the point kept before it and the average of the next bucket. Missing y values are never picked
 * unless a bucket has nothing else.
 */
export function lttb(xs: readonly number[], ys: Ys, points: number): number[] {
  const n = xs.length;
  if (points >= n || points < 3) return points < 3 ? evenly(n, points) : [...Array(n).keys()];
  const kept = [0];
  const size = (n - 2) / (points - 2);
  let a = 0;
  for (let bucket = 0; bucket < points - 2; bucket++) {
    const start = Math.floor(bucket * size) + 1;
    const end = Math.min(Math.floor((bucket + 1) * size) + 1, n - 1);
    const nextStart = end;
    const nextEnd = Math.min(Math.floor((bucket + 2) * size) + 1, n);
    let avgX = 0;
    let avgY = 0;
    let count = 0;
    for (let i = nextStart; i < nextEnd; i++) {
      const y = ys[i];
      if (y === null || y === undefined) continue;
      avgX += xs[i]!;
      avgY += y;
      count++;
    }
    if (count) {
      avgX /= count;
      avgY /= count;
    } else {
      avgX = xs[Math.min(nextStart, n - 1)]!;
      avgY = ys[a] ?? 0;
    }
    const ax = xs[a]!;
    const ay = ys[a] ?? avgY;
    let best = start;
    let bestArea = -1;
    for (let i = start; i < end; i++) {
      const y = ys[i];
      if (y === null || y === undefined) continue;
      const area = Math.abs((ax - avgX) * (y - ay) - (ax - xs[i]!) * (avgY - ay));
      if (area > bestArea) {
        bestArea = area;
        best = i;
      }
    }
    kept.push(best);
    a = best;
  }
  kept.push(n - 1);
  return kept;
}

/**
 * M4 (Jugel et al. 2014): the x range is cut into equal-width buckets (pixel columns) and each keeps
 * its first and last rows and, for every series, the rows of its minimum and maximum, which draws
 * the same line as the full series at that width. With k series a bucket keeps up to 2 + 2k rows,
 * so `floor(points / (2 + 2k))` buckets keep the answer within `points`.
 */
export function m4(xs: readonly number[], series: readonly Ys[], points: number): number[] {
  const n = xs.length;
  if (n <= points) return [...Array(n).keys()];
  const buckets = Math.max(1, Math.floor(points / (2 + 2 * Math.max(series.length, 1))));
  const x0 = xs[0]!;
  const span = xs[n - 1]! - x0;
  const keep = new Set<number>();
  let start = 0;
  for (let b = 0; b < buckets && start < n; b++) {
    const limit = b === buckets - 1 ? Infinity : x0 + (span * (b + 1)) / buckets;
    let end = start;
    while (end < n && (xs[end]! < limit || span === 0)) end++;
    if (end === start) continue;
    keep.add(start).add(end - 1);
    for (const ys of series) {
      let min = -1;
      let max = -1;
      for (let i = start; i < end; i++) {
        const y = ys[i];
        if (y === null || y === undefined) continue;
        if (min < 0 || y < ys[min]!) min = i;
        if (max < 0 || y > ys[max]!) max = i;
      }
      if (min >= 0) keep.add(min).add(max);
    }
    start = end;
  }
  return [...keep].sort((p, q) => p - q);
}

/**
 * LTTB over several series: each keeps its share of the points and the union is taken (then
 * spread evenly if it still exceeds `points`), so no series loses its shape to another.
 */
export function lttbMany(xs: readonly number[], series: readonly Ys[], points: number): number[] {
  const n = xs.length;
  if (n <= points) return [...Array(n).keys()];
  if (series.length === 0) return evenly(n, points);
  const share = Math.max(3, Math.floor(points / series.length));
  const keep = new Set<number>();
  for (const ys of series) for (const i of lttb(xs, ys, share)) keep.add(i);
  const sorted = [...keep].sort((p, q) => p - q);
  if (sorted.length <= points) return sorted;
  return evenly(sorted.length, points).map((i) => sorted[i]!);
}
