import { inject, injectable } from 'tsyringe';
import type {
  ChartDataResult,
  ChartDatasource,
  QueryContext as VizQueryContext,
  QueryFormData,
} from '../../core/viz/index.ts';
import { ChartDataService, toWire, type QueryContext } from '../engine/chart-data/index.ts';
import { IDatasourceProvider, type QueryDatasource } from '../engine/datasource-provider.ts';
import type { AuthUser } from '../security/auth-user.ts';
import { renderChart, UnknownVizTypeError, type ImageFormat, type QueryAnswer } from './render-chart.ts';
import { findVizPlugin, IVizPluginList } from './viz-plugin-list.ts';

export interface ChartImageRequest {
  /** A saved chart's `params` (Superset form_data), with `datasource` and `viz_type`. */
  formData: QueryFormData;
  /** Who asks: the query runs with their access and row-level security. */
  user: AuthUser | null;
  width: number;
  height: number;
  theme: 'light' | 'dark';
  format: ImageFormat;
}

/**
 * Draws a chart from its form_data as `user`: the plugin of its viz_type (from the host's
 * catalogue), the query through the chart-data service in process, then `renderChart`.
 * Unknown viz types (UnknownVizTypeError) and bad sizes throw RenderRequestError; the engine's errors pass through.
 */
@injectable()
export class ChartRenderService {
  constructor(
    @inject(IVizPluginList) private readonly plugins: IVizPluginList,
    @inject(ChartDataService) private readonly chartData: ChartDataService,
    @inject(IDatasourceProvider) private readonly datasources: IDatasourceProvider,
  ) {}

  vizTypes(): string[] {
    return this.plugins.map((plugin) => plugin.key);
  }

  async render(request: ChartImageRequest): Promise<string | Buffer> {
    const plugin = findVizPlugin(this.plugins, request.formData.viz_type);
    if (!plugin) throw new UnknownVizTypeError(request.formData.viz_type);
    return renderChart({
      plugin,
      formData: request.formData,
      width: request.width,
      height: request.height,
      theme: request.theme,
      format: request.format,
      runQueryContext: (context) => this.runQueryContext(context, request.user),
    });
  }

  private async runQueryContext(context: VizQueryContext, user: AuthUser | null): Promise<QueryAnswer> {
    const engineContext: QueryContext = {
      datasource: context.datasource,
      force: Boolean(context.force),
      queries: context.queries as unknown as Record<string, unknown>[],
      form_data: context.form_data as Record<string, unknown>,
      result_format: 'json',
      result_type: 'full',
      custom_cache_timeout: null,
    };
    const entries = await this.chartData.run({ context: engineContext, user });
    if (!entries) throw new Error('The chart data service answered nothing');
    const queriesData = entries.map((entry) => {
      if (entry.kind !== 'payload') throw new Error('The chart data service answered no rows');
      const payload = entry.payload;
      if (payload.status === 'failed' || payload.error) throw new Error(payload.error ?? 'The query failed');
      return toWire(payload, 'json') as unknown as ChartDataResult;
    });
    const ds = await this.datasources.load(context.datasource);
    return { queriesData, datasource: chartDatasourceOf(ds) };
  }
}

/** What transformProps reads of a dataset: names, verbose names (Superset's verbose_map). */
export function chartDatasourceOf(ds: QueryDatasource): ChartDatasource {
  const verboseMap: Record<string, string> = {};
  for (const column of ds.columns) if (column.verbose_name) verboseMap[column.column_name] = column.verbose_name;
  return {
    id: ds.id,
    type: ds.type,
    name: ds.name,
    columns: ds.columns.map((column) => ({
      column_name: column.column_name,
      verbose_name: column.verbose_name,
      is_dttm: column.is_dttm,
    })),
    metrics: ds.compile.metrics.map((metric) => ({ metric_name: metric.metric_name })),
    verboseMap,
  };
}
