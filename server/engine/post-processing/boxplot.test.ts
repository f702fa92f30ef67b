import { describe, expect, it } from 'vitest';
import { GenericDataType as T } from '../connectors/connector.ts';
import { frameFromRows, frameToRecords } from './frame.ts';
import { applyPostProcessing } from './index.ts';

const values = [1, 2, 3, 4, 5, 6, 7, 8, 100];
const frame = () =>
  frameFromRows(
    [
      { name: 'g', genericType: T.STRING },
      { name: 'a', genericType: T.NUMERIC },
      { name: 'b', genericType: T.NUMERIC },
    ],
    [...values.map((v) => ['x', v, v * 2]), ['y', 10, null], ['y', 20, 4]],
  );
const run = (options: Record<string, unknown>) => applyPostProcessing(frame(), [{ operation: 'boxplot', options }]);

describe('boxplot', () => {
  it('emits the statistics in Superset order (statistic, then metric) per group', () => {
    const out = run({ groupby: ['g'], metrics: ['a', 'b'], whisker_type: 'tukey' });
    const names = out.columns.map((c) => c.name);
    expect(names.slice(0, 5)).toEqual(['g', 'a__mean', 'b__mean', 'a__median', 'b__median']);
    expect(names.slice(-4)).toEqual(['a__count', 'b__count', 'a__outliers', 'b__outliers']);
    const x = frameToRecords(out)[0]!;
    expect(x).toMatchObject({
      g: 'x',
      a__median: 5,
      a__q1: 3,
      a__q3: 7,
      a__min: 1,
      a__max: 8,
      a__count: 9,
      a__outliers: [100],
    });
    expect(x.a__mean).toBeCloseTo(136 / 9);
    // a missing value is left out of the statistics but counted
    expect(frameToRecords(out)[1]).toMatchObject({ g: 'y', b__mean: 4, b__count: 2, b__outliers: [] });
    expect(out.columns.find((c) => c.name === 'a__outliers')!.type).toBe(T.STRING);
  });

  it('uses the extremes with min/max and the given percentiles with percentile', () => {
    const minmax = frameToRecords(run({ groupby: ['g'], metrics: ['a'], whisker_type: 'min/max' }))[0]!;
    expect(minmax).toMatchObject({ a__min: 1, a__max: 100, a__outliers: [] });
    const pct = frameToRecords(
      run({ groupby: ['g'], metrics: ['a'], whisker_type: 'percentile', percentiles: [10, 90] }),
    )[0]!;
    expect(pct.a__min).toBeCloseTo(1.8);
    expect(pct.a__max).toBeCloseTo(26.4);
    expect(pct.a__outliers).toEqual([100, 1]);
  });

  it('works over everything without groupby', () => {
    const out = frameToRecords(run({ groupby: null, metrics: ['a'], whisker_type: 'min/max' }));
    expect(out).toHaveLength(1);
    expect(out[0]!.a__count).toBe(11);
  });

  it('refuses bad options', () => {
    expect(() => run({ metrics: ['a'], whisker_type: 'percentile', percentiles: [90, 10] })).toThrow(
      /percentiles must be a list or tuple with two numeric values/,
    );
    expect(() => run({ metrics: ['a'], whisker_type: 'iqr' })).toThrow(
      /boxplot: option "whisker_type" must be one of tukey, min\/max, percentile/,
    );
    expect(() => run({ metrics: ['zz'], whisker_type: 'tukey' })).toThrow(/Referenced columns not available/);
  });
});

describe('boxplot numbers as pandas and numpy compute them', () => {
  const group = (xs: number[]) =>
    frameToRecords(
      applyPostProcessing(
        frameFromRows(
          [{ name: 'a', genericType: T.NUMERIC }],
          xs.map((x) => [x]),
        ),
        [{ operation: 'boxplot', options: { groupby: [], metrics: ['a'], whisker_type: 'min/max' } }],
      ),
    )[0]!;

  it('averages with pandas’ groupby mean (Kahan sum) and takes the median as (a + b) / 2', () => {
    // df.groupby(...).agg(np.mean) is pandas' own mean: Kahan sum of [0.1] * 10 = 1.0, / 10 = 0.1
    expect(group(Array<number>(10).fill(0.1)).a__mean).toBe(0.1);
    // np.median reaches pandas' group median: (0.1 + 0.7) / 2 = 0.39999999999999997
    expect(group([0.7, 0.1]).a__median).toBe(0.39999999999999997);
  });

  it('takes quartiles with np.nanpercentile(method="midpoint"), which is numpy’s _lerp at 0.5', () => {
    // np.nanpercentile([0.2, 1.9], 25, method="midpoint"): index 0.5, so 1.9 - (1.9 - 0.2) * 0.5 = 1.0499999999999998
    expect(group([0.2, 1.9]).a__q1).toBe(1.0499999999999998);
  });
});
