// A uPlot line path builder for very large series (the time-series family's uPlot path): per pixel
// column of the plot it draws the column's first, lowest, highest and last value (M4), the same
// picture uPlot's own linear builder draws when it decimates, from a tighter loop.
import uPlot from 'uplot';

/** Below this many points per pixel column uPlot's own builder draws (it draws every point there). */
const POINTS_PER_PIXEL = 4;

/** The first index in [lo, hi) whose x is ≥ value (x sorted ascending). */
function lowerBound(xs: Float64Array, value: number, lo: number, hi: number): number {
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (xs[mid]! < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * A uPlot path builder: the linear path, decimated per pixel column when the series has no gap (a Float64Array, as
 * the time-series family hands it over) and at least four points a column fall in view. Each
 * column's bounds are found by binary search on the sorted x, then one monomorphic loop over that
 * column's y values finds its min and max; the line visits first → min → max → last at the
 * column's x. Anything else (gaps, few points, a zoom close in, a vertical or reversed x scale)
 * goes to uPlot's own linear builder.
 */
export function decimatingLinePaths(
  linear: uPlot.Series.PathBuilder | undefined = uPlot.paths.linear?.(),
): uPlot.Series.PathBuilder {
  return (u, seriesIdx, idx0, idx1) =>
    decimate(u, seriesIdx, idx0, idx1) ?? (linear ? linear(u, seriesIdx, idx0, idx1) : null);
}

/** The line family's uPlot series path: decimatingLinePaths over uPlot's linear builder. */
export const decimatedLinePaths = decimatingLinePaths();

function decimate(u: uPlot, seriesIdx: number, idx0: number, idx1: number): uPlot.Series.Paths | null {
  const xs = u.data[0] as unknown;
  const ys = u.data[seriesIdx] as unknown;
  const scaleX = u.scales.x!;
  const { left, width } = u.bbox;
  const usable =
    xs instanceof Float64Array &&
    ys instanceof Float64Array &&
    scaleX.ori === 0 &&
    scaleX.dir === 1 &&
    scaleX.distr === 1 &&
    scaleX.min != null &&
    scaleX.max != null &&
    scaleX.max > scaleX.min &&
    width > 0 &&
    idx1 - idx0 + 1 >= width * POINTS_PER_PIXEL;
  if (!usable) return null;

  const scaleKey = u.series[seriesIdx]!.scale ?? 'y';
  const xMin = scaleX.min!;
  const valuesPerPixel = (scaleX.max! - xMin) / width;
  const y = (value: number) => u.valToPos(value, scaleKey, true);
  const stroke = new Path2D();
  const end = idx1 + 1;
  const columns = Math.ceil(width);
  let i = idx0;
  let started = false;
  for (let c = 0; c < columns && i < end; c += 1) {
    const next = c === columns - 1 ? end : lowerBound(xs, xMin + (c + 1) * valuesPerPixel, i, end);
    if (next === i) continue;
    const first = ys[i]!;
    const last = ys[next - 1]!;
    let min = first;
    let max = first;
    for (let k = i + 1; k < next; k += 1) {
      const value = ys[k]!;
      if (value < min) min = value;
      else if (value > max) max = value;
    }
    // Whole device pixels: uPlot shifts an odd-width line by half a pixel itself.
    const px = Math.round(left + c);
    if (started) stroke.lineTo(px, y(first));
    else {
      stroke.moveTo(px, y(first));
      started = true;
    }
    if (min !== first && min !== last) stroke.lineTo(px, y(min));
    if (max !== first && max !== last) stroke.lineTo(px, y(max));
    if (last !== first) stroke.lineTo(px, y(last));
    i = next;
  }
  // A 1 px line: Chromium's software canvas rasterizes a 1 px stroke of a few thousand segments in
  // about 1 ms and a 1.5 px one in 10–20 ms (measured, README of tests/bench/viz). A series of four
  // points and more a pixel column is a dense band either way. (`_width` is what uPlot reads.)
  return { stroke, fill: null, clip: null, band: null, flags: 1, _width: 1 } as uPlot.Series.Paths;
}

/** Widens `into` to the lowest and highest value of a gapless series between two indices (inclusive). */
function widen(values: Float64Array, from: number, to: number, into: [number, number]): void {
  let min = into[0];
  let max = into[1];
  for (let i = from; i <= to; i += 1) {
    const value = values[i]!;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  into[0] = min;
  into[1] = max;
}

/**
 * The y scale's range when gapless series are set `auto: false` (uPlot then skips its own scan of
 * them, a generic loop that tests each value for null): their min and max over the x window in view
 * from one monomorphic loop each, joined with what uPlot found for any other series (`dataMin`,
 * `dataMax`), padded as uPlot pads a linear y scale.
 */
export function gaplessYRange(u: uPlot, dataMin: number | null, dataMax: number | null): uPlot.Range.MinMax {
  const found: [number, number] = [dataMin ?? Infinity, dataMax ?? -Infinity];
  const length = u.data[0]?.length ?? 0;
  const from = u.series[0]?.idxs?.[0] ?? 0;
  const to = u.series[0]?.idxs?.[1] ?? length - 1;
  for (let s = 1; s < u.series.length; s += 1) {
    const values = u.data[s] as unknown;
    if (u.series[s]!.show !== false && values instanceof Float64Array) widen(values, from, to, found);
  }
  if (!Number.isFinite(found[0]) || !Number.isFinite(found[1])) return [0, 1];
  return uPlot.rangeNum(found[0], found[1], 0.1, true);
}
