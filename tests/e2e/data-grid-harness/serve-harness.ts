import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildGridHarness } from './build-harness.ts';

/** Serves the grid harness bundle on a free loopback port (a secure context, so the Clipboard API works). */
export async function serveGridHarness(): Promise<{ url: string; close(): Promise<void> }> {
  const files = await buildGridHarness();
  const server = http.createServer((req, res) => {
    const name = new URL(req.url ?? '/', 'http://x').pathname.slice(1) || 'index.html';
    const file = files.get(name);
    if (!file) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-store' }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
