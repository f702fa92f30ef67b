/**
 * The import map runtime chart bundles resolve their shared imports through (web/viz/README.md).
 * Every specifier here is permanent public API: a bundle built against it must keep working, so
 * the list stays short and an entry is never removed or renamed. Each maps to a stable,
 * unhashed file among the build's assets (`/static/assets/shared-<name>.js`, served `no-cache`)
 * that re-exports the very module instances the app itself uses (esbuild's code splitting puts
 * them in chunks both import, and the file sits beside those chunks).
 */
export interface SharedModule {
  /** The bare specifier a bundle imports. */
  specifier: string;
  /** Its stable name (`/static/assets/shared-<name>.js`). */
  name: string;
  /** What the build's entry re-exports: a package, or a repository path for the SDK. */
  source: string;
  /** CommonJS packages: their exports are listed at build time (ESM re-exports them with `export *`). */
  commonJs?: boolean;
  /** An ES module with a default export (`export *` leaves the default out). */
  hasDefault?: boolean;
}

export const SHARED_MODULES: readonly SharedModule[] = [
  { specifier: 'react', name: 'react', source: 'react', commonJs: true },
  { specifier: 'react/jsx-runtime', name: 'react-jsx-runtime', source: 'react/jsx-runtime', commonJs: true },
  { specifier: 'echarts/core', name: 'echarts-core', source: 'echarts/core' },
  { specifier: 'echarts/charts', name: 'echarts-charts', source: 'echarts/charts' },
  { specifier: 'echarts/components', name: 'echarts-components', source: 'echarts/components' },
  { specifier: 'echarts/renderers', name: 'echarts-renderers', source: 'echarts/renderers' },
  { specifier: 'uplot', name: 'uplot', source: 'uplot', hasDefault: true },
  { specifier: '@loupe/viz', name: 'loupe-viz', source: './core/viz/index.ts' },
  { specifier: '@loupe/viz/react', name: 'loupe-viz-react', source: './core/viz/react/index.ts' },
];

/** The unhashed asset file of a shared module. */
export function sharedModuleFile(name: string): string {
  return `shared-${name}.js`;
}

/** The page's `<script type="importmap">` text: constant, so the CSP allows it by one hash. */
export const IMPORT_MAP_JSON = JSON.stringify({
  imports: Object.fromEntries(SHARED_MODULES.map((m) => [m.specifier, `/static/assets/${sharedModuleFile(m.name)}`])),
});
