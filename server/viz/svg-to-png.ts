import { Resvg } from '@resvg/resvg-js';
import { SSR_FONT_FAMILY } from './ssr-theme.ts';

/**
 * SVG text to a PNG of `width` px with @resvg/resvg-js: the system's fonts, and Liberation Sans
 * for any family it lacks (Inter, sans-serif…); `background` fills what the drawing leaves transparent.
 */
export function svgToPng(svg: string, width: number, background?: string): Buffer {
  const resvg = new Resvg(svg, {
    background,
    fitTo: { mode: 'width', value: width },
    font: {
      loadSystemFonts: true,
      defaultFontFamily: SSR_FONT_FAMILY,
      sansSerifFamily: SSR_FONT_FAMILY,
    },
  });
  return resvg.render().asPng();
}
