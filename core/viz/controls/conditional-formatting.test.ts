import { describe, expect, it } from 'vitest';
import { addAlpha } from '../color/color-utils.ts';
import { cellBackground, cellOpacity, colorFunction, getColorFormatters } from './conditional-formatting.ts';

describe('conditional formatting (Superset getColorFormatters)', () => {
  const values = [0, 50, 100];
  it('greater than: fades from the target to the column maximum', () => {
    const f = colorFunction({ column: 'x', operator: '>', targetValue: 50, colorScheme: '#FF0000' }, values);
    expect(f(50)).toBeUndefined();
    expect(f(100)).toBe('#FF0000FF');
    expect(f(75)).toBe(addAlpha('#FF0000', cellOpacity(75, 50, 100)));
    expect(cellOpacity(75, 50, 100)).toBe(0.53);
  });
  it('less than or equal uses the column minimum as extreme', () => {
    const f = colorFunction({ column: 'x', operator: '≤', targetValue: 50, colorScheme: '#00FF00' }, values);
    expect(f(0)).toBe('#00FF00FF');
    expect(f(50)).toBe('#00FF000D'); // opacity 0.05
    expect(f(51)).toBeUndefined();
  });
  it('between bounds are exclusive, the "≤ x ≤" one inclusive', () => {
    const open = colorFunction(
      { column: 'x', operator: '< x <', targetValueLeft: 0, targetValueRight: 100, colorScheme: '#000000' },
      values,
    );
    const closed = colorFunction(
      { column: 'x', operator: '≤ x ≤', targetValueLeft: 0, targetValueRight: 100, colorScheme: '#000000' },
      values,
    );
    expect(open(0)).toBeUndefined();
    expect(closed(0)).toBe('#0000000D');
    expect(closed(100)).toBe('#000000FF');
  });
  it('None colours every value on a 0..1 opacity scale', () => {
    const f = colorFunction({ column: 'x', operator: 'None', colorScheme: '#0000FF' }, values);
    expect(f(0)).toBe('#0000FF00');
    expect(f(100)).toBe('#0000FFFF');
  });
  it('not equal picks the farther extreme', () => {
    const f = colorFunction({ column: 'x', operator: '≠', targetValue: 90, colorScheme: '#111111' }, values);
    expect(f(90)).toBeUndefined();
    expect(f(0)).toBe('#111111FF');
  });
  it('skips incomplete rules and applies the last matching one', () => {
    const data = [{ x: 1 }, { x: 10 }];
    const formatters = getColorFormatters(
      [
        { column: 'x', operator: '>', colorScheme: '#FF0000' },
        { column: 'x', operator: '>', targetValue: 0, colorScheme: '#FF0000' },
        { column: 'x', operator: '=', targetValue: 10, colorScheme: '#00FF00' },
      ],
      data,
    );
    expect(formatters).toHaveLength(2);
    expect(cellBackground(formatters, 'x', 10)).toBe('#00FF00FF');
    expect(cellBackground(formatters, 'x', 1)).toMatch(/^#FF0000/);
    expect(cellBackground(formatters, 'y', 10)).toBeUndefined();
  });
});
