import { Resvg } from '@resvg/resvg-js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG's size from its IHDR header; throws when the bytes are not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  if (png.length < 24 || PNG_SIGNATURE.some((byte, index) => png[index] !== byte)) throw new Error('Not a PNG');
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** A PNG's RGBA pixels, decoded by resvg (drawn as an embedded image at its own size). */
export function pngPixels(png: Uint8Array): { width: number; height: number; pixels: Uint8Array } {
  const { width, height } = pngSize(png);
  const href = `data:image/png;base64,${Buffer.from(png).toString('base64')}`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${width}" height="${height}">` +
    `<image width="${width}" height="${height}" xlink:href="${href}"/></svg>`;
  const rendered = new Resvg(svg).render();
  return { width, height, pixels: new Uint8Array(rendered.pixels) };
}

/**
 * How a drawing uses its canvas: pixels that differ from the top-left pixel (the background) by
 * more than a little, and the number of distinct colours.
 */
export function pixelStats(png: Uint8Array): { width: number; height: number; foreground: number; colours: number } {
  const { width, height, pixels } = pngPixels(png);
  const [r0, g0, b0] = [pixels[0]!, pixels[1]!, pixels[2]!];
  let foreground = 0;
  const colours = new Set<number>();
  for (let i = 0; i < pixels.length; i += 4) {
    const r = pixels[i]!;
    const g = pixels[i + 1]!;
    const b = pixels[i + 2]!;
    colours.add((r << 16) | (g << 8) | b);
    if (Math.abs(r - r0) + Math.abs(g - g0) + Math.abs(b - b0) > 24) foreground += 1;
  }
  return { width, height, foreground, colours: colours.size };
}
