import { describe, expect, it } from 'vitest';
import {
  movingOrder,
  movingShape,
  movingSum,
  movingVariance,
  shapeShift,
  slide,
  windowMedian,
  windowQuantile,
} from './rolling-window.ts';

describe('sliding window statistics', () => {
  const xs = [1, 2, null, 4, 5, 6];

  it('matches a direct computation window by window', () => {
    expect(slide(xs, 3, 0, 1, movingSum('sum'))).toEqual([1, 3, 3, 6, 9, 15]);
    expect(slide(xs, 3, 0, 2, movingSum('mean'))).toEqual([null, 1.5, 1.5, 3, 4.5, 5]);
    const present = xs.map((x) => (x === null ? 0 : 1));
    expect(slide(present, 3, 0, 0, movingSum('sum'))).toEqual([1, 2, 2, 2, 2, 3]);
    const std = slide(xs, 3, 1, 2, movingVariance('std', 1));
    expect(std[0]).toBeCloseTo(Math.SQRT1_2);
    expect(std[4]).toBeCloseTo(1);
    expect(slide([2, 4], 2, 0, 1, movingVariance('var', 0))).toEqual([0, 1]);
  });

  it('forgets a window emptied of values', () => {
    expect(slide([5, null, null, 3], 1, 0, 0, movingSum('mean'))).toEqual([5, null, null, 3]);
    expect(slide([5, null, null, 3], 1, 0, 0, movingSum('sum'))).toEqual([5, 0, 0, 3]);
  });

  it('keeps precision over long runs of large values', () => {
    const big = Array.from({ length: 10_000 }, (_, i) => 1e9 + (i % 2));
    const out = slide(big, 100, 0, 100, movingVariance('var', 1));
    expect(out.at(-1)).toBeCloseTo(0.25252525, 5);
  });

  it('rolls a wide window over 100k rows to the same means as each window computed alone', () => {
    const long = Array.from({ length: 100_000 }, (_, i) => i % 97);
    const out = slide(long, 10_000, 0, 1, movingSum('mean'));
    for (const end of [0, 9_999, 10_000, 55_555, 99_999]) {
      const window = long.slice(Math.max(0, end - 9_999), end + 1);
      expect(out[end]).toBeCloseTo(window.reduce((a, b) => a + b, 0) / window.length, 9);
    }
  });

  it('keeps a sorted window for min, max and medians, and power sums for skew and kurtosis', () => {
    expect(
      slide(
        [3, 1, null, 2, 5],
        2,
        0,
        1,
        movingOrder((s) => s[0]!),
      ),
    ).toEqual([3, 1, 1, 2, 2]);
    expect(
      slide(
        [3, 1, null, 2, 5],
        3,
        0,
        1,
        movingOrder((s) => s[s.length - 1]!),
      ),
    ).toEqual([3, 3, 3, 2, 5]);
    expect(slide([1, 2, 3, 10], 4, 0, 4, movingShape('skew')).at(-1)).toBeCloseTo(1.7636326148);
    expect(slide([1, 2, 3, 10], 4, 0, 4, movingShape('kurt')).at(-1)).toBeCloseTo(3.228);
    expect(slide([4, 4, 4], 3, 0, 3, movingShape('skew')).at(-1)).toBe(0);
    expect(slide([4, 4, 4, 4], 4, 0, 4, movingShape('kurt')).at(-1)).toBe(-3);
  });

  it('rolls the middle value of a 10000-row window over 100k rows as each window sorted alone', () => {
    const long = Array.from({ length: 100_000 }, (_, i) => (i * 7919) % 1000);
    const out = slide(
      long,
      10_000,
      0,
      1,
      movingOrder((s) => s[s.length >> 1]!),
    );
    expect(out).toHaveLength(100_000);
    for (const end of [9_999, 43_210, 99_999]) {
      const sorted = long.slice(end - 9_999, end + 1).sort((a, b) => a - b);
      expect(out[end]).toBe(sorted[sorted.length >> 1]);
    }
  });

  describe('as pandas 2 computes it (aggregations.pyx)', () => {
    it('ends a centred window at the last row without reaching further back', () => {
      // pd.Series([1, 2, 3, 4, 5]).rolling(3, center=True, min_periods=1).sum() = [3, 6, 9, 12, 9]
      expect(slide([1, 2, 3, 4, 5], 3, 1, 1, movingSum('sum'))).toEqual([3, 6, 9, 12, 9]);
      // …and rolling(4, center=True, min_periods=1).sum(): offset (4 - 1) // 2 = 1, end = i + 2, start = end - 4,
      // both clipped: windows [0,2), [0,3), [0,4), [1,5), [2,5)
      expect(slide([1, 2, 3, 4, 5], 4, 1, 1, movingSum('sum'))).toEqual([3, 6, 10, 14, 12]);
    });

    it('answers a run of equal values exactly (GH#42064)', () => {
      // pd.Series([0.1] * 3).rolling(3).mean() = [nan, nan, 0.1], not 0.30000000000000004 / 3
      expect(slide([0.1, 0.1, 0.1], 3, 0, 3, movingSum('mean'))).toEqual([null, null, 0.1]);
      // .sum() = prev_value * nobs = 0.1 * 3; .var() = 0
      expect(slide([0.1, 0.1, 0.1], 3, 0, 3, movingSum('sum')).at(-1)).toBe(0.1 * 3);
      expect(slide([0.3, 0.1, 0.1, 0.1], 3, 0, 3, movingVariance('var', 1)).at(-1)).toBe(0);
    });

    it('takes the mean of the middle two for a median, and the fraction itself for a quantile', () => {
      // pd.Series([0.1, 0.7]).rolling(2).median() = (0.7 + 0.1) / 2 = 0.39999999999999997
      expect(windowMedian([0.1, 0.7])).toBe(0.39999999999999997);
      // .rolling(2).quantile(0.07) = 0 + (1 - 0) * (0.07 * 1 - 0) = 0.07
      expect(windowQuantile([0, 1], 0.07, 'linear')).toBe(0.07);
      expect(windowQuantile([0.1, 0.7], 0.5, 'midpoint')).toBe(0.39999999999999997);
      expect(windowQuantile([1, 2, 3], 0.5, 'linear')).toBe(2);
    });

    it('leaves skewness undefined for a window of almost no variance, and shifts by the rounded mean', () => {
      // pd.Series([1, 1, 1.0000001]).rolling(3).skew(): B <= 1e-14 after the shift by round(mean) = 1, so NaN
      const xs = [1, 1, 1.0000001];
      const shift = shapeShift(xs, 'skew');
      expect(shift).toBe(1);
      expect(
        slide(
          xs.map((x) => x - shift),
          3,
          0,
          3,
          movingShape('skew'),
        ).at(-1),
      ).toBeNull();
      expect(shapeShift([-2.5, -2.5], 'kurt')).toBe(-3); // C round(): half away from zero
    });
  });
});
