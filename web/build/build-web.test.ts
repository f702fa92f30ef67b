import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED_MODULES } from '../viz/shared-modules.ts';
import { buildWeb, ensureWebBuild, isStale, readWebManifest, type WebManifest } from './build-web.ts';

const ROOT_DIR = path.resolve(import.meta.dirname, '../..');
let outDir: string;
let manifest: WebManifest;

beforeAll(async () => {
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'loupe-web-build-'));
  manifest = await buildWeb({ outDir });
}, 60_000);
afterAll(() => fs.rmSync(outDir, { recursive: true, force: true }));

describe('buildWeb', () => {
  it('writes hashed ESM chunks, the bundled CSS, the theme and a manifest listing them', () => {
    expect(manifest.entry).toMatch(/^main-[A-Z0-9]+\.js$/);
    expect(manifest.css.some((f) => /^main-[A-Z0-9]+\.css$/.test(f))).toBe(true);
    expect(manifest.theme).toMatch(/^theme-[A-Z0-9]+\.css$/);
    for (const f of manifest.files) expect(fs.existsSync(path.join(outDir, f)), f).toBe(true);
    // Code splitting: pages load as chunks of their own, imported dynamically by the entry.
    expect(manifest.files.filter((f) => /^chunk-.*\.js$/.test(f)).length).toBeGreaterThan(1);
    const entry = fs.readFileSync(path.join(outDir, manifest.entry), 'utf8');
    expect(entry).toMatch(/import\("\.\/chunk-[A-Z0-9]+\.js"\)/);
    expect(fs.readFileSync(path.join(outDir, manifest.theme), 'utf8')).toContain(':root[data-theme="dark"]');
    expect(manifest.inputs).toContain('web/main.tsx');
    expect(manifest.inputs.every((i) => !i.includes('node_modules'))).toBe(true);
    expect(readWebManifest(outDir)).toEqual(manifest);
  });

  it('is fresh until a source it was built from changes or a file goes missing', async () => {
    expect(isStale(manifest, outDir)).toBe(false);
    await expect(ensureWebBuild(outDir)).resolves.toMatchObject({ built: false });
    expect(isStale({ ...manifest, builtAtMs: 0 }, outDir)).toBe(true);
    expect(isStale({ ...manifest, inputs: [...manifest.inputs, 'web/gone.tsx'] }, outDir)).toBe(true);
    expect(isStale({ ...manifest, files: [...manifest.files, 'chunk-MISSING.js'] }, outDir)).toBe(true);
    expect(isStale(null, outDir)).toBe(true);
    // Every input is a file (the import map's generated entries are not listed).
    for (const input of manifest.inputs) expect(fs.existsSync(path.join(ROOT_DIR, input)), input).toBe(true);
  });

  it('writes each import-map module under its stable name, re-exporting the app’s own chunks', () => {
    expect(Object.keys(manifest.shared!).sort()).toEqual(SHARED_MODULES.map((m) => m.name).sort());
    for (const [name, file] of Object.entries(manifest.shared!)) {
      expect(file).toBe(`shared-${name}.js`);
      expect(manifest.files).toContain(file);
    }
    const react = fs.readFileSync(path.join(outDir, manifest.shared!.react!), 'utf8');
    // Imports the shared chunk (the app's React), carries no copy, and names React's exports.
    expect(react).toMatch(/from"\.\/chunk-[A-Z0-9]+\.js"/);
    expect(react.length).toBeLessThan(10_000);
    expect(react).toMatch(/as useState\b/);
    expect(react).toMatch(/as default\b/);
  });

  it('bundles Monaco and its workers apart: linked by no page, reused while unchanged', async () => {
    const monaco = manifest.monaco!;
    expect(monaco.js).toMatch(/^monaco-[A-Z0-9]+\.js$/);
    expect(monaco.worker).toMatch(/^editor\.worker-[A-Z0-9]+\.js$/);
    expect(monaco.jsonWorker).toMatch(/^json\.worker-[A-Z0-9]+\.js$/);
    for (const f of [monaco.js, monaco.worker, monaco.jsonWorker, monaco.css!]) expect(manifest.files).toContain(f);
    expect(manifest.css).not.toContain(monaco.css);
    expect(manifest.preload.some((f) => f.startsWith('monaco-'))).toBe(false);
    // The app's chunks name the bundle but do not contain Monaco.
    const appJs = manifest.files
      .filter((f) => /^(main|chunk)-.*\.js$/.test(f))
      .map((f) => fs.readFileSync(path.join(outDir, f), 'utf8'))
      .join('');
    expect(appJs).toContain(monaco.js);
    expect(appJs.length).toBeLessThan(fs.statSync(path.join(outDir, monaco.js)).size);
    const again = await buildWeb({ outDir });
    expect(again.monaco).toEqual(monaco);
  }, 60_000);
});
