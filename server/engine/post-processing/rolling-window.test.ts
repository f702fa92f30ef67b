import { describe, expect, it } from 'vitest';
import { movingMoments, movingOrder, movingShape, slide } from './rolling-window.ts';

describe('sliding window statistics', () => {
  const xs = [1, 2, null, 4, 5, 6];

  it('matches a direct computation window by window', () => {
    expect(slide(xs, 3, 0, 1, movingMoments('sum', 1))).toEqual([1, 3, 3, 6, 9, 15]);
    expect(slide(xs, 3, 0, 2, movingMoments('mean', 1))).toEqual([null, 1.5, 1.5, 3, 4.5, 5]);
    expect(slide(xs, 3, 0, 0, movingMoments('count', 1))).toEqual([1, 2, 2, 2, 2, 3]);
    const std = slide(xs, 3, 1, 2, movingMoments('std', 1));
    expect(std[0]).toBeCloseTo(Math.SQRT1_2);
    expect(std[4]).toBeCloseTo(1);
    expect(slide([2, 4], 2, 0, 1, movingMoments('var', 0))).toEqual([0, 1]);
  });

  it('forgets a window emptied of values', () => {
    expect(slide([5, null, null, 3], 1, 0, 0, movingMoments('mean', 1))).toEqual([5, null, null, 3]);
    expect(slide([5, null, null, 3], 1, 0, 0, movingMoments('sum', 1))).toEqual([5, 0, 0, 3]);
  });

  it('keeps precision over long runs of large values', () => {
    const big = Array.from({ length: 10_000 }, (_, i) => 1e9 + (i % 2));
    const out = slide(big, 100, 0, 100, movingMoments('var', 1));
    expect(out.at(-1)).toBeCloseTo(0.25252525, 5);
  });

  it('rolls 100k rows with a wide window quickly', () => {
    const long = Array.from({ length: 100_000 }, (_, i) => i % 97);
    const start = performance.now();
    slide(long, 10_000, 0, 1, movingMoments('mean', 1));
    expect(performance.now() - start).toBeLessThan(2000);
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
  });

  it('rolls a median of a 10000-row window over 100k rows without looking at each window', () => {
    const long = Array.from({ length: 100_000 }, (_, i) => (i * 7919) % 1000);
    const start = performance.now();
    const out = slide(
      long,
      10_000,
      0,
      1,
      movingOrder((s) => s[s.length >> 1]!),
    );
    expect(out).toHaveLength(100_000);
    expect(performance.now() - start).toBeLessThan(5000);
  });
});
