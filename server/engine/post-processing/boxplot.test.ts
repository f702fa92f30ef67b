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
