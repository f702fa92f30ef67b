import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as esbuild from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export type Files = Map<string, { body: Buffer; type: string }>;

/** bench-page.tsx bundled as the app bundles (minified, production React): page.js, page.css, index.html. */
export async function buildBenchPage(): Promise<Files> {
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: { page: path.join(import.meta.dirname, 'bench-page.tsx') },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome110'],
    outdir: '/virtual',
    jsx: 'automatic',
    // Minified as a production build, except identifiers: CPU profiles then name the sources' functions.
    minifySyntax: true,
    minifyWhitespace: true,
    minifyIdentifiers: false,
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const files: Files = new Map();
  for (const f of result.outputFiles) {
    const name = path.relative('/virtual', f.path);
    files.set(`/${name}`, {
      body: Buffer.from(f.contents),
      type: name.endsWith('.css') ? 'text/css' : 'text/javascript',
    });
  }
  const css = files.has('/page.css') ? '<link rel="stylesheet" href="/page.css">' : '';
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>viz bench</title><link rel="icon" href="data:,">
${css}<style>body{margin:0;font-family:sans-serif}</style></head>
<body><script type="module" src="/page.js"></script></body></html>`;
  files.set('/', { body: Buffer.from(html), type: 'text/html' });
  return files;
}

/** A tiny static server on 127.0.0.1 for the page and the recorded answers (`/answers/<name>.json`, `.arrow` for Arrow answers). */
export async function servePage(
  files: Files,
  answers: Map<string, Buffer>,
): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const p = new URL(req.url ?? '/', 'http://x').pathname;
    const answer = /^\/answers\/([\w-]+)\.(json|arrow)$/.exec(p);
    const type = answer?.[2] === 'arrow' ? 'application/vnd.apache.arrow.stream' : 'application/json';
    const f = answer ? (answers.has(answer[1]!) ? { body: answers.get(answer[1]!)!, type } : undefined) : files.get(p);
    if (!f) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': f.type, 'content-length': f.body.length, 'cache-control': 'no-store' });
    res.end(f.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
