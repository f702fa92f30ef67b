/**
 * A small HTTP client for tests and scripts that behaves like Superset's own clients: a JWT from
 * /api/v1/security/login, then a CSRF token bound to the session cookie for every write.
 */
export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export class ApiClient {
  private cookies = new Map<string, string>();
  private csrf: string | null = null;

  constructor(
    readonly baseUrl: string,
    private accessToken: string | null = null,
  ) {}

  static async login(baseUrl: string, username: string, password: string): Promise<ApiClient> {
    const anon = new ApiClient(baseUrl);
    const res = await anon.request<{ access_token: string }>('POST', '/api/v1/security/login', {
      username,
      password,
      provider: 'db',
      refresh: true,
    });
    if (res.status !== 200) throw new Error(`login as ${username} failed: ${res.status} ${res.text}`);
    return new ApiClient(baseUrl, res.body.access_token);
  }

  get token(): string | null {
    return this.accessToken;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async csrfToken(): Promise<string> {
    if (!this.csrf) {
      const res = await this.request<{ result: string }>('GET', '/api/v1/security/csrf_token/');
      if (res.status !== 200) throw new Error(`csrf_token: ${res.status} ${res.text}`);
      this.csrf = res.body.result;
    }
    return this.csrf;
  }

  get<T = unknown>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = unknown>(path: string, body?: unknown) {
    return this.write<T>('POST', path, body);
  }
  put<T = unknown>(path: string, body?: unknown) {
    return this.write<T>('PUT', path, body);
  }
  delete<T = unknown>(path: string) {
    return this.write<T>('DELETE', path);
  }

  private async write<T>(method: string, path: string, body?: unknown): Promise<ApiResponse<T>> {
    const csrf = await this.csrfToken();
    return this.request<T>(method, path, body, { 'x-csrftoken': csrf });
  }

  /** A raw request: no CSRF token unless given in `headers`. */
  async request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const h: Record<string, string> = { accept: 'application/json', ...headers };
    if (this.accessToken) h.authorization = `Bearer ${this.accessToken}`;
    if (this.cookies.size) h.cookie = this.cookieHeader();
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      h['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.baseUrl + path, { method, headers: h, body: payload, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    if ((res.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: res.status, headers: res.headers, body: parsed as T, text };
  }
}
