import path from 'node:path';
import * as esbuild from 'esbuild';
import { themeCss } from '../../../web/theme/theme-tokens.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** bench-page.tsx bundled as the app is (production React, minified, lazy chunks split): name → file. */
export async function buildDashboardBenchPage(): Promise<Map<string, { body: Buffer; type: string }>> {
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
    minify: true,
    write: false,
    loader: { '.png': 'file', '.svg': 'file', '.woff2': 'file', '.json': 'json' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const files = new Map<string, { body: Buffer; type: string }>();
  for (const f of result.outputFiles) {
    const name = path.relative('/virtual', f.path);
    const type = name.endsWith('.css')
      ? 'text/css'
      : name.endsWith('.js')
        ? 'text/javascript'
        : 'application/octet-stream';
    files.set(name, { body: Buffer.from(f.contents), type });
  }
  const css = files.has('page.css') ? '<link rel="stylesheet" href="page.css">' : '';
  const html = `<!doctype html><html data-theme="light"><head><meta charset="utf-8"><title>Dashboard bench</title><link rel="icon" href="data:,">
<style>${themeCss()}
body{margin:0;background:var(--color-bg)}
.bench-grid{display:grid;grid-template-columns:repeat(3,1fr);gap:16px;padding:16px}
.bench-tile{height:260px;background:var(--color-surface);border:1px solid var(--color-border);border-radius:6px;overflow:hidden}
</style>${css}</head>
<body><div id="root"></div><script type="module" src="page.js"></script></body></html>`;
  files.set('index.html', { body: Buffer.from(html), type: 'text/html' });
  return files;
}
