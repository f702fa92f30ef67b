import { describe, expect, it } from 'vitest';
import { GenericDataType as T } from '../connectors/connector.ts';
import { frameFromRows, frameToRecords } from './frame.ts';
import { applyPostProcessing } from './index.ts';

const series = () =>
  frameFromRows(
    [
      { name: 'ds', genericType: T.TEMPORAL },
      { name: 'a', genericType: T.NUMERIC },
      { name: 'b', genericType: T.NUMERIC },
    ],
    [
      [1, 1, 10],
      [2, 2, null],
      [3, null, 30],
      [4, 4, 40],
      [5, 5, 50],
    ],
  );
const run = (options: Record<string, unknown>) =>
  frameToRecords(applyPostProcessing(series(), [{ operation: 'rolling', options }]));
const col = (rows: Record<string, unknown>[], name: string) => rows.map((r) => r[name]);

describe('rolling', () => {
  it('sums a window of 3 in place, missing until the window has 3 present values', () => {
    expect(col(run({ rolling_type: 'sum', window: 3, columns: { b: 'b' } }), 'b')).toEqual([
      null,
      null,
      null,
      null,
      120,
    ]);
    expect(col(run({ rolling_type: 'sum', window: 3, columns: { a: 'a' } }), 'a')).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
  });

  it('with min_periods, computes over what is there and drops the first min_periods - 1 rows', () => {
    const rows = run({ rolling_type: 'mean', window: 2, min_periods: 1, columns: { a: 'a' } });
    expect(col(rows, 'ds')).toEqual([1, 2, 3, 4, 5]);
    expect(col(rows, 'a')).toEqual([1, 1.5, 2, 4, 4.5]);
    const two = run({ rolling_type: 'sum', window: 3, min_periods: 2, columns: { b: 'b' } });
    expect(col(two, 'ds')).toEqual([2, 3, 4, 5]);
    expect(col(two, 'b')).toEqual([null, 40, 70, 120]);
  });

  it('appends renamed columns at the end and keeps the source', () => {
    const rows = run({ rolling_type: 'max', window: 2, min_periods: 1, columns: { a: 'a_max', b: 'b_max' } });
    expect(Object.keys(rows[0]!)).toEqual(['ds', 'a', 'b', 'a_max', 'b_max']);
    expect(col(rows, 'a_max')).toEqual([1, 2, 2, 4, 5]);
    expect(col(rows, 'a')).toEqual([1, 2, null, 4, 5]);
  });

  it('computes std (ddof 1 unless told), median, count, quantile and a centred window', () => {
    expect(col(run({ rolling_type: 'std', window: 2, columns: { b: 'b' } }), 'b')).toEqual([
      null,
      null,
      null,
      Math.sqrt(50),
      Math.sqrt(50),
    ]);
    expect(
      col(run({ rolling_type: 'std', window: 2, columns: { b: 'b' }, rolling_type_options: { ddof: 0 } }), 'b'),
    ).toEqual([null, null, null, 5, 5]);
    expect(col(run({ rolling_type: 'median', window: 3, min_periods: 1, columns: { a: 'a' } }), 'a')).toEqual([
      1, 1.5, 1.5, 3, 4.5,
    ]);
    expect(col(run({ rolling_type: 'count', window: 2, min_periods: 0, columns: { a: 'a' } }), 'a')).toEqual([
      1, 2, 1, 1, 2,
    ]);
    expect(
      col(
        run({
          rolling_type: 'quantile',
          window: 5,
          min_periods: 1,
          columns: { b: 'b' },
          rolling_type_options: { quantile: 0.5 },
        }),
        'b',
      ).at(-1),
    ).toBe(35);
    expect(
      col(run({ rolling_type: 'sum', window: 3, center: true, min_periods: 1, columns: { a: 'a' } }), 'a'),
    ).toEqual([3, 3, 6, 9, 9]);
  });

  it('rolls every column under a pivoted metric and keeps the index', () => {
    const frame = frameFromRows(
      [
        { name: 'ds', genericType: T.TEMPORAL },
        { name: 'g', genericType: T.STRING },
        { name: 'm', genericType: T.NUMERIC },
      ],
      [
        [1, 'x', 1],
        [1, 'y', 10],
        [2, 'x', 2],
        [2, 'y', 20],
      ],
    );
    const out = applyPostProcessing(frame, [
      { operation: 'pivot', options: { index: ['ds'], columns: ['g'], aggregates: { m: { operator: 'sum' } } } },
      { operation: 'rolling', options: { rolling_type: 'sum', window: 2, min_periods: 1, columns: { m: 'm' } } },
      { operation: 'flatten' },
    ]);
    expect(frameToRecords(out)).toEqual([
      { ds: 1, 'm, x': 1, 'm, y': 10 },
      { ds: 2, 'm, x': 3, 'm, y': 30 },
    ]);
  });

  it('refuses bad options', () => {
    expect(() => run({ rolling_type: 'sum', columns: { a: 'a' } })).toThrow(/rolling: option "window" is required/);
    expect(() => run({ rolling_type: 'sum', window: 0, columns: { a: 'a' } })).toThrow(
      /"window" must be an integer between 1 and 10000/,
    );
    expect(() => run({ rolling_type: 'cumsum', window: 2, columns: { a: 'a' } })).toThrow(
      /"rolling_type" must be one of/,
    );
    expect(() => run({ rolling_type: 'sum', window: 2, columns: { zz: 'a' } })).toThrow(
      /Referenced columns not available/,
    );
    expect(() => run({ rolling_type: 'sum', window: 2, columns: { a: 'a' }, win_type: 'triang' })).toThrow(/win_type/);
    expect(() =>
      run({ rolling_type: 'sum', window: 2, columns: { a: 'a' }, rolling_type_options: { ddof: 1 } }),
    ).toThrow(/rolling_type_options/);
  });

  it('answers an empty frame with an empty frame', () => {
    const empty = frameFromRows([{ name: 'a', genericType: T.NUMERIC }], []);
    expect(
      applyPostProcessing(empty, [
        { operation: 'rolling', options: { rolling_type: 'sum', window: 2, min_periods: 2, columns: { a: 'a' } } },
      ]).rowCount,
    ).toBe(0);
  });
});

