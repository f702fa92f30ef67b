import { describe, expect, it } from 'vitest';
import { approximateTextWidth } from './box-text-canvas.ts';
import { layoutWordCloud, seededRandom } from './word-cloud-layout.ts';

const boxOf = (w: { x: number; y: number; size: number; text: string; rotate: number }) => {
  const width = approximateTextWidth(w.text, w.size);
  // The word's point is the middle of its baseline: 0.8 em above it, 0.2 em below.
  if (w.rotate === 0)
    return { x0: w.x - width / 2, x1: w.x + width / 2, y0: w.y - 0.8 * w.size, y1: w.y + 0.2 * w.size };
  // Rotated 90° clockwise: the ascent points to the right.
  return { x0: w.x - 0.2 * w.size, x1: w.x + 0.8 * w.size, y0: w.y - width / 2, y1: w.y + width / 2 };
};

describe('layoutWordCloud without a canvas', () => {
  const words = [
    'Michael',
    'James',
    'John',
    'Robert',
    'David',
    'William',
    'Mary',
    'Christopher',
    'Joseph',
    'Richard',
  ].map((text, i) => ({ text, size: 60 - i * 4, rotate: i % 3 === 0 ? 90 : 0 }));

  it('places every word inside the area, without overlapping boxes', () => {
    const placed = layoutWordCloud(words, { width: 600, height: 400, padding: 2 });
    expect(placed.map((w) => w.text).sort()).toEqual(words.map((w) => w.text).sort());
    const boxes = placed.map(boxOf);
    for (const b of boxes) {
      expect(b.x0).toBeGreaterThanOrEqual(-300 - 1);
      expect(b.x1).toBeLessThanOrEqual(300 + 1);
      expect(b.y0).toBeGreaterThanOrEqual(-200 - 1);
      expect(b.y1).toBeLessThanOrEqual(200 + 1);
    }
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        // Shrink by 2px: the sprite is rasterised on a pixel grid.
        const overlap = a.x0 + 2 < b.x1 && b.x0 + 2 < a.x1 && a.y0 + 2 < b.y1 && b.y0 + 2 < a.y1;
        expect(overlap, `${placed[i]!.text} overlaps ${placed[j]!.text}`).toBe(false);
      }
    }
  });

  it('is deterministic for a seed', () => {
    const a = layoutWordCloud(words, { width: 500, height: 300, seed: 7 });
    const b = layoutWordCloud(words, { width: 500, height: 300, seed: 7 });
    expect(a).toEqual(b);
  });

  it('drops words that cannot fit', () => {
    const big = [
      { text: 'Enormous', size: 200, rotate: 0 },
      { text: 'tiny', size: 10, rotate: 0 },
    ];
    const placed = layoutWordCloud(big, { width: 120, height: 80 });
    expect(placed.map((w) => w.text)).toEqual(['tiny']);
  });

  it('seededRandom stays in [0, 1) and repeats per seed', () => {
    const r = seededRandom(3);
    const xs = Array.from({ length: 100 }, r);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(Array.from({ length: 100 }, seededRandom(3))).toEqual(xs);
  });
});
