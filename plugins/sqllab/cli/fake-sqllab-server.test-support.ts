// Test helper (imported only by tests): a stand-in for Loupe's HTTP API speaking the SQL Lab
// wire contract (reference §1.2, §1.3, §5.1–§5.3, and the results as an Arrow stream), so the
// command line can be tested before and apart from the real server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  Float64,
  RecordBatch,
  RecordBatchStreamWriter,
  Schema,
  Table,
  TimestampMillisecond,
  Utf8,
  vectorFromArray,
} from 'apache-arrow';
import rison from 'rison';

export interface FakeServer {
  url: string;
  /** client_ids POSTed to /api/v1/query/stop. */
  stopped: string[];
  /** Bodies POSTed to /api/v1/sqllab/execute/. */
  executed: Record<string, unknown>[];
  /** Makes every access token issued so far invalid, as their expiry would. */
  expireTokens(): void;
  close(): Promise<void>;
}

export function arrowRows(from: number, count: number, schema?: Schema): { schema: Schema; batch: RecordBatch } {
  const ids = Array.from({ length: count }, (_, i) => from + i);
  const t = new Table({
    id: vectorFromArray(ids, new Float64()),
    name: vectorFromArray(
      ids.map((i) => `name ${i}`),
      new Utf8(),
    ),
    ds: vectorFromArray(
      ids.map((i) => Date.UTC(2024, 0, 1) + i * 60_000),
      new TimestampMillisecond(),
    ),
  });
  const s = schema ?? new Schema(t.schema.fields, new Map([['loupe', JSON.stringify({ status: 'success' })]]));
  return { schema: s, batch: new RecordBatch(s, t.batches[0]!.data) };
}