describe('rolling numbers as pandas 2 computes them', () => {
  it('centres a window as pandas’ FixedWindowIndexer does: the last windows shrink from the left', () => {
    // df.b.rolling(3, center=True, min_periods=1).sum() over [10, nan, 30, 40, 50]:
    // windows [0,2), [0,3), [1,4), [2,5), [3,5) -> 10, 40, 70, 120, 90
    const rows = run({ rolling_type: 'sum', window: 3, center: true, min_periods: 1, columns: { b: 'b' } });
    expect(col(rows, 'b')).toEqual([10, 40, 70, 120, 90]);
  });

  it('counts rows of the window against min_periods, as count runs over notna(column)', () => {
    // df.b.rolling(2).count() over [10, nan, 30, 40, 50] = [nan, 1, 1, 2, 2]
    expect(col(run({ rolling_type: 'count', window: 2, columns: { b: 'b' } }), 'b')).toEqual([null, 1, 1, 2, 2]);
  });

  it('answers a run of equal values exactly, and a median of two as (a + b) / 2', () => {
    const f = frameFromRows([{ name: 'x', genericType: T.NUMERIC }], [[0.7], [0.1], [0.1], [0.1]]);
    const roll = (options: Record<string, unknown>) =>
      col(frameToRecords(applyPostProcessing(f, [{ operation: 'rolling', options }])), 'x');
    // pd.Series([0.7, 0.1, 0.1, 0.1]).rolling(3).mean(): the last window is a run of 0.1, so exactly 0.1
    expect(roll({ rolling_type: 'mean', window: 3, columns: { x: 'x' } }).at(-1)).toBe(0.1);
    // .rolling(2).median(): (0.1 + 0.7) / 2 = 0.39999999999999997
    expect(roll({ rolling_type: 'median', window: 2, columns: { x: 'x' } })[1]).toBe(0.39999999999999997);
    // .rolling(2).quantile(0.07) over [0.1, 0.1]… and over [0.7, 0.1]: 0.1 + (0.7 - 0.1) * 0.07
    expect(
      roll({ rolling_type: 'quantile', window: 2, rolling_type_options: { quantile: 0.07 }, columns: { x: 'x' } })[1],
    ).toBe(0.1 + (0.7 - 0.1) * 0.07);
  });
});
