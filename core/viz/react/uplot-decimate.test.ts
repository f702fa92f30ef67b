import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type uPlot from 'uplot';

// Path2D is a browser class: a recorder stands in for it.
class RecordingPath {
  readonly calls: [string, number, number][] = [];
  moveTo(x: number, y: number) {
    this.calls.push(['M', x, y]);
  }
  lineTo(x: number, y: number) {
    this.calls.push(['L', x, y]);
  }
}

/** What the builder reads of a plot: data, the x scale, the plot box, the series and valToPos. */
function plot(xs: Float64Array, ys: Float64Array | (number | null)[], width: number): uPlot {
  return {
    data: [xs, ys],
    scales: { x: { ori: 0, dir: 1, distr: 1, min: xs[0], max: xs[xs.length - 1] } },
    bbox: { left: 10, top: 0, width, height: 100 },
    series: [{}, { scale: 'y' }],
    valToPos: (value: number) => -value,
  } as unknown as uPlot;
}

describe('decimatedLinePaths', () => {
  beforeEach(() => vi.stubGlobal('Path2D', RecordingPath));
  afterEach(() => vi.unstubAllGlobals());

  it("draws each pixel column's first, min, max and last value at the column's x", async () => {
    const { decimatedLinePaths } = await import('./uplot-decimate.ts');
    // 2 columns, 10 points each: x 0..19 over a 2 px wide plot.
    const xs = Float64Array.from({ length: 20 }, (_, i) => i);
    const ys = Float64Array.from([5, 1, 9, 3, 3, 3, 3, 3, 3, 4, 7, 7, 7, 7, 7, 7, 7, 7, 7, 7]);
    const paths = decimatedLinePaths(plot(xs, ys, 2), 1, 0, 19);
    const calls = (paths?.stroke as unknown as RecordingPath).calls;
    expect(calls).toEqual([
      ['M', 10, -5],
      ['L', 10, -1],
      ['L', 10, -9],
      ['L', 10, -4],
      ['L', 11, -7],
    ]);
    expect((paths as { _width?: number })._width).toBe(1);
  });

  it("leaves gaps, sparse series and reversed scales to uPlot's own linear builder", async () => {
    const { decimatingLinePaths } = await import('./uplot-decimate.ts');
    const linear = vi.fn(() => null);
    const paths = decimatingLinePaths(linear);
    const xs = Float64Array.from({ length: 40 }, (_, i) => i);
    paths(plot(xs, new Float64Array(40), 10), 1, 0, 39); // 4 points a column, decimated
    expect(linear).not.toHaveBeenCalled();
    paths(plot(xs, new Float64Array(40), 11), 1, 0, 39); // fewer than 4
    paths(plot(xs, Array.from(new Float64Array(40)), 2), 1, 0, 39); // a plain array (gaps)
    const reversed = plot(xs, new Float64Array(40), 2);
    (reversed.scales.x as { dir: number }).dir = -1;
    paths(reversed, 1, 0, 39);
    expect(linear).toHaveBeenCalledTimes(3);
  });

  it('ranges y over the gapless series in the x window, joined with what uPlot found for the others', async () => {
    const { gaplessYRange } = await import('./uplot-decimate.ts');
    const xs = Float64Array.from([0, 1, 2, 3]);
    const u = {
      data: [xs, Float64Array.from([50, 2, 8, -50]), [1, null, 30, 4]],
      series: [{ idxs: [1, 2] }, {}, {}],
    } as unknown as uPlot;
    const uPlotModule = (await import('uplot')).default;
    // Only indices 1..2 of the gapless series (2 and 8); the other series' 30 comes from uPlot.
    expect(gaplessYRange(u, null, null)).toEqual(uPlotModule.rangeNum(2, 8, 0.1, true));
    expect(gaplessYRange(u, 1, 30)).toEqual(uPlotModule.rangeNum(1, 30, 0.1, true));
    (u.series[1] as { show: boolean }).show = false;
    expect(gaplessYRange(u, Infinity, -Infinity)).toEqual([0, 1]);
  });
});
