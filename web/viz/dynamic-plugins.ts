import type { AnyVizPlugin, IVizRegistry } from './viz-registry.ts';
import { matchesIntegrity } from './integrity.ts';

/** One row of `GET /dynamic-plugins/api/read`'s `result` (Superset reads key and bundle_url). */
export interface DynamicPluginEntry {
  key: string;
  bundle_url: string;
  /** Loupe's addition: the bundle's SRI hash, checked before the code runs. */
  integrity?: string | null;
  name?: string;
  id?: number;
}

/**
 * Where the page fetches a bundle: a path on Loupe directly, an absolute URL through Loupe
 * (`/dynamic-plugins/bundle/<id>`), so the page's CSP keeps connect-src to 'self'.
 */
export function bundleFetchUrl(entry: DynamicPluginEntry): string {
  if (entry.bundle_url.startsWith('/') || entry.id === undefined) return entry.bundle_url;
  return `/dynamic-plugins/bundle/${entry.id}`;
}

export interface DynamicPluginDeps {
  registry: IVizRegistry;
  fetch: typeof fetch;
  /** Imports verified code as an ES module (the browser: a blob URL; tests: a fake). */
  importCode: (code: Uint8Array, entry: DynamicPluginEntry) => Promise<unknown>;
  /** Where load failures go (spec: "Dynamic plugin load fails: only logged"). */
  logError: (message: string, error?: unknown) => void;
}

export interface DynamicPluginsOutcome {
  loaded: string[];
  failed: string[];
}

/**
 * Lists the runtime plugins, then fetches, verifies and imports each bundle in parallel and
 * registers its default export in the viz registry. Nothing here throws: a failure (the list, a
 * 404, a wrong hash, a bundle that is not a viz plugin) is logged and the others still load.
 */
export async function loadDynamicPlugins(deps: DynamicPluginDeps): Promise<DynamicPluginsOutcome> {
  const outcome: DynamicPluginsOutcome = { loaded: [], failed: [] };
  let entries: DynamicPluginEntry[];
  try {
    const res = await deps.fetch('/dynamic-plugins/api/read', {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!res.ok) throw new Error(`${res.status} ${res.statusText}`);
    entries = ((await res.json()) as { result?: DynamicPluginEntry[] }).result ?? [];
  } catch (err) {
    deps.logError('Could not list the dynamic plugins', err);
    return outcome;
  }
  await Promise.all(
    entries.map(async (entry) => {
      try {
        deps.registry.register(await loadOne(entry, deps), 'dynamic');
        outcome.loaded.push(entry.key);
      } catch (err) {
        outcome.failed.push(entry.key);
        deps.logError(`Failed to load the dynamic plugin "${entry.key}" from ${entry.bundle_url}`, err);
      }
    }),
  );
  return outcome;
}

async function loadOne(entry: DynamicPluginEntry, deps: DynamicPluginDeps): Promise<AnyVizPlugin> {
  if (!entry.integrity) throw new Error('The plugin has no integrity hash');
  const res = await deps.fetch(bundleFetchUrl(entry), { credentials: 'same-origin', cache: 'no-cache' });
  if (!res.ok) throw new Error(`The bundle answered ${res.status} ${res.statusText}`);
  const code = new Uint8Array(await res.arrayBuffer());
  if (!(await matchesIntegrity(code, entry.integrity))) {
    throw new Error(`The bundle does not match its integrity hash ${entry.integrity}`);
  }
  const mod = (await deps.importCode(code, entry)) as { default?: unknown } | null;
  const plugin = mod?.default as AnyVizPlugin | undefined;
  if (!plugin || typeof plugin !== 'object' || typeof plugin.key !== 'string' || !plugin.metadata) {
    throw new Error('The bundle does not default-export a viz plugin (defineVizPlugin)');
  }
  if (plugin.key !== entry.key) throw new Error(`The bundle's plugin is "${plugin.key}", not "${entry.key}"`);
  return plugin;
}

/**
 * The browser's importer: the verified bytes become a blob URL, so the code that runs is exactly
 * the code that was hashed (importing the bundle URL again could fetch something else). A bundle
 * is one self-contained ES module; its shared imports resolve through the page's import map.
 */
export async function importFromBlob(code: Uint8Array): Promise<unknown> {
  const url = URL.createObjectURL(new Blob([code as BlobPart], { type: 'text/javascript' }));
  try {
    return await import(/* @vite-ignore */ url);
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The browser's start: list, fetch, verify, import and register; failures go to the console. */
export function startDynamicPlugins(registry: IVizRegistry): Promise<DynamicPluginsOutcome> {
  const load = loadDynamicPlugins({
    registry,
    fetch: (input, init) => fetch(input, init),
    importCode: importFromBlob,
    logError: (message, error) => console.error(`${message}:`, error instanceof Error ? error.message : error),
  });
  registry.track(load);
  return load;
}
