import rison from 'rison';
import { CliError } from '../../../cli/cli-runtime.ts';
import { messageOfBody } from './api-failure.ts';
import type { ServerAccess } from './server-access.ts';

export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Rison-encoded into `?q=`, as Superset's clients send list and result parameters. */
  q?: unknown;
  accept?: string;
  signal?: AbortSignal;
}

const NETWORK_REASONS: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  ETIMEDOUT: 'timed out',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
};

/**
 * A small client for a running Loupe (or Superset): signs in through the JWT login of reference
 * §1.2 (or uses LOUPE_TOKEN), fetches the CSRF token and its session cookie before the first
 * write (§1.3), and turns the failures a person can act on into one clear CliError.
 */
export class LoupeClient {
  private token: string | null = null;
  private csrf: string | null = null;
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly access: ServerAccess,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  get url(): string {
    return this.access.url;
  }

  /** Who is signed in, for messages. */
  get who(): string {
    return this.access.auth.kind === 'password' ? this.access.auth.username : `the user of ${this.access.auth.source}`;
  }

  async signIn(): Promise<void> {
    const auth = this.access.auth;
    if (auth.kind === 'token') {
      this.token = auth.token;
      return;
    }
    const res = await this.send(
      'POST',
      '/api/v1/security/login',
      { body: { username: auth.username, password: auth.password, provider: 'db', refresh: false } },
      false,
    );
    const body = await readBody(res);
    if (res.status === 200 && typeof (body as { access_token?: unknown }).access_token === 'string') {
      this.token = (body as { access_token: string }).access_token;
      return;
    }
    if (res.status === 401)
      throw new CliError(`Sign-in to ${this.url} failed: wrong user name or password for ${auth.username}`);
    throw new CliError(
      `Sign-in to ${this.url} failed (HTTP ${res.status}): ${messageOfBody(body) ?? 'the server did not answer like Loupe'}`,
    );
  }

  /** A JSON request; the answer whatever its status (callers decide what a 4xx means). */
  async json<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    opts: RequestOptions = {},
  ): Promise<Answer<T>> {
    const res = await this.request(method, path, opts);
    return { status: res.status, body: (await readBody(res)) as T };
  }

  /** A JSON request that must succeed; `what` completes "… may not <what>" and "Could not <what>". */
  async ok<T = unknown>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    what: string,
    opts: RequestOptions = {},
  ): Promise<T> {
    const answer = await this.json<T>(method, path, opts);
    if (answer.status >= 200 && answer.status < 300) return answer.body;
    throw this.failure(answer, what);
  }

  /** The error for a failed answer: 401 and 403 in words a person can act on, else the server's message. */
  failure(answer: Answer, what: string): CliError {
    const message = messageOfBody(answer.body);
    if (answer.status === 401) {
      return this.access.auth.kind === 'token'
        ? new CliError(
            `${this.url} refused the token in ${this.access.auth.source}${message ? ` (${message})` : ''}: sign in again, or use --username`,
          )
        : new CliError(
            `${this.url} no longer accepts the sign-in of ${this.access.auth.username}${message ? ` (${message})` : ''}`,
          );
    }
    if (answer.status === 403)
      return new CliError(
        `${this.who} may not ${what} on ${this.url}${message && message !== 'Forbidden' ? ` (${message})` : ''}: ask an admin for the permission`,
      );
    return new CliError(`Could not ${what} (HTTP ${answer.status}): ${message ?? 'the server did not say why'}`);
  }

  /** A signed-in request (CSRF token included on writes); network failures become a CliError. */
  async request(method: string, path: string, opts: RequestOptions = {}): Promise<Response> {
    // Access tokens expire (15 minutes by default): a long run signs in again once and retries.
    const canRetry = this.access.auth.kind === 'password';
    for (let round = 0; ; round++) {
      if (this.token === null) await this.signIn();
      const headers: Record<string, string> = {};
      if (method !== 'GET') {
        const csrf = await this.csrfToken();
        if (csrf.status === 401 && canRetry && round === 0) {
          this.forgetSignIn();
          continue;
        }
        if (csrf.token === null) throw this.failure({ status: csrf.status, body: csrf.body }, 'get a CSRF token');
        headers['x-csrftoken'] = csrf.token;
      }
      const res = await this.send(method, path, opts, true, headers);
      if (res.status === 401 && canRetry && round === 0) {
        await res.body?.cancel();
        this.forgetSignIn();
        continue;
      }
      return res;
    }
  }

  private forgetSignIn(): void {
    this.token = null;
    this.csrf = null;
    this.cookies.clear();
  }

  private async csrfToken(): Promise<{ token: string | null; status: number; body?: unknown }> {
    if (this.csrf !== null) return { token: this.csrf, status: 200 };
    const res = await this.send('GET', '/api/v1/security/csrf_token/', {}, true);
    const body = await readBody(res);
    if (res.status !== 200) return { token: null, status: res.status, body };
    this.csrf = String((body as { result?: unknown }).result ?? '');
    return { token: this.csrf, status: 200 };
  }

  private async send(
    method: string,
    path: string,
    opts: RequestOptions,
    signedIn: boolean,
    extra: Record<string, string> = {},
  ): Promise<Response> {
    const headers: Record<string, string> = { accept: opts.accept ?? 'application/json', ...extra };
    if (signedIn && this.token) headers.authorization = `Bearer ${this.token}`;
    if (this.cookies.size) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (opts.body !== undefined) {
      body = JSON.stringify(opts.body);
      headers['content-type'] = 'application/json';
    }
    const target = `${this.url}${path}${opts.q === undefined ? '' : `${path.includes('?') ? '&' : '?'}q=${encodeURIComponent(rison.encode(opts.q))}`}`;
    let res: Response;
    try {
      res = await this.fetchImpl(target, { method, headers, body, redirect: 'manual', signal: opts.signal });
    } catch (err) {
      if ((err as Error).name === 'AbortError') throw err;
      const code = ((err as { cause?: { code?: string } }).cause?.code ?? (err as { code?: string }).code) as
        string | undefined;
      const reason =
        (code && NETWORK_REASONS[code]) ?? (err as { cause?: Error }).cause?.message ?? (err as Error).message;
      throw new CliError(
        `Cannot reach Loupe at ${this.url} (${reason}): is the server running? Give its address with --url or LOUPE_URL`,
      );
    }
    for (const cookie of res.headers.getSetCookie()) {
      const pair = cookie.split(';')[0]!;
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return res;
  }
}

/** A body as JSON when it is JSON, else its text. */
export async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return null;
  if ((res.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}
