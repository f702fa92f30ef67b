import { Resvg } from '@resvg/resvg-js';
import { describe, expect, it } from 'vitest';
import { pixelStats, pngSize } from './png-inspect.ts';

const png = (body: string) =>
  new Resvg(`<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10">${body}</svg>`).render().asPng();

describe('png-inspect', () => {
  it('reads the size from the header and refuses other bytes', () => {
    expect(pngSize(png('<rect width="20" height="10" fill="#fff"/>'))).toEqual({ width: 20, height: 10 });
    expect(() => pngSize(new TextEncoder().encode('<svg>not a png at all</svg>'))).toThrow('Not a PNG');
  });

  it('counts pixels away from the background colour', () => {
    const blank = pixelStats(png('<rect width="20" height="10" fill="#ffffff"/>'));
    expect(blank).toEqual({ width: 20, height: 10, foreground: 0, colours: 1 });
    const half = pixelStats(
      png('<rect width="20" height="10" fill="#ffffff"/><rect x="10" width="10" height="10" fill="#000"/>'),
    );
    expect(half.foreground).toBe(100);
    expect(half.colours).toBe(2);
  });
});
