// Server-side rendering of charts (ARCHITECTURE §6): ECharts SSR and static SVG renderers, PNG via resvg.
export {
  renderChart,
  assertImageRequest,
  hasNoResults,
  RenderRequestError,
  UnknownVizTypeError,
  IMAGE_FORMATS,
  IMAGE_SIZE,
} from './render-chart.ts';
export type { ImageFormat, QueryAnswer, RenderChartOptions } from './render-chart.ts';
export { ChartRenderService, chartDatasourceOf, type ChartImageRequest } from './chart-render-service.ts';
export { IVizPluginList, findVizPlugin, type AnyVizPlugin } from './viz-plugin-list.ts';
export { vizServerPlugin } from './viz-server-plugin.ts';
export { SSR_THEMES, SSR_FONT_FAMILY } from './ssr-theme.ts';
export { svgToPng } from './svg-to-png.ts';