export async function startFakeServer(
  opts: {
    rows?: number;
    batch?: number;
    /** Cut the results connection after this many bytes. */ cutAfter?: number;
  } = {},
): Promise<FakeServer> {
  const total = opts.rows ?? 5;
  const batchSize = opts.batch ?? 1000;
  const stopped: string[] = [];
  const executed: Record<string, unknown>[] = [];
  const hanging = new Map<string, http.ServerResponse>();
  const tokens = new Set<string>();
  let expired = 0;
  const send = (res: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
  const readJson = (req: http.IncomingMessage) =>
    new Promise<Record<string, unknown>>((resolve) => {
      let text = '';
      req.on('data', (d) => (text += d));
      req.on('end', () => resolve(text ? (JSON.parse(text) as Record<string, unknown>) : {}));
    });
  const handle = async (req: http.IncomingMessage, res: http.ServerResponse): Promise<void> => {
    const url = new URL(req.url!, 'http://x');
    const q = url.searchParams.get('q') ? (rison.decode(url.searchParams.get('q')!) as Record<string, unknown>) : {};
    if (req.method === 'POST' && url.pathname === '/api/v1/security/login') {
      const b = await readJson(req);
      if (b.username !== 'admin' || b.password !== 'pw') return send(res, 401, { message: 'Not authorized' });
      const token = `T${tokens.size + expired}`;
      tokens.add(token);
      return send(res, 200, { access_token: token });
    }
    const auth = req.headers.authorization;
    if (!auth || !tokens.has(auth.replace(/^Bearer /, '')))
      return send(res, 401, auth ? { msg: 'Token is invalid or has expired' } : { message: 'Not authorized' });
    if (url.pathname === '/api/v1/security/csrf_token/')
      return send(res, 200, { result: 'C' }, { 'set-cookie': 'session=s1; HttpOnly; Path=/' });
    if (
      req.method !== 'GET' &&
      (req.headers['x-csrftoken'] !== 'C' || !String(req.headers.cookie).includes('session=s1'))
    )
      return send(res, 400, { message: 'The CSRF token is missing.' });
    if (url.pathname === '/api/v1/database/') {
      const dbs = [
        { id: 1, database_name: 'examples' },
        { id: 2, database_name: 'warehouse' },
      ];
      const f = (q.filters as { value: string }[] | undefined)?.[0];
      const result = f ? dbs.filter((d) => d.database_name === f.value) : dbs;
      return send(res, 200, { count: result.length, result });
    }
    if (req.method === 'POST' && url.pathname === '/api/v1/sqllab/execute/') {
      const b = await readJson(req);
      executed.push(b);
      const id = String(b.client_id);
      const sql = String(b.sql);
      if (![1, 2, 7].includes(Number(b.database_id))) {
        return send(res, 404, {
          errors: [
            {
              message: 'The database referenced in this query was not found.',
              error_type: 'DATABASE_NOT_FOUND_ERROR',
              level: 'error',
            },
          ],
        });
      }
      if (sql.includes('forbidden')) return send(res, 403, { message: 'Forbidden' });
      if (sql.includes('bad'))
        return send(res, 400, {
          errors: [
            {
              message: 'Catalog Error: Table with name bad does not exist!',
              error_type: 'GENERIC_DB_ENGINE_ERROR',
              level: 'error',
            },
          ],
        });
      if (sql.includes('sleep')) {
        hanging.set(id, res);
        return;
      }
      const rows = typeof b.queryLimit === 'number' ? Math.min(total, b.queryLimit) : total;
      const query = {
        id,
        queryId: 1,
        state: b.runAsync ? 'pending' : 'success',
        rows,
        limit: b.queryLimit ?? 1000,
        limitingFactor: b.queryLimit ? 'QUERY' : 'DROPDOWN',
        resultsKey: `key-${rows}`,
        dbId: b.database_id,
      };
      return send(res, b.runAsync ? 202 : 200, { query, status: query.state, data: [], columns: [] });
    }
    if (url.pathname === '/api/v1/query/updated_since') {
      const last = executed.at(-1)!;
      const rows = typeof last.queryLimit === 'number' ? Math.min(total, last.queryLimit) : total;
      return send(res, 200, { result: [{ id: last.client_id, state: 'success', rows, resultsKey: `key-${rows}` }] });
    }
    if (req.method === 'POST' && url.pathname === '/api/v1/query/stop') {
      const b = await readJson(req);
      stopped.push(String(b.client_id));
      hanging.get(String(b.client_id))?.destroy();
      return send(res, 200, { result: 'OK' });
    }
    if (url.pathname === '/api/v1/sqllab/results/') {
      const count = /^key-(\d+)$/.exec(String(q.key)) ? Number(String(q.key).slice(4)) : -1;
      if (count < 0)
        return send(res, 410, {
          errors: [
            {
              message: 'Data could not be retrieved from the results backend. You need to re-run the original query.',
              error_type: 'RESULTS_BACKEND_ERROR',
            },
          ],
        });
      res.writeHead(200, { 'content-type': 'application/vnd.apache.arrow.stream' });
      const writer = new RecordBatchStreamWriter();
      let cancelled = false;
      void (async () => {
        let schema: Schema | undefined;
        for (let from = 0; from < count || (from === 0 && count === 0); from += batchSize) {
          if (cancelled) return;
          const part = arrowRows(from, Math.min(batchSize, count - from), schema);
          schema ??= part.schema;
          writer.write(part.batch);
          await new Promise((r) => setImmediate(r));
          if (count === 0) break;
        }
        if (!cancelled) writer.finish();
      })();
      let sent = 0;
      for await (const chunk of writer) {
        sent += chunk.length;
        if (opts.cutAfter !== undefined && sent > opts.cutAfter) {
          cancelled = true;
          res.socket?.destroy();
          return;
        }
        if (!res.write(chunk)) await new Promise((r) => res.once('drain', r));
      }
      res.end();
      return;
    }
    send(res, 404, { message: 'Not found' });
  };
  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => send(res, 500, { message: String(err) }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    stopped,
    executed,
    expireTokens() {
      expired += tokens.size;
      tokens.clear();
    },
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
