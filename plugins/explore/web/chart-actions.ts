// What the Explore header's "…" menu does beyond the page (Superset's ExploreAdditionalActionsMenu):
// exports of the chart's data (POST /api/v1/chart/data with result_format and result_type), a PNG of
// the drawn chart, the compiled query, a permalink and the embed snippet of its standalone view.
import type { QueryContext } from '../../../core/viz/query/query-types.ts';
import { api, authHeaders, readAnswer } from '../../../web/api/client.ts';
import { t } from '../../../web/i18n/t.ts';

export type ExportFormat = 'csv' | 'xlsx' | 'json';

/** The query context with another result format and type (full results for the exports). */
export function withResult(context: QueryContext, resultType: string, resultFormat: string): QueryContext {
  return { ...context, result_type: resultType, result_format: resultFormat };
}

async function postChartData(context: QueryContext): Promise<Response> {
  const res = await fetch('/api/v1/chart/data', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', ...(await authHeaders(true)) },
    body: JSON.stringify(context),
  });
  if (!res.ok) await readAnswer(res);
  return res;
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

/** Download as image: the drawn chart (ECharts' canvas, or an SVG drawn onto a canvas) as a PNG. */
export async function downloadImage(host: HTMLElement, name: string): Promise<void> {
  const box = host.getBoundingClientRect();
  const ratio = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(box.width * ratio);
  canvas.height = Math.round(box.height * ratio);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error(t('Sorry, your browser cannot draw images.'));
  ctx.scale(ratio, ratio);
  ctx.fillStyle = getComputedStyle(host.closest('.ex-chart') ?? host).backgroundColor || '#fff';
  ctx.fillRect(0, 0, box.width, box.height);
  const layers = [...host.querySelectorAll<HTMLCanvasElement | SVGSVGElement>('canvas, svg')].filter(
    (el) => !el.parentElement?.closest('svg') && el.getBoundingClientRect().width > 0,
  );
  if (!layers.length) throw new Error(t('This chart cannot be downloaded as an image.'));
  for (const el of layers) {
    const r = el.getBoundingClientRect();
    const x = r.left - box.left;
    const y = r.top - box.top;
    if (el instanceof HTMLCanvasElement) ctx.drawImage(el, x, y, r.width, r.height);
    else ctx.drawImage(await svgImage(el, r.width, r.height), x, y, r.width, r.height);
  }
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  if (!blob) throw new Error(t('This chart cannot be downloaded as an image.'));
  saveBlob(blob, `${fileName(name)}.png`);
}

function svgImage(svg: SVGSVGElement, width: number, height: number): Promise<HTMLImageElement> {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(width));
  copy.setAttribute('height', String(height));
  const url = URL.createObjectURL(new Blob([new XMLSerializer().serializeToString(copy)], { type: 'image/svg+xml' }));
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => {
      URL.revokeObjectURL(url);
      resolve(img);
    };
    img.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error(t('This chart cannot be downloaded as an image.')));
    };
    img.src = url;
  });
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

export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function fileName(name: string): string {
  return name.replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '') || 'chart';
}
