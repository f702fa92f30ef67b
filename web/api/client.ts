import rison from 'rison';
import { ApiError, messageOf } from './api-error.ts';

/**
 * The browser's client for Loupe's (Superset's) REST API: the session cookie authenticates, the
 * CSRF token is fetched once and sent as `X-CSRFToken` on every write, `q` is rison-encoded, and
 * every failure is an ApiError carrying the envelope's message.
 */
let csrfToken: Promise<string> | null = null;

/** The session's CSRF token, fetched once (again after a failure); sent as `X-CSRFToken` on writes. */
export async function csrf(): Promise<string> {
  csrfToken ??= fetch('/api/v1/security/csrf_token/', { credentials: 'same-origin' })
    .then(async (r) => {
      if (!r.ok) throw new ApiError(r.status, 'Could not get a CSRF token', null);
      return ((await r.json()) as { result: string }).result;
    })
    .catch((err: unknown) => {
      csrfToken = null;
      throw err;
    });
  return csrfToken;
}

let guest: { header: string; token: string } | null = null;

/**
 * An embedded page's guest token (embedded-sdk.md §3): once set, every call carries it in the
 * configured header (`X-GuestToken`) and no CSRF token (a guest has no session). Set again on
 * each refresh from the host.
 */
export function setGuestToken(header: string, token: string): void {
  guest = { header, token };
}

/** The guest token in use, if the page is embedded and has one. */
export function guestToken(): string | null {
  return guest?.token ?? null;
}

/** What authenticates a call: the guest token when set, else the CSRF token on writes (the cookie does the rest). */
export async function authHeaders(write: boolean): Promise<Record<string, string>> {
  if (guest) return { [guest.header]: guest.token };
  return write ? { 'x-csrftoken': await csrf() } : {};
}

export function withQuery(path: string, q?: unknown): string {
  if (q === undefined) return path;
  return `${path}${path.includes('?') ? '&' : '?'}q=${encodeURIComponent(rison.encode(q))}`;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function request<T>(method: Method, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json', ...(await authHeaders(method !== 'GET')) };
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(path, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return readAnswer<T>(res);
}

/** An answer's body (JSON when it parses, else its text); an ApiError with the envelope's message when it failed. */
export async function readAnswer<T>(res: Response): Promise<T> {
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    parsed = text;
  }
  if (!res.ok) throw new ApiError(res.status, messageOf(parsed, `${res.status} ${res.statusText}`), parsed);
  return parsed as T;
}

export const api = {
  get: <T>(path: string, q?: unknown) => request<T>('GET', withQuery(path, q)),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
  delete: <T>(path: string, q?: unknown) => request<T>('DELETE', withQuery(path, q)),
};
