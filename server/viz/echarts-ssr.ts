import type { VizTheme } from '../../core/viz/index.ts';

/**
 * Draws ECharts options to SVG text with ECharts' server-side mode (no DOM): animation off, the
 * theme's background and font unless the options set their own. ECharts loads on first use, so
 * the server starts without it.
 */
export async function renderEChartsSvg(
  options: Record<string, unknown>,
  size: { width: number; height: number; theme: VizTheme },
): Promise<string> {
  const echarts = await import('echarts');
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width: size.width, height: size.height });
  try {
    chart.setOption({
      backgroundColor: size.theme.background,
      ...options,
      textStyle: { fontFamily: size.theme.fontFamily, ...(options.textStyle as object | undefined) },
      animation: false,
    });
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
