import { describe, expect, it } from 'vitest';
import { rowWindow } from './row-window.ts';

describe('rowWindow', () => {
  it('draws only the rows in view plus the overscan', () => {
    const w = rowWindow(10_000, 30, 300, 0, 5);
    expect(w).toEqual({ start: 0, end: 16, offsetTop: 0, offsetBottom: (10_000 - 16) * 30 });
  });
  it('follows the scroll position and keeps the total height', () => {
    const w = rowWindow(10_000, 30, 300, 3000, 5);
    expect(w.start).toBe(95);
    expect(w.end).toBe(116);
    expect(w.offsetTop + (w.end - w.start) * 30 + w.offsetBottom).toBe(300_000);
  });
  it('clamps at the end and handles empty tables', () => {
    const w = rowWindow(20, 30, 300, 10_000, 2);
    expect(w.end).toBe(20);
    expect(w.offsetBottom).toBe(0);
    expect(rowWindow(0, 30, 300, 0)).toEqual({ start: 0, end: 0, offsetTop: 0, offsetBottom: 0 });
  });
});
