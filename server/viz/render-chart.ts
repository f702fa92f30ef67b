import type {
  ChartDataResult,
  ChartDatasource,
  ChartProps,
  EChartsRenderProps,
  QueryContext,
  QueryFormData,
  VizTheme,
} from '../../core/viz/index.ts';
import { NO_RESULTS_MESSAGE, renderErrorMessage, renderMessageSvg } from '../../core/viz/svg/index.ts';
import { renderEChartsSvg } from './echarts-ssr.ts';
import { registerGeoMaps } from '../../core/viz/geo/register-map.ts';
import { SSR_THEMES } from './ssr-theme.ts';
import type { AnyVizPlugin } from './viz-plugin-list.ts';

export type ImageFormat = 'svg' | 'png';
export const IMAGE_FORMATS: readonly ImageFormat[] = ['svg', 'png'];

/** The sizes a server drawing may have, in px (what `loupe chart render` accepts). */
export const IMAGE_SIZE = { min: 100, max: 4000 } as const;

export interface RenderChartOptions {
  plugin: AnyVizPlugin;
  formData: QueryFormData;
  /** The chart-data answer; when absent, `runQueryContext` runs the plugin's query context. */
  queriesData?: ChartDataResult[];
  runQueryContext?: (context: QueryContext) => Promise<QueryAnswer>;
  /** The dataset's metadata for labels; a query answer's own wins. */
  datasource?: ChartDatasource;
  width: number;
  height: number;
  theme: VizTheme['mode'];
  format: ImageFormat;
}

export interface QueryAnswer {
  queriesData: ChartDataResult[];
  datasource?: ChartDatasource;
}

/** A drawing request the caller got wrong (size, format, chart type): nothing was queried or drawn. */
export class RenderRequestError extends Error {
  override readonly name: string = 'RenderRequestError';
}

/** form_data names a viz_type no plugin of this server draws. */
export class UnknownVizTypeError extends RenderRequestError {
  override readonly name = 'UnknownVizTypeError';
  constructor(readonly vizType: unknown) {
    super(`Unknown chart type (viz_type) ${JSON.stringify(vizType) ?? String(vizType)}`);
  }
}

/**
 * Draws a chart without a browser (ARCHITECTURE §6, server/viz): the plugin's buildQuery, the
 * query (unless `queriesData` is given), transformProps with `isStatic`, then ECharts' SSR mode or
 * the plugin's static SVG renderer; PNG through resvg. No rows → the spec's no-results message;
 * a failure while transforming or drawing → the spec's error message, as an image. Failures of
 * the query itself (access, unknown dataset, SQL errors) are thrown: the caller says them.
 */
export async function renderChart(options: RenderChartOptions): Promise<string | Buffer> {
  assertImageRequest(options);
  const theme = SSR_THEMES[options.theme];
  const answer: QueryAnswer = options.queriesData
    ? { queriesData: options.queriesData, datasource: options.datasource }
    : await queryChart(options);
  const svg = await drawSvg(options, answer, theme);
  if (options.format === 'svg') return svg;
  // resvg is a native module: loaded when a PNG is first asked for, not when the server starts.
  const { svgToPng } = await import('./svg-to-png.ts');
  return svgToPng(svg, options.width, theme.background);
}

export function assertImageRequest(options: Pick<RenderChartOptions, 'width' | 'height' | 'format' | 'theme'>): void {
  for (const [name, value] of [
    ['width', options.width],
    ['height', options.height],
  ] as const) {
    if (!Number.isInteger(value) || value < IMAGE_SIZE.min || value > IMAGE_SIZE.max) {
      throw new RenderRequestError(
        `The ${name} must be a whole number of pixels from ${IMAGE_SIZE.min} to ${IMAGE_SIZE.max}, not ${String(value)}`,
      );
    }
  }
  if (!IMAGE_FORMATS.includes(options.format)) {
    throw new RenderRequestError(`The format must be svg or png, not ${String(options.format)}`);
  }
  if (!(options.theme in SSR_THEMES)) {
    throw new RenderRequestError(`The theme must be light or dark, not ${String(options.theme)}`);
  }
}

async function queryChart(options: RenderChartOptions): Promise<QueryAnswer> {
  if (!options.runQueryContext) throw new Error('renderChart needs queriesData or runQueryContext');
  const buildQuery = (await options.plugin.buildQuery()).default;
  const answer = await options.runQueryContext(buildQuery(options.formData));
  return { queriesData: answer.queriesData, datasource: answer.datasource ?? options.datasource };
}

/** Superset's SuperChart: no results when every query answered no rows. */
export function hasNoResults(queriesData: readonly ChartDataResult[]): boolean {
  return queriesData.every((result) => !Array.isArray(result.data) || result.data.length === 0);
}

async function drawSvg(options: RenderChartOptions, answer: QueryAnswer, theme: VizTheme): Promise<string> {
  const { queriesData } = answer;
  const size = { width: options.width, height: options.height };
  if (hasNoResults(queriesData)) return renderMessageSvg(NO_RESULTS_MESSAGE, size, theme);
  try {
    const chartProps: ChartProps = {
      ...size,
      formData: options.formData,
      queriesData,
      datasource: answer.datasource ?? {},
      theme,
      isStatic: true,
    };
    const transformProps = (await options.plugin.transformProps()).default;
    const props: unknown = transformProps(chartProps);
    if (options.plugin.serverRender === 'echarts') {
      const echartOptions = (props as Partial<EChartsRenderProps> | null)?.echartOptions;
      if (!echartOptions) throw new Error('transformProps returned no echartOptions');
      // Map charts name the geometry their option draws (core/viz/geo); ECharts needs it registered first.
      const geoMaps = (props as { geoMaps?: unknown }).geoMaps;
      if (Array.isArray(geoMaps)) await registerGeoMaps(geoMaps.map(String));
      return await renderEChartsSvg(echartOptions, { ...size, theme });
    }
    const renderSvg = (await options.plugin.serverRender()).default;
    return renderSvg(props, { ...size, theme });
  } catch (error) {
    return renderMessageSvg(renderErrorMessage(error), size, theme);
  }
}
