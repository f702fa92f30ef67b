import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import * as esbuild from 'esbuild';
import { themeCss } from '../theme/theme-tokens.ts';
import { SHARED_MODULES, sharedModuleFile } from '../viz/shared-modules.ts';
import { sharedModulesPlugin, SHARED_NAMESPACE } from './shared-modules-entries.ts';
import { buildMonaco, type MonacoBuild } from './build-monaco.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const DEFAULT_OUT_DIR = path.join(ROOT, 'web/dist');
const ENTRY = path.join(ROOT, 'web/main.tsx');
const MANIFEST = 'manifest.json';

/** What the server needs to write the HTML shell: every file it may serve, and which to link. */
export interface WebManifest {
  builtAtMs: number;
  /** The entry module (`main-HASH.js`). */
  entry: string;
  /** Modules the entry imports statically: preloaded by the shell. */
  preload: string[];
  /** Every stylesheet of the bundle (lazily loaded pages' CSS too), linked up front. */
  css: string[];
  /** The theme tokens (`theme-HASH.css`), also linked by the server-rendered sign-in page. */
  theme: string;
  /** Every file under the output folder, hashed names only (and `.br`/`.gz` twins of JS and CSS). */
  files: string[];
  /** Source files the bundle was built from (repository-relative); newer ones make it stale. */
  inputs: string[];
  /** The lazily loaded Monaco editor bundles (their files are in `files` too). */
  monaco?: MonacoBuild;
  /** The import map's modules (web/viz/shared-modules.ts): name → its unhashed file (never cached immutably). */
  shared?: Record<string, string>;
}

function writeAtomic(file: string, contents: Uint8Array | string): void {
  const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, contents);
  fs.renameSync(tmp, file);
}

function hashOf(contents: string): string {
  let h = 2166136261;
  for (let i = 0; i < contents.length; i++) h = Math.imul(h ^ contents.charCodeAt(i), 16777619);
  return (h >>> 0).toString(36).toUpperCase().padStart(7, '0');
}

/**
 * Bundles the web app: ESM with code splitting (each page its own chunk), hashed file names,
 * CSS bundled, minified with linked source maps, and a manifest written last. Files are written
 * through a rename, so a server (or a concurrent build) never reads a half-written one.
 */
