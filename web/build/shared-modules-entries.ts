import { createRequire } from 'node:module';
import path from 'node:path';
import type * as esbuild from 'esbuild';
import { SHARED_MODULES } from '../viz/shared-modules.ts';

export const SHARED_NAMESPACE = 'loupe-shared';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** The source of one import-map entry: a module re-exporting the shared one, whole. */
export function sharedEntrySource(name: string, root: string): string {
  const m = SHARED_MODULES.find((x) => x.name === name);
  if (!m) throw new Error(`No shared module "${name}"`);
  const from = JSON.stringify(m.source);
  if (!m.commonJs) return `export * from ${from};\n${m.hasDefault ? `export { default } from ${from};\n` : ''}`;
  // `export *` cannot see a CommonJS module's names at build time: list them from the package.
  const required = createRequire(path.join(root, 'package.json'))(m.source) as Record<string, unknown>;
  const names = Object.keys(required).filter((k) => IDENTIFIER.test(k) && k !== 'default' && k !== '__esModule');
  return `export { ${names.join(', ')} } from ${from};\nexport { default } from ${from};\n`;
}

/** Resolves `loupe-shared:<name>` entry points to their generated re-export modules. */
export function sharedModulesPlugin(root: string): esbuild.Plugin {
  return {
    name: 'loupe-shared-modules',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${SHARED_NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(SHARED_NAMESPACE.length + 1),
        namespace: SHARED_NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: SHARED_NAMESPACE }, (args) => ({
        contents: sharedEntrySource(args.path, root),
        resolveDir: root,
        loader: 'js',
      }));
    },
  };
}
