import { describe, expect, it } from 'vitest';
import { moveCursor, offsetToReveal } from './grid-cursor.ts';

const b = { rowCount: 1_000_000, colCount: 120, pageRows: 20 };

describe('moveCursor', () => {
  it('starts at the first cell on the first arrow key', () => {
    expect(moveCursor(null, 'ArrowDown', false, b)).toEqual({ row: 0, col: 0 });
    expect(moveCursor(null, 'x', false, b)).toBeNull();
  });
  it('moves by one, by a page, to the row ends and the grid ends, clamped', () => {
    expect(moveCursor({ row: 5, col: 3 }, 'ArrowDown', false, b)).toEqual({ row: 6, col: 3 });
    expect(moveCursor({ row: 0, col: 3 }, 'ArrowUp', false, b)).toEqual({ row: 0, col: 3 });
    expect(moveCursor({ row: 5, col: 0 }, 'ArrowLeft', false, b)).toEqual({ row: 5, col: -1 });
    expect(moveCursor({ row: 5, col: -1 }, 'ArrowLeft', false, b)).toEqual({ row: 5, col: -1 });
    expect(moveCursor({ row: 5, col: 3 }, 'PageDown', false, b)).toEqual({ row: 25, col: 3 });
    expect(moveCursor({ row: 5, col: 3 }, 'PageUp', false, b)).toEqual({ row: 0, col: 3 });
    expect(moveCursor({ row: 5, col: 3 }, 'End', false, b)).toEqual({ row: 5, col: 119 });
    expect(moveCursor({ row: 5, col: 3 }, 'Home', false, b)).toEqual({ row: 5, col: 0 });
    expect(moveCursor({ row: 5, col: 3 }, 'End', true, b)).toEqual({ row: 999_999, col: 3 });
    expect(moveCursor(null, 'End', true, b)).toEqual({ row: 999_999, col: 0 });
    expect(moveCursor({ row: 999_990, col: 3 }, 'PageDown', false, b)).toEqual({ row: 999_999, col: 3 });
  });
  it('has nothing to move over in an empty result', () => {
    expect(moveCursor(null, 'ArrowDown', false, { ...b, rowCount: 0 })).toBeNull();
  });
});

describe('offsetToReveal', () => {
  it('scrolls only when the row is hidden, by the least amount', () => {
    // viewport 632 px with a 32 px header: 600 px of rows, 20 rows of 30 px.
    expect(offsetToReveal(5, 0, 632, 32, 30)).toBeNull();
    expect(offsetToReveal(20, 0, 632, 32, 30)).toBe(30);
    expect(offsetToReveal(3, 300, 632, 32, 30)).toBe(90);
    expect(offsetToReveal(999_999, 0, 632, 32, 30)).toBe(1_000_000 * 30 - 600);
  });
});
