import { ApiError, messageOf } from '../api/api-error.ts';

/**
 * `POST /api/v1/<res>/import/` as multipart (`formData` holds the file, reference §2.6): the JSON
 * client cannot send files, so this fetches the CSRF token itself.
 */
export async function importFile(url: string, file: File, overwrite = false): Promise<void> {
  const tokenRes = await fetch('/api/v1/security/csrf_token/', { credentials: 'same-origin' });
  if (!tokenRes.ok) throw new ApiError(tokenRes.status, 'Could not get a CSRF token', null);
  const { result: token } = (await tokenRes.json()) as { result: string };
  const body = new FormData();
  body.append('formData', file);
  body.append('overwrite', String(overwrite));
  const res = await fetch(url, {
    method: 'POST',
    body,
    credentials: 'same-origin',
    headers: { 'x-csrftoken': token, accept: 'application/json' },
  });
  if (!res.ok) {
    let parsed: unknown;
    try {
      parsed = await res.json();
    } catch {
      parsed = null;
    }
    throw new ApiError(res.status, messageOf(parsed, `${res.status} ${res.statusText}`), parsed);
  }
}
