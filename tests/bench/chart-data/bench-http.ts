import http from 'node:http';

const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/**
 * POSTs JSON over a kept-alive connection and measures until the answer's last byte has arrived:
 * the API's latency as a client sees it, without the client's own decoding (parsing is left to
 * the caller, after the clock stops).
 */
export function timedPost(
  url: string,
  headers: Record<string, string>,
  body: unknown,
): Promise<{ ms: number; status: number; text: string; bytes: Buffer }> {
  const payload = JSON.stringify(body);
  const u = new URL(url);
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.request(
      {
        agent,
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method: 'POST',
        headers: {
          ...headers,
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(payload)),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - start;
          const bytes = Buffer.concat(chunks);
          resolve({
            ms,
            status: res.statusCode ?? 0,
            get text() {
              return bytes.toString('utf8');
            },
            bytes,
          });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
