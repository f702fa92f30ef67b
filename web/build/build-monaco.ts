import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const ROOT = path.resolve(import.meta.dirname, '../..');
const MONACO_ENTRY = path.join(ROOT, 'web/monaco/monaco-entry.ts');
const MONACO_WORKER = 'monaco-editor/editor/editor.worker.js';
const MONACO_JSON_WORKER = 'monaco-editor/languages/features/json/json.worker.js';

/** The Monaco bundles of a build: file names (in the output folder) and what they were built from. */
export interface MonacoBuild {
  /** monaco-editor's version, the entry's text and the options: equal keys make equal bundles. */
  key: string;
  js: string;
  css: string | null;
  worker: string;
  /** The JSON language service's worker (validation, formatting and folding of JSON models). */
  jsonWorker: string;
  files: string[];
}

function named(result: esbuild.BuildResult, pattern: RegExp): string | null {
  return (
    Object.keys(result.metafile!.outputs)
      .map((k) => path.basename(k))
      .find((f) => pattern.test(f)) ?? null
  );
}

/**
 * The Monaco editor and its worker, bundles of their own so that only pages opening an editor
 * load them. Rebundling Monaco takes seconds, so a previous build's bundles are reused while
 * monaco-editor, the entry file and the options are unchanged (and the files are still there).
 */
export async function buildMonaco(
  common: esbuild.BuildOptions,
  outDir: string,
  previous: MonacoBuild | undefined,
): Promise<{ monaco: MonacoBuild; outputFiles: esbuild.OutputFile[] }> {
  const version = (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules/monaco-editor/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify([version, fs.readFileSync(MONACO_ENTRY, 'utf8'), common.minify, common.target]))
    .digest('hex')
    .slice(0, 16);
  if (previous?.key === key && previous.files.every((f) => fs.existsSync(path.join(outDir, f))))
    return { monaco: previous, outputFiles: [] };

  const worker = await esbuild.build({
    ...common,
    entryPoints: { 'editor.worker': MONACO_WORKER, 'json.worker': MONACO_JSON_WORKER },
  });
  const workerFile = named(worker, /^editor\.worker-.*\.js$/);
  const jsonWorkerFile = named(worker, /^json\.worker-.*\.js$/);
  if (!workerFile || !jsonWorkerFile) throw new Error('esbuild produced no Monaco worker');
  const editor = await esbuild.build({
    ...common,
    entryPoints: { monaco: MONACO_ENTRY },
    define: {
      ...common.define,
      __LOUPE_MONACO_WORKER__: JSON.stringify(workerFile),
      __LOUPE_MONACO_JSON_WORKER__: JSON.stringify(jsonWorkerFile),
    },
  });
  const js = named(editor, /^monaco-.*\.js$/);
  if (!js) throw new Error('esbuild produced no Monaco bundle');
  const outputFiles = [...worker.outputFiles!, ...editor.outputFiles!];
  return {
    monaco: {
      key,
      js,
      css: named(editor, /^monaco-.*\.css$/),
      worker: workerFile,
      jsonWorker: jsonWorkerFile,
      files: outputFiles.map((f) => path.basename(f.path)).sort(),
    },
    outputFiles,
  };
}
