import { describe, expect, it } from 'vitest';
import { layoutHeight, MAX_SCROLL_PX, scrollRatio, toContentOffset, toRealTop } from './scaled-scroll.ts';

const VIEW = 600;

describe('scaled scroll', () => {
  it('is the identity below the cap', () => {
    const content = 32 + 10_000 * 28;
    expect(layoutHeight(content)).toBe(content);
    expect(scrollRatio(content, VIEW)).toBe(1);
    expect(toContentOffset(12_345, content, VIEW)).toBe(12_345);
    expect(toRealTop(12_345, content, VIEW)).toBe(12_345);
  });

  it('lays out at most the cap and maps the whole scroll range onto every row', () => {
    const content = 32 + 10_000_000 * 28; // 280M px: far past Chromium's 33.5M cap
    const real = layoutHeight(content);
    expect(real).toBe(MAX_SCROLL_PX);
    const realMax = real - VIEW;
    // The scrollbar's end shows the last row at the bottom.
    expect(toContentOffset(realMax, content, VIEW)).toBeCloseTo(content - VIEW, 3);
    // The middle of the scrollbar shows the middle of the rows.
    const mid = toContentOffset(realMax / 2, content, VIEW);
    expect(Math.floor((mid + VIEW / 2 - 32) / 28)).toBeGreaterThan(4_999_000);
    expect(Math.floor((mid + VIEW / 2 - 32) / 28)).toBeLessThan(5_001_000);
    // Round trip.
    expect(toRealTop(toContentOffset(1234, content, VIEW), content, VIEW)).toBeCloseTo(1234, 6);
  });

  it('clamps offsets to the content', () => {
    const content = 32 + 2_000_000 * 28;
    expect(toContentOffset(-50, content, VIEW)).toBe(0);
    expect(toContentOffset(1e12, content, VIEW)).toBe(content - VIEW);
    expect(toRealTop(1e12, content, VIEW)).toBeCloseTo(MAX_SCROLL_PX - VIEW, 6);
  });

  it('never scales content shorter than the viewport', () => {
    expect(scrollRatio(100, VIEW)).toBe(1);
    expect(toContentOffset(10, 100, VIEW)).toBe(0);
  });
});
