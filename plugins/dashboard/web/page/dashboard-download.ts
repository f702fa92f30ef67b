// The header's "Download as image" / "Download as PDF": the server draws the whole dashboard
// (`GET /api/v1/dashboard/<id>/download/?q=(format:png|pdf)`) and the browser saves the file.
import { authHeaders, readAnswer, withQuery } from '../../../../web/api/client.ts';
import { saveBlob } from './tile-actions.ts';

export type DownloadFormat = 'png' | 'pdf';

/** The file name the answer's `content-disposition` gives, else `<fallback>.<format>`. */
export function downloadFileName(disposition: string | null, fallback: string, format: DownloadFormat): string {
  const star = disposition && /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]!.trim());
  const plain = disposition && /filename="?([^";]+)"?/i.exec(disposition);
  if (plain) return plain[1]!.trim();
  const base = fallback.replace(/[^\w.-]+/g, '_') || 'dashboard';
  return `${base}.${format}`;
}

/** Fetches the picture and saves it; rejects with the server's message when it failed. */
export async function downloadDashboard(
  id: number,
  format: DownloadFormat,
  fallbackName: string,
  deps: { fetch: typeof fetch; save: (blob: Blob, name: string) => void } = {
    fetch: (...a) => fetch(...a),
    save: saveBlob,
  },
): Promise<string> {
  const res = await deps.fetch(withQuery(`/api/v1/dashboard/${id}/download/`, { format }), {
    headers: await authHeaders(false),
    credentials: 'same-origin',
  });
  if (!res.ok) await readAnswer(res);
  const name = downloadFileName(res.headers.get('content-disposition'), fallbackName, format);
  deps.save(await res.blob(), name);
  return name;
}
