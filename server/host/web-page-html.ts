import type { WebManifest } from '../../web/build/build-web.ts';
import { IMPORT_MAP_JSON } from '../../web/viz/shared-modules.ts';
import { THEME_HEAD } from './theme-head.ts';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export const ASSET_PREFIX = '/static/assets/';

/**
 * The HTML every app page starts from: the theme (applied before first paint), the bundle's
 * stylesheets, the entry module with its static imports preloaded, the import map runtime chart
 * bundles share React, ECharts, uPlot and the viz SDK through (web/viz/README.md), and the
 * bootstrap payload.
 */
export function renderWebPage(opts: { manifest: WebManifest; bootstrap: unknown; title: string }): string {
  const { manifest } = opts;
  const css = manifest.css.map((f) => `<link rel="stylesheet" href="${ASSET_PREFIX}${f}">`).join('\n');
  const preload = manifest.preload.map((f) => `<link rel="modulepreload" href="${ASSET_PREFIX}${f}">`).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(opts.title)} · Loupe</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${THEME_HEAD}
${css}
${preload}
<script type="importmap">${IMPORT_MAP_JSON}</script>
<script type="module" src="${ASSET_PREFIX}${manifest.entry}"></script>
</head>
<body>
<div id="app" data-bootstrap="${escapeHtml(JSON.stringify(opts.bootstrap))}"></div>
<noscript>Loupe needs JavaScript.</noscript>
</body>
</html>`;
}
