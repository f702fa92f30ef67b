import { vi } from 'vitest';

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status: number; body: unknown };

/**
 * A stand-in for the browser's fetch, for the web client's unit tests: answers the CSRF token,
 * then each `METHOD /path` from the table (a function may look at the body), and records calls.
 */
export function fakeFetch(routes: Record<string, Answer | ((body: unknown) => Answer)>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const u = new URL(url, 'http://loupe.test');
    if (u.pathname === '/api/v1/security/csrf_token/')
      return new Response(JSON.stringify({ result: 'tok' }), { status: 200 });
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: u.pathname + u.search, body });
    const route = routes[`${method} ${u.pathname}`];
    if (!route) return new Response(JSON.stringify({ message: 'Not found' }), { status: 404 });
    const answer = typeof route === 'function' ? route(body) : route;
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
  return calls;
}
