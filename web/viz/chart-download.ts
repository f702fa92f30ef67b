import type { QueryContext } from '../../core/viz/query/query-types.ts';
import { authHeaders, readAnswer } from '../api/client.ts';
import { t } from '../i18n/t.ts';

/**
 * What a drawn chart is saved as, shared by Explore's header and a dashboard tile's menu: the
 * chart's canvas or SVG layers drawn onto one PNG, and the browser's download of a blob.
 */

/**
 * POSTs a query context to `/api/v1/chart/data` and hands back the raw response (a file to save:
 * CSV, XLSX, a zip or JSON); an error answer throws the server's message.
 */
export async function postChartData(context: QueryContext): Promise<Response> {
  const res = await fetch('/api/v1/chart/data', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', ...(await authHeaders(true)) },
    body: JSON.stringify(context),
  });
  if (!res.ok) await readAnswer(res);
  return res;
}

/** Hands the browser a blob to save under `name` (an anchor with `download`; the URL freed after). */
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

/** A chart's name as a file name: word characters, dots and dashes; 'chart' when nothing is left. */
export function fileName(name: string): string {
  return name.replace(/[^\w.-]+/g, '_').replace(/^_+|_+$/g, '') || 'chart';
}

/**
 * Download as image: the chart drawn in `host` (ECharts' canvas, uPlot's canvases, or an SVG drawn
 * onto a canvas) over `background`, at the screen's pixel ratio, saved as `<name>.png`.
 */
export async function downloadChartImage(host: HTMLElement, background: string, name: string): Promise<void> {
  const box = host.getBoundingClientRect();
  const ratio = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(box.width * ratio);
  canvas.height = Math.round(box.height * ratio);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error(t('Sorry, your browser cannot draw images.'));
  ctx.scale(ratio, ratio);
  ctx.fillStyle = background || '#fff';
  ctx.fillRect(0, 0, box.width, box.height);
  // Top-level layers only: an SVG inside an SVG is drawn with its parent.
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
