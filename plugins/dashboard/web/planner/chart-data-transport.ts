// The wire the planner talks over: POST /api/v1/chart/data and GET of an async job's result.
import type { QueryContext } from '../../../../core/viz/index.ts';
import { authHeaders } from '../../../../web/api/client.ts';

/** An answer as read off the wire, whatever its status (the planner decides what it means). */
export interface WireAnswer {
  status: number;
  body: unknown;
  /** Bytes of the body as received. */
  bytes: number;
}

export interface ChartDataTransport {
  /** `POST /api/v1/chart/data` (reference §3.1): 200 data, 202 an async job, 4xx/5xx an error envelope. */
  post(context: QueryContext, signal: AbortSignal): Promise<WireAnswer>;
  /** `GET <result_url>` of a finished async job (§3.9 step 4). */
  get(url: string, signal: AbortSignal): Promise<WireAnswer>;
}

async function read(res: Response): Promise<WireAnswer> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: the text is the message
  }
  return { status: res.status, body, bytes: new TextEncoder().encode(text).length };
}

/** The browser's transport: the session cookie and the CSRF token, or an embedded page's guest token, authenticate. */
export const browserChartDataTransport: ChartDataTransport = {
  async post(context, signal) {
    const res = await fetch('/api/v1/chart/data', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...(await authHeaders(true)) },
      body: JSON.stringify(context),
      signal,
    });
    return read(res);
  },
  async get(url, signal) {
    const res = await fetch(url, {
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(await authHeaders(false)) },
      signal,
    });
    return read(res);
  },
};
