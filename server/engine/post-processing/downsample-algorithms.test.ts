import { describe, expect, it } from 'vitest';
import { evenly, lttb, lttbMany, m4 } from './downsample-algorithms.ts';

const range = (n: number) => [...Array(n).keys()];

describe('lttb', () => {
  it('keeps everything when the series already fits, and first/last plus one point a bucket otherwise', () => {
    expect(lttb([0, 1, 2], [5, 6, 7], 10)).toEqual([0, 1, 2]);
    const xs = range(1000);
    const kept = lttb(xs, xs.map(Math.sin), 50);
    expect(kept).toHaveLength(50);
    expect(kept[0]).toBe(0);
    expect(kept.at(-1)).toBe(999);
    expect(kept).toEqual([...kept].sort((a, b) => a - b));
  });

  it('keeps a lone spike that evenly spaced sampling would miss', () => {
    const xs = range(10_000);
    const ys = xs.map((x) => (x === 4321 ? 1000 : 0));
    expect(lttb(xs, ys, 100)).toContain(4321);
    expect(evenly(10_000, 100)).not.toContain(4321);
  });

  it('does not pick a missing value while a bucket has a present one', () => {
    const xs = range(100);
    const ys = xs.map((x) => (x % 2 ? null : x));
    const kept = lttb(xs, ys, 10);
    expect(kept.slice(0, -1).every((i) => ys[i] !== null)).toBe(true);
  });
});

describe('m4', () => {
  it('keeps each bucket’s first, last, min and max rows', () => {
    const xs = range(100);
    // 4 points → one bucket for one series: first, last, min at 37, max at 62
    const ys = xs.map((x) => (x === 37 ? -5 : x === 62 ? 50 : 1));
    expect(m4(xs, [ys], 4)).toEqual([0, 37, 62, 99]);
  });

  it('stays within the budget for several series and buckets by x range', () => {
    const xs = range(100_000).map((i) => i * 1000);
    const a = xs.map((x) => Math.sin(x / 1e6));
    const b = xs.map((x) => Math.cos(x / 3e6));
    const kept = m4(xs, [a, b], 2000);
    expect(kept.length).toBeLessThanOrEqual(2000);
    // 2000 / (2 + 2×2) = 333 buckets, each keeping at least its first and last row
    expect(kept.length).toBeGreaterThanOrEqual(666);
    const maxA = a.indexOf(Math.max(...a));
    expect(kept).toContain(maxA);
  });
});

describe('lttbMany', () => {
  it('keeps each series’ spike and never exceeds the budget', () => {
    const xs = range(50_000);
    const a = xs.map((x) => (x === 111 ? 9 : 0));
    const b = xs.map((x) => (x === 40_000 ? -9 : 1));
    const kept = lttbMany(xs, [a, b], 400);
    expect(kept.length).toBeLessThanOrEqual(400);
    expect(kept).toContain(111);
    expect(kept).toContain(40_000);
  });
});
