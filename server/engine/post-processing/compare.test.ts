import { describe, expect, it } from 'vitest';
import { GenericDataType as T } from '../connectors/connector.ts';
import { frameFromRows, frameToRecords } from './frame.ts';
import { applyPostProcessing } from './index.ts';

const frame = () =>
  frameFromRows(
    [
      { name: 'ds', genericType: T.TEMPORAL },
      { name: 'm', genericType: T.NUMERIC },
      { name: 'm__1 year ago', genericType: T.NUMERIC },
    ],
    [
      [1, 10, 4],
      [2, 5, 0],
      [3, null, 3],
      [4, 1, 3],
    ],
  );
const run = (options: Record<string, unknown>) =>
  frameToRecords(applyPostProcessing(frame(), [{ operation: 'compare', options }]));

describe('compare', () => {
  it('names results <type>__<source>__<compare> and computes difference, percentage and ratio (rounded to 4)', () => {
    const base = { source_columns: ['m'], compare_columns: ['m__1 year ago'] };
    expect(run({ ...base, compare_type: 'difference' }).map((r) => r['difference__m__m__1 year ago'])).toEqual([
      6,
      5,
      null,
      -2,
    ]);
    expect(run({ ...base, compare_type: 'percentage' }).map((r) => r['percentage__m__m__1 year ago'])).toEqual([
      1.5,
      null,
      null,
      -0.6667,
    ]);
    expect(run({ ...base, compare_type: 'ratio' }).map((r) => r['ratio__m__m__1 year ago'])).toEqual([
      2.5,
      null,
      null,
      0.3333,
    ]);
  });

  it('keeps the originals unless drop_original_columns', () => {
    const base = { source_columns: ['m'], compare_columns: ['m__1 year ago'], compare_type: 'difference' };
    expect(Object.keys(run(base)[0]!)).toEqual(['ds', 'm', 'm__1 year ago', 'difference__m__m__1 year ago']);
    expect(Object.keys(run({ ...base, drop_original_columns: true })[0]!)).toEqual([
      'ds',
      'difference__m__m__1 year ago',
    ]);
  });

  it('pairs pivoted columns level by level', () => {
    const long = frameFromRows(
      [
        { name: 'ds', genericType: T.TEMPORAL },
        { name: 'g', genericType: T.STRING },
        { name: 'm', genericType: T.NUMERIC },
        { name: 'm__1 day ago', genericType: T.NUMERIC },
      ],
      [
        [1, 'x', 5, 2],
        [1, 'y', 7, 7],
      ],
    );
    const out = applyPostProcessing(long, [
      {
        operation: 'pivot',
        options: {
          index: ['ds'],
          columns: ['g'],
          aggregates: { m: { operator: 'mean' }, 'm__1 day ago': { operator: 'mean' } },
        },
      },
      {
        operation: 'compare',
        options: {
          source_columns: ['m'],
          compare_columns: ['m__1 day ago'],
          compare_type: 'difference',
          drop_original_columns: true,
        },
      },
      { operation: 'flatten' },
    ]);
    expect(frameToRecords(out)).toEqual([
      { ds: 1, 'difference__m__m__1 day ago, x': 3, 'difference__m__m__1 day ago, y': 0 },
    ]);
  });

  it('refuses mismatched lists, unknown types and columns', () => {
    expect(() => run({ source_columns: ['m'], compare_columns: [], compare_type: 'ratio' })).toThrow(
      /must have the same length/,
    );
    expect(() => run({ source_columns: ['m'], compare_columns: ['m__1 year ago'], compare_type: 'delta' })).toThrow(
      /`compare_type` must be `difference`, `percentage` or `ratio`/,
    );
    expect(() => run({ source_columns: ['zz'], compare_columns: ['m'], compare_type: 'ratio' })).toThrow(
      /compare: option "source_columns" Referenced columns/,
    );
  });
});

describe('compare rounding', () => {
  it('rounds halves to even as pandas’ .round(precision) (numpy) does', () => {
    const f = frameFromRows(
      [
        { name: 's', genericType: T.NUMERIC },
        { name: 'c', genericType: T.NUMERIC },
      ],
      [
        [1, 8],
        [9, 8],
        [3, 8],
      ],
    );
    const out = (compare_type: string) =>
      applyPostProcessing(f, [
        {
          operation: 'compare',
          options: { source_columns: ['s'], compare_columns: ['c'], compare_type, precision: 2 },
        },
      ]).columns.at(-1)!.values;
    // (s / c).round(2): 0.125 -> rint(12.5) = 12 -> 0.12; 1.125 -> 112; 0.375 -> rint(37.5) = 38
    expect(out('ratio')).toEqual([0.12, 1.12, 0.38]);
    // ((s - c) / c).round(2): -0.875 -> rint(-87.5) = -88; 0.125 -> 0.12; -0.625 -> rint(-62.5) = -62
    expect(out('percentage')).toEqual([-0.88, 0.12, -0.62]);
  });
});
