import { describe, expect, it } from 'vitest';
import { GenericDataType as T } from '../connectors/connector.ts';
import { frameFromRows, frameToRecords } from './frame.ts';
import { binCounts, binEdges } from './histogram.ts';
import { applyPostProcessing } from './index.ts';

const frame = () =>
  frameFromRows(
    [
      { name: 'g', genericType: T.STRING },
      { name: 'v', genericType: T.NUMERIC },
    ],
    [
      ['x', 0],
      ['x', 1],
      ['y', 2],
      ['y', 10],
      ['x', null],
    ],
  );
const run = (options: Record<string, unknown>) => applyPostProcessing(frame(), [{ operation: 'histogram', options }]);

describe('histogram', () => {
  it('counts values in equal bins labelled "<lo> - <hi>" as Python writes floats', () => {
    const out = run({ column: 'v', groupby: [], bins: 5 });
    expect(out.columns.map((c) => c.name)).toEqual(['0.0 - 2.0', '2.0 - 4.0', '4.0 - 6.0', '6.0 - 8.0', '8.0 - 10.0']);
    expect(frameToRecords(out)).toEqual([
      { '0.0 - 2.0': 2, '2.0 - 4.0': 1, '4.0 - 6.0': 0, '6.0 - 8.0': 0, '8.0 - 10.0': 1 },
    ]);
  });

  it('makes one row a group, cumulative and normalized on request', () => {
    const out = frameToRecords(run({ column: 'v', groupby: ['g'], bins: 2, cumulative: true }));
    expect(out).toEqual([
      { g: 'x', '0.0 - 5.0': 2, '5.0 - 10.0': 2 },
      { g: 'y', '0.0 - 5.0': 1, '5.0 - 10.0': 2 },
    ]);
    const norm = frameToRecords(run({ column: 'v', groupby: ['g'], bins: 2, normalize: true }));
    expect(norm).toEqual([
      { g: 'x', '0.0 - 5.0': 0.5, '5.0 - 10.0': 0 },
      { g: 'y', '0.0 - 5.0': 0.25, '5.0 - 10.0': 0.25 },
    ]);
  });

  it('widens a single value to ±0.5 and returns no rows when there is no value', () => {
    expect(binEdges([3, 3], 2)).toEqual([2.5, 3, 3.5]);
    expect(binCounts([2.5, 3, 3.5], [2.5, 3, 3.5])).toEqual([1, 2]);
    const none = frameFromRows([{ name: 'v', genericType: T.NUMERIC }], [[null]]);
    expect(
      applyPostProcessing(none, [{ operation: 'histogram', options: { column: 'v', groupby: [] } }]).rowCount,
    ).toBe(0);
  });

  it('refuses bad bins and non-numeric values', () => {
    expect(() => run({ column: 'v', groupby: [], bins: 0 })).toThrow(/`bins` must be an integer between 1 and 1000/);
    expect(() => run({ column: 'g', groupby: [] })).toThrow(/Column 'g' contains non-numeric values/);
    expect(() => run({ groupby: [] })).toThrow(/histogram: option "column" is required/);
  });
});

describe('histogram over many rows', () => {
  it('bins 300k values (no argument spreading)', () => {
    const rows = Array.from({ length: 300_000 }, (_, i) => [i % 100]);
    const big = frameFromRows([{ name: 'v', genericType: T.NUMERIC }], rows);
    const out = frameToRecords(
      applyPostProcessing(big, [{ operation: 'histogram', options: { column: 'v', groupby: [], bins: 2 } }]),
    );
    expect(out).toEqual([{ '0.0 - 49.5': 150_000, '49.5 - 99.0': 150_000 }]);
  });
});

describe('histogram edges as numpy computes them (checked against numpy 2.4)', () => {
  it('writes the same labels and counts', () => {
    const thirds = binEdges([0, 1, 0.7], 3);
    expect(thirds.map((e) => String(e))).toEqual(['0', '0.3333333333333333', '0.6666666666666666', '1']);
    expect(binCounts([0, 1, 0.7, 1 / 3, 2 / 3], thirds)).toEqual([1, 1, 3]);
    expect(binEdges([0.1, 0.7], 7)).toEqual([
      0.1, 0.18571428571428572, 0.27142857142857146, 0.3571428571428571, 0.44285714285714284, 0.5285714285714286,
      0.6142857142857142, 0.7,
    ]);
    const frame = frameFromRows([{ name: 'v', genericType: T.NUMERIC }], [[0], [1], [0.7]]);
    const out = applyPostProcessing(frame, [
      { operation: 'histogram', options: { column: 'v', groupby: [], bins: 3 } },
    ]);
    expect(out.columns.map((c) => c.name)).toEqual([
      '0.0 - 0.3333333333333333',
      '0.3333333333333333 - 0.6666666666666666',
      '0.6666666666666666 - 1.0',
    ]);
  });
});
