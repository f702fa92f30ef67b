import { ApiError } from '../../../server/http/errors.ts';

const MAX_BYTES = 20 * 1024 * 1024;
const TIMEOUT_MS = 15_000;

/**
 * A registered plugin's bundle, fetched by the server for the page: its own status when the host
 * answers 404 (the page logs it), else 502 for an unreachable or failing host. Only http(s) URLs
 * an admin registered are ever fetched; the size and time are bounded.
 */
export async function fetchBundle(url: string): Promise<Buffer> {
  if (!/^https?:\/\//.test(url)) throw new ApiError(404, { message: 'The bundle URL is not an http(s) URL' });
  let res: Response;
  try {
    res = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new ApiError(502, {
      message: `Could not fetch the bundle: ${err instanceof Error ? err.message : String(err)}`,
    });
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new ApiError(res.status === 404 ? 404 : 502, { message: `The bundle's host answered ${res.status}` });
  }
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_BYTES) throw new ApiError(502, { message: 'The bundle is too large' });
  const bytes = Buffer.from(await res.arrayBuffer());
  if (bytes.length > MAX_BYTES) throw new ApiError(502, { message: 'The bundle is too large' });
  return bytes;
}
