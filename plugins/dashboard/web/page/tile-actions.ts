// What a chart tile's menu does beyond drawing: the compiled query, the results, drill detail,
// CSV/XLSX exports (chart data with result_type/result_format), a PNG of the drawn chart and a
// permalink. The tile's data itself only ever comes from the planner.
import type { ChartDataResult, QueryContext, QueryFormData } from '../../../../core/viz/index.ts';
import { api } from '../../../../web/api/client.ts';
import { ApiError } from '../../../../web/api/api-error.ts';
import { t } from '../../../../web/i18n/t.ts';
import { downloadChartImage, fileName, postChartData, saveBlob } from '../../../../web/viz/chart-download.ts';
import { loadViz } from '../../../../web/viz/viz-loader.ts';
import type { IVizRegistry } from '../../../../web/viz/viz-registry.ts';

/** The tile's query context as the planner would build it, with another result type or format. */
export async function tileQueryContext(
  registry: IVizRegistry,
  formData: QueryFormData,
  resultType: string,
  resultFormat = 'json',
): Promise<QueryContext> {
  const plugin = registry.get(String(formData.viz_type));
  if (!plugin) throw new Error(t('Item with key "%s" is not registered.', String(formData.viz_type)));
  const loaded = await loadViz(plugin);
  const context = loaded.buildQuery(formData);
  return { ...context, result_type: resultType, result_format: resultFormat };
}

/** View query: `result_type: query` answers each query's compiled SQL. */
export async function fetchQueryText(registry: IVizRegistry, formData: QueryFormData): Promise<string[]> {
  const res = await postChartData(await tileQueryContext(registry, formData, 'query'));
  const body = (await res.json()) as { result: { query?: string; language?: string }[] };
  return body.result.map((r) => r.query ?? '');
}

/** View as table: `result_type: results`, the rows behind the chart. */
export async function fetchResults(registry: IVizRegistry, formData: QueryFormData): Promise<ChartDataResult[]> {
  const res = await postChartData(await tileQueryContext(registry, formData, 'results'));
  return ((await res.json()) as { result: ChartDataResult[] }).result;
}

/** Drill to detail: the dataset's rows under the chart's filters (POST /datasource/samples). */
export async function fetchDrillDetail(
  formData: QueryFormData,
  dashboardId: number,
): Promise<ChartDataResult & { total_count?: number }> {
  const [id, type = 'table'] = String(formData.datasource ?? '').split('__');
  if (!/^\d+$/.test(id)) throw new Error(t('This chart has no dataset to drill into.'));
  const q = new URLSearchParams({
    datasource_id: id,
    datasource_type: type,
    dashboard_id: String(dashboardId),
    per_page: '50',
    page: '1',
  });
  const filters = (formData.adhoc_filters ?? []) as unknown[];
  const body = { filters: [], extras: {}, adhoc_filters: filters, time_range: formData.time_range ?? 'No filter' };
  const res = await api.post<{ result: ChartDataResult & { total_count?: number } }>(
    `/datasource/samples?${q.toString()}`,
    body,
  );
  return res.result;
}

/** Download as CSV or XLSX: the server's export of the chart's full results, saved as a file. */
export async function downloadExport(
  registry: IVizRegistry,
  formData: QueryFormData,
  format: 'csv' | 'xlsx',
  name: string,
): Promise<void> {
  const res = await postChartData(await tileQueryContext(registry, formData, 'full', format));
  const blob = await res.blob();
  saveBlob(blob, `${fileName(name)}.${format === 'csv' ? (blob.type.includes('zip') ? 'zip' : 'csv') : 'xlsx'}`);
}

/** Download as image: the drawn chart as a PNG over the tile's background. */
export async function downloadImage(tile: HTMLElement, name: string): Promise<void> {
  const host = tile.querySelector<HTMLElement>('.chart-host');
  if (!host) throw new Error(t('The chart has not been drawn yet.'));
  await downloadChartImage(host, getComputedStyle(tile).backgroundColor, name);
}

/** Share: a permalink to the chart as the dashboard shows it (POST /api/v1/explore/permalink). */
export async function chartPermalink(formData: QueryFormData): Promise<string> {
  const res = await api.post<{ url: string }>('/api/v1/explore/permalink', {
    formData,
    urlParams: [['slice_id', String(formData.slice_id ?? '')]],
  });
  return res.url;
}

export { saveBlob };

/** Spec §8: 'Network error.' when no answer came; otherwise the server's message. */
export function chartErrorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  if (err instanceof TypeError) return t('Network error.');
  return err instanceof Error ? err.message : String(err);
}
