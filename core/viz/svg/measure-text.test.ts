import { describe, expect, it } from 'vitest';
import { ELLIPSIS, measureText, truncateText, wrapText } from './measure-text.ts';

describe('measureText', () => {
  it('sums Helvetica advance widths scaled to the font size', () => {
    // "Hi": H 722 + i 222 = 944/1000 em
    expect(measureText('Hi', 10)).toBeCloseTo(9.44, 5);
    expect(measureText('Hi', 20)).toBeCloseTo(18.88, 5);
    expect(measureText('', 12)).toBe(0);
  });

  it('makes bold wider and wide scripts a full em per glyph', () => {
    expect(measureText('Total', 12, 'bold')).toBeGreaterThan(measureText('Total', 12));
    expect(measureText('日本', 10)).toBeCloseTo(20, 5);
    expect(measureText('WWW', 10)).toBeGreaterThan(measureText('iii', 10) * 3);
  });
});

describe('truncateText', () => {
  it('keeps text that fits and cuts the rest with an ellipsis within the width', () => {
    expect(truncateText('short', 100, 12)).toBe('short');
    const cut = truncateText('A rather long column label that cannot fit', 80, 12);
    expect(cut.endsWith(ELLIPSIS)).toBe(true);
    expect(cut.length).toBeLessThan(20);
    expect(measureText(cut, 12)).toBeLessThanOrEqual(80);
    expect('A rather long column label'.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('answers an empty string when not even the ellipsis fits, and never splits a surrogate pair', () => {
    expect(truncateText('anything', 2, 12)).toBe('');
    const cut = truncateText('😀😀😀😀😀😀', 30, 10);
    expect(cut).toBe('😀😀' + ELLIPSIS);
  });
});

describe('wrapText', () => {
  it('wraps greedily by words within the width', () => {
    const lines = wrapText('one two three four five six seven', 60, 10);
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join(' ')).toBe('one two three four five six seven');
    for (const line of lines) expect(measureText(line, 10)).toBeLessThanOrEqual(60);
  });

  it('ends the last allowed line with an ellipsis when text is left over', () => {
    const lines = wrapText('one two three four five six seven eight nine ten', 60, 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]!.endsWith(ELLIPSIS)).toBe(true);
    expect(measureText(lines[1]!, 10)).toBeLessThanOrEqual(60);
    expect(wrapText('x y', 60, 10, 0)).toEqual([]);
  });

  it('cuts a single word longer than a line', () => {
    const [line] = wrapText('Supercalifragilisticexpialidocious', 50, 10);
    expect(line!.endsWith(ELLIPSIS)).toBe(true);
  });
});
