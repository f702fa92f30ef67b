import { describe, expect, it } from 'vitest';
import { sparklinePath } from './sparkline.ts';

describe('sparklinePath', () => {
  it('scales values into the box, y growing downwards, and breaks at gaps', () => {
    expect(sparklinePath([0, 10, null, 5], 0, 10, 30, 20)).toBe('M0.0 20.0 L10.0 0.0 M30.0 10.0');
    expect(sparklinePath([], 0, 1, 10, 10)).toBe('');
    expect(sparklinePath([3, 3], 3, 3, 10, 10)).toBe('M0.0 10.0 L10.0 10.0');
  });
});
