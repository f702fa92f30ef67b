import { describe, expect, it } from 'vitest';
import { readLargeSeries } from './large-series.ts';

const colorOf = (name: string) => `color:${name}`;

describe('readLargeSeries', () => {
  const rows = [
    { ds: 1000, a: 1, b: 5, c: 'x' },
    { ds: 2000, a: null, b: 6, c: 'y' },
    { ds: 3000, a: 3, b: '7', c: 'z' },
  ];

  it('reads x (ms → s on a time axis) and each series into typed columns in row order', () => {
    const large = readLargeSeries(rows, { xAxis: 'ds', names: ['b'], timeAxis: true, colorOf });
    expect(Array.from(large.x)).toEqual([1, 2, 3]);
    expect(large.series).toHaveLength(1);
    expect(large.series[0].values).toBeInstanceOf(Float64Array);
    expect(Array.from(large.series[0].values)).toEqual([5, 6, 7]);
    expect(large.series[0].color).toBe('color:b');
    const plain = readLargeSeries(rows, { xAxis: 'ds', names: ['b'], timeAxis: false, colorOf });
    expect(Array.from(plain.x)).toEqual([1000, 2000, 3000]);
  });

  it("keeps a gap as uPlot's null (a plain array from the first gap on) and non-numbers as gaps", () => {
    const large = readLargeSeries(rows, { xAxis: 'ds', names: ['a', 'c'], timeAxis: true, colorOf });
    expect(large.series[0].values).toEqual([1, null, 3]);
    expect(Array.isArray(large.series[0].values)).toBe(true);
    expect(large.series[1].values).toEqual([null, null, null]);
  });

  it('orders series by the sort_series_* rule extractSeries uses', () => {
    const names = ['a', 'b'];
    const bySum = readLargeSeries(rows, { xAxis: 'ds', names, timeAxis: true, colorOf, sortSeriesType: 'sum' });
    expect(bySum.series.map((s) => s.name)).toEqual(['b', 'a']);
    const byMinAsc = readLargeSeries(rows, {
      xAxis: 'ds',
      names,
      timeAxis: true,
      colorOf,
      sortSeriesType: 'min',
      sortSeriesAscending: true,
    });
    expect(byMinAsc.series.map((s) => s.name)).toEqual(['a', 'b']);
    const byNameDesc = readLargeSeries(rows, { xAxis: 'ds', names, timeAxis: true, colorOf, sortSeriesType: 'name' });
    expect(byNameDesc.series.map((s) => s.name)).toEqual(['b', 'a']);
    const unsorted = readLargeSeries(rows, { xAxis: 'ds', names: ['b', 'a'], timeAxis: true, colorOf });
    expect(unsorted.series.map((s) => s.name)).toEqual(['b', 'a']);
  });
});
