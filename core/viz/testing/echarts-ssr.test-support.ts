// Draws an ECharts option the way server-side rendering does (SVG renderer, no DOM), for viz tests.
import { init, type EChartsCoreOption } from 'echarts';

/** The SVG string ECharts' SSR renderer draws for `option` at the given size. */
export function renderEChartsSvg(option: EChartsCoreOption, width = 600, height = 400): string {
  const chart = init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption(option);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
