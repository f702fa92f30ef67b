import { csrf, readAnswer } from '../../../../web/api/client.ts';

/**
 * Superset's legacy tab-state views take form-encoded bodies whose values are JSON-encoded
 * (reference §5.6); the shared API client speaks JSON only, so these few calls go through here.
 */
export async function formRequest<T>(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  fields?: Record<string, unknown>,
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (method !== 'GET') headers['x-csrftoken'] = await csrf();
  let body: string | undefined;
  if (fields) {
    const form = new URLSearchParams();
    for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.set(k, JSON.stringify(v));
    body = form.toString();
    headers['content-type'] = 'application/x-www-form-urlencoded';
  }
  const res = await fetch(path, { method, headers, body, credentials: 'same-origin' });
  return readAnswer<T>(res);
}
