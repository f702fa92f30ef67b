// What the Explore header's "…" menu does beyond the page (Superset's ExploreAdditionalActionsMenu):
// exports of the chart's data (POST /api/v1/chart/data with result_format and result_type), a PNG of
// the drawn chart, the compiled query, a permalink and the embed snippet of its standalone view.
import type { QueryContext } from '../../../core/viz/query/query-types.ts';
import { api } from '../../../web/api/client.ts';
import { downloadChartImage, fileName, postChartData, saveBlob } from '../../../web/viz/chart-download.ts';

export type ExportFormat = 'csv' | 'xlsx' | 'json';

/** The query context with another result format and type (full results for the exports). */
export function withResult(context: QueryContext, resultType: string, resultFormat: string): QueryContext {
  return { ...context, result_type: resultType, result_format: resultFormat };
}

/** The file an export is saved as: CSV (a zip when there are several queries), XLSX, or the JSON answer. */
export function exportFileName(name: string, format: ExportFormat, contentType: string): string {
  const ext = format === 'csv' ? (contentType.includes('zip') ? 'zip' : 'csv') : format;
  return `${fileName(name)}.${ext}`;
}

/** Export to .CSV / Excel / .JSON: the server's full results of the chart's queries, saved as a file. */
export async function downloadExport(context: QueryContext, format: ExportFormat, name: string): Promise<void> {
  const res = await postChartData(withResult(context, 'full', format));
  const blob = await res.blob();
  saveBlob(blob, exportFileName(name, format, blob.type || res.headers.get('content-type') || ''));
}

/** View query: `result_type: query` answers each query's compiled SQL. */
export async function fetchQueryText(context: QueryContext): Promise<string[]> {
  const res = await postChartData(withResult(context, 'query', 'json'));
  const body = (await res.json()) as { result: { query?: string }[] };
  return body.result.map((r) => r.query ?? '');
}

/** Download as image: the drawn chart as a PNG over the chart pane's background. */
export async function downloadImage(host: HTMLElement, name: string): Promise<void> {
  await downloadChartImage(host, getComputedStyle(host.closest('.ex-chart') ?? host).backgroundColor, name);
}

/** Copy permalink to clipboard / Embed code: POST /api/v1/explore/permalink (reference §9.3). */
export async function explorePermalink(formData: object, sliceId: number | null): Promise<string> {
  const res = await api.post<{ url: string }>('/api/v1/explore/permalink', {
    formData,
    urlParams: sliceId ? [['slice_id', String(sliceId)]] : [],
  });
  return res.url;
}

/** Superset's EmbedCodeContent: an iframe of the permalink's standalone view, at the chosen size. */
export function embedSnippet(permalink: string, width: string, height: string): string {
  const src = `${permalink}${permalink.includes('?') ? '&' : '?'}standalone=1&height=${height}`;
  return `<iframe
  width="${width}"
  height="${height}"
  seamless
  frameBorder="0"
  scrolling="no"
  src="${src}"
>
</iframe>`;
}

export { fileName, saveBlob };
