import { describe, expect, it } from 'vitest';
import { readLargeColumns, readLargeSeries } from './large-series.ts';

const colorOf = (name: string) => `color:${name}`;

describe('readLargeSeries', () => {
  const rows = [
    { ds: 1000, a: 1, b: 5, c: 'x' },
    { ds: 2000, a: null, b: 6, c: 'y' },
    { ds: 3000, a: 3, b: '7', c: 'z' },
  ];

  it('reads x (epoch ms, as uPlot takes it with ms: 1) and each series into typed columns in row order', () => {
    const large = readLargeSeries(rows, { xAxis: 'ds', names: ['b'], colorOf });
    expect(Array.from(large.x)).toEqual([1000, 2000, 3000]);
    expect(large.series).toHaveLength(1);
    expect(large.series[0].values).toBeInstanceOf(Float64Array);
    expect(Array.from(large.series[0].values)).toEqual([5, 6, 7]);
    expect(large.series[0].color).toBe('color:b');
  });

  it("keeps a gap as uPlot's null (a plain array from the first gap on) and non-numbers as gaps", () => {
    const large = readLargeSeries(rows, { xAxis: 'ds', names: ['a', 'c'], colorOf });
    expect(large.series[0].values).toEqual([1, null, 3]);
    expect(Array.isArray(large.series[0].values)).toBe(true);
    expect(large.series[1].values).toEqual([null, null, null]);
  });

  it('orders series by the sort_series_* rule extractSeries uses', () => {
    const names = ['a', 'b'];
    const bySum = readLargeSeries(rows, { xAxis: 'ds', names, colorOf, sortSeriesType: 'sum' });
    expect(bySum.series.map((s) => s.name)).toEqual(['b', 'a']);
    const byMinAsc = readLargeSeries(rows, {
      xAxis: 'ds',
      names,
      colorOf,
      sortSeriesType: 'min',
      sortSeriesAscending: true,
    });
    expect(byMinAsc.series.map((s) => s.name)).toEqual(['a', 'b']);
    const byNameDesc = readLargeSeries(rows, { xAxis: 'ds', names, colorOf, sortSeriesType: 'name' });
    expect(byNameDesc.series.map((s) => s.name)).toEqual(['b', 'a']);
    const unsorted = readLargeSeries(rows, { xAxis: 'ds', names: ['b', 'a'], colorOf });
    expect(unsorted.series.map((s) => s.name)).toEqual(['b', 'a']);
  });
});

describe('readLargeColumns', () => {
  const rows = [
    { ds: 1000, a: 1, b: 5, c: 'x' },
    { ds: 2000, a: null, b: 6, c: 'y' },
    { ds: 3000, a: 3, b: 7, c: 'z' },
  ];
  const columns = {
    ds: Float64Array.from([1000, 2000, 3000]),
    a: [1, null, 3],
    b: Float64Array.from([5, 6, 7]),
    c: ['x', 'y', 'z'],
  };

  it('hands gapless Float64Array columns (x too) to uPlot as the very arrays, no copy', () => {
    const large = readLargeColumns(columns, 3, { xAxis: 'ds', names: ['b'], colorOf });
    expect(large.x).toBe(columns.ds);
    expect(large.series[0].values).toBe(columns.b);
    expect(large.series[0].color).toBe('color:b');
  });

  it('reads what the rows path reads: gaps, non-numbers and every series order', () => {
    for (const sortSeriesType of [undefined, 'sum', 'min', 'max', 'avg', 'name'] as const) {
      for (const sortSeriesAscending of [true, false]) {
        const options = { xAxis: 'ds', names: ['a', 'b', 'c'], colorOf, sortSeriesType, sortSeriesAscending };
        const fromColumns = readLargeColumns(columns, 3, options);
        const fromRows = readLargeSeries(rows, options);
        expect(Array.from(fromColumns.x)).toEqual(Array.from(fromRows.x));
        expect(fromColumns.series.map((s) => [s.name, s.color, Array.from(s.values)])).toEqual(
          fromRows.series.map((s) => [s.name, s.color, Array.from(s.values)]),
        );
      }
    }
  });

  it('reads an x column given as plain values', () => {
    const large = readLargeColumns({ ...columns, ds: [1000, 2000, 3000] }, 3, { xAxis: 'ds', names: ['b'], colorOf });
    expect(Array.from(large.x)).toEqual([1000, 2000, 3000]);
  });
});
