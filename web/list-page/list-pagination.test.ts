import { describe, expect, it } from 'vitest';
import { pageWindow } from './list-pagination.tsx';

describe('pageWindow', () => {
  it('shows the first, last and neighbouring pages with gaps between', () => {
    expect(pageWindow(0, 1)).toEqual([0]);
    expect(pageWindow(0, 3)).toEqual([0, 1, 2]);
    expect(pageWindow(5, 10)).toEqual([0, -1, 4, 5, 6, -1, 9]);
    expect(pageWindow(9, 10)).toEqual([0, -1, 8, 9]);
  });
});
