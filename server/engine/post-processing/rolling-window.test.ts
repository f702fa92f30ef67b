import { describe, expect, it } from 'vitest';
import { movingMoments, slide } from './rolling-window.ts';

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
});
