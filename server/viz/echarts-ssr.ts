import type { VizTheme } from '../../core/viz/index.ts';

/**
 * Draws ECharts options to SVG text with ECharts' server-side mode (no DOM): animation off, the
 * theme's background unless the options set an opaque one, the theme's font unless they set one. ECharts loads on first use, so
 * the server starts without it.
 */
export async function renderEChartsSvg(
  options: Record<string, unknown>,
  size: { width: number; height: number; theme: VizTheme },
): Promise<string> {
  const echarts = await import('echarts');
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: size.width, height: size.height });
  try {
    const option = {
      ...options,
      // An image has no card under it: the SDK's base option is transparent, the image gets the theme's background.
      backgroundColor: isTransparent(options.backgroundColor) ? size.theme.background : options.backgroundColor,
      textStyle: { fontFamily: size.theme.fontFamily, ...(options.textStyle as object | undefined) },
      animation: false,
    };
    chart.setOption(withSafeFontFamilies(option) as Record<string, unknown>);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

function isTransparent(colour: unknown): boolean {
  return colour === undefined || colour === null || colour === 'transparent' || colour === 'none' || colour === '';
}

/**
 * ECharts' SVG string renderer writes `font-family` into a double-quoted style attribute without
 * escaping, so a family list with quoted names ("Segoe UI", as the SDK's theme has) makes the
 * document unreadable. Quoted names are written with single quotes instead, everywhere in the options.
 */
export function withSafeFontFamilies(value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.some((item) => item !== null && typeof item === 'object') ? value.map(withSafeFontFamilies) : value;
  }
  if (value === null || typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = key === 'fontFamily' && typeof item === 'string' ? item.replace(/"/g, "'") : withSafeFontFamilies(item);
  }
  return out;
}