export async function buildWeb(opts: { outDir?: string; minify?: boolean } = {}): Promise<WebManifest> {
  const outDir = opts.outDir ?? DEFAULT_OUT_DIR;
  const started = Date.now();
  const common: esbuild.BuildOptions = {
    absWorkingDir: ROOT,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
    outdir: outDir,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: 'asset-[name]-[hash]',
    jsx: 'automatic',
    minify: opts.minify ?? true,
    sourcemap: 'linked',
    metafile: true,
    write: false,
    legalComments: 'none',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.svg': 'file', '.png': 'file', '.woff2': 'file', '.ttf': 'file' },
    logLevel: 'silent',
  };
  // Monaco first (reused from the last build when unchanged); the app learns its file names
  // through a define, so the app's own chunks stay free of Monaco.
  const { monaco, outputFiles: monacoFiles } = await buildMonaco(common, outDir, readWebManifest(outDir)?.monaco);
  const result = await esbuild.build({
    ...common,
    // The import map's modules are entries of the same build, so they share the app's chunks
    // (one React, one ECharts) instead of carrying copies.
    entryPoints: {
      main: ENTRY,
      ...Object.fromEntries(SHARED_MODULES.map((m) => [`shared-${m.name}`, `${SHARED_NAMESPACE}:${m.name}`])),
    },
    plugins: [sharedModulesPlugin(ROOT)],
    splitting: true,
    define: {
      ...common.define,
      // File names in the folder of the chunk that loads Monaco (every output sits in one folder).
      __LOUPE_MONACO__: JSON.stringify({ js: monaco.js, css: monaco.css }),
    },
  });
  fs.mkdirSync(outDir, { recursive: true });
  for (const f of [...monacoFiles, ...result.outputFiles!]) {
    // Scripts and styles also go precompressed: the server sends the variant the browser takes.
    if (/\.(js|css)$/.test(f.path)) {
      // Quality 10 on the app's files; Monaco's few megabytes take quality 6 (seconds less, a few per cent larger).
      const quality = f.contents.length > 1_000_000 ? 6 : 10;
      if (!fs.existsSync(`${f.path}.br`))
        writeAtomic(
          `${f.path}.br`,
          zlib.brotliCompressSync(f.contents, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality } }),
        );
      if (!fs.existsSync(`${f.path}.gz`)) writeAtomic(`${f.path}.gz`, zlib.gzipSync(f.contents, { level: 9 }));
    }
    if (!fs.existsSync(f.path)) writeAtomic(f.path, f.contents);
  }
  const theme = themeCss();
  const themeFile = `theme-${hashOf(theme)}.css`;
  if (!fs.existsSync(path.join(outDir, themeFile))) writeAtomic(path.join(outDir, themeFile), theme);

  const outputs = result.metafile!.outputs;
  const rel = (p: string) => path.relative(outDir, path.resolve(ROOT, p));
  const entryKey = Object.keys(outputs).find(
    (k) => outputs[k]!.entryPoint && path.resolve(ROOT, outputs[k]!.entryPoint!) === ENTRY,
  );
  if (!entryKey) throw new Error('esbuild produced no output for web/main.tsx');
  const preload = outputs[entryKey]!.imports.filter((i) => i.kind === 'import-statement' && !i.external).map((i) =>
    rel(i.path),
  );
  // Files only: not node_modules, nor esbuild's virtual `<define:…>` inputs.
  const inputs = new Set(
    Object.keys(result.metafile!.inputs).filter(
      // Nor the import map's generated entries (`loupe-shared:react`), which are no files either.
      (p) => !p.includes('node_modules/') && !p.startsWith('<') && !p.startsWith(`${SHARED_NAMESPACE}:`),
    ),
  );
  for (const extra of [
    'web/build/build-web.ts',
    'web/build/build-monaco.ts',
    'web/monaco/monaco-entry.ts',
    'web/theme/theme-tokens.ts',
    'package-lock.json',
  ])
    inputs.add(extra);

  // Each import-map module also under its stable name (`shared-react.js`) beside the chunks it
  // imports: the map never changes, and the page imports it without a redirect.
  const shared: Record<string, string> = {};
  for (const [k, out] of Object.entries(outputs)) {
    const from = out.entryPoint;
    if (!from?.startsWith(`${SHARED_NAMESPACE}:`)) continue;
    const name = from.slice(SHARED_NAMESPACE.length + 1);
    shared[name] = sharedModuleFile(name);
    writeAtomic(path.join(outDir, shared[name]), fs.readFileSync(path.resolve(ROOT, k)));
  }
  inputs.add('web/viz/shared-modules.ts');
  inputs.add('web/build/shared-modules-entries.ts');

  const manifest: WebManifest = {
    builtAtMs: started,
    entry: rel(entryKey),
    preload,
    // Monaco's stylesheet is linked by the editor when it loads, not by every page.
    css: Object.keys(outputs)
      .filter((k) => k.endsWith('.css'))
      .map(rel)
      .sort(),
    theme: themeFile,
    files: [...Object.keys(outputs).map(rel), ...monaco.files, themeFile, ...Object.values(shared)].sort(),
    monaco,
    shared,
    inputs: [...inputs].sort(),
  };
  writeAtomic(path.join(outDir, MANIFEST), JSON.stringify(manifest, null, 2));
  pruneOld(outDir, new Set([...manifest.files.flatMap((f) => [f, `${f}.br`, `${f}.gz`]), MANIFEST]));
  return manifest;
}

/** Files of earlier builds go after a while (a page loaded before a rebuild may still ask for them). */
function pruneOld(outDir: string, keep: Set<string>): void {
  const cutoff = Date.now() - 60 * 60 * 1000;
  for (const f of fs.readdirSync(outDir)) {
    if (keep.has(f)) continue;
    const file = path.join(outDir, f);
    try {
      if (fs.statSync(file).mtimeMs < cutoff) fs.rmSync(file, { force: true });
    } catch {
      // Another build removed it first.
    }
  }
}

export function readWebManifest(outDir = DEFAULT_OUT_DIR): WebManifest | null {
  try {
    return JSON.parse(fs.readFileSync(path.join(outDir, MANIFEST), 'utf8')) as WebManifest;
  } catch {
    return null;
  }
}

/** True when the output is missing, incomplete, or any source it was built from changed since. */
export function isStale(manifest: WebManifest | null, outDir = DEFAULT_OUT_DIR): boolean {
  if (!manifest) return true;
  for (const f of manifest.files) if (!fs.existsSync(path.join(outDir, f))) return true;
  for (const input of manifest.inputs) {
    try {
      if (fs.statSync(path.resolve(ROOT, input)).mtimeMs > manifest.builtAtMs) return true;
    } catch {
      return true; // a source file went away: rebuild to find out what replaced it
    }
  }
  return false;
}

/**
 * The build `npm start` relies on: reused while fresh, rebuilt (a few hundred milliseconds)
 * when missing or stale, so a fresh clone serves a working UI after `npm ci` alone.
 */
export async function ensureWebBuild(outDir = DEFAULT_OUT_DIR): Promise<{ manifest: WebManifest; built: boolean }> {
  const existing = readWebManifest(outDir);
  if (existing && !isStale(existing, outDir)) return { manifest: existing, built: false };
  return { manifest: await buildWeb({ outDir }), built: true };
}
