import path from 'node:path';
import * as esbuild from 'esbuild';
import { themeCss } from '../../../web/theme/theme-tokens.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/**
 * The grid harness as files to serve: `index.html`, `harness.js`, `harness.css`. `entry` is another
 * page to bundle the same way (the SQL Lab benchmark mounts the grid with its own page).
 */
export async function buildGridHarness(
  entry = path.join(import.meta.dirname, 'harness-main.tsx'),
): Promise<Map<string, { body: Buffer; type: string }>> {
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: { harness: entry },
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome110'],
    outdir: '/virtual',
    jsx: 'automatic',
    minify: true,
    write: false,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const files = new Map<string, { body: Buffer; type: string }>();
  for (const f of result.outputFiles) {
    const name = path.basename(f.path);
    files.set(name, { body: Buffer.from(f.contents), type: name.endsWith('.css') ? 'text/css' : 'text/javascript' });
  }
  const html = `<!doctype html><html><head><meta charset="utf-8"><title>Data grid</title><link rel="icon" href="data:,">
<style>${themeCss()}</style><link rel="stylesheet" href="harness.css"></head>
<body><div id="root"></div><script type="module" src="harness.js"></script></body></html>`;
  files.set('index.html', { body: Buffer.from(html), type: 'text/html' });
  return files;
}
