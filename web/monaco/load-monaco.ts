import type * as Monaco from 'monaco-editor/editor/editor.api.js';

export type MonacoApi = typeof Monaco;

/** The file names of the Monaco bundle and its stylesheet (set by web/build/build-web.ts). */
declare const __LOUPE_MONACO__: { js: string; css: string | null };

let loading: Promise<MonacoApi> | null = null;

/**
 * Loads the Monaco editor once, on first use: its stylesheet, then its module. Pages that never
 * open an editor download neither.
 */
export function loadMonaco(): Promise<MonacoApi> {
  loading ??= (async () => {
    if (typeof __LOUPE_MONACO__ === 'undefined') throw new Error('This build carries no Monaco bundle');
    // Both sit beside the chunk running this code.
    const js = new URL(`./${__LOUPE_MONACO__.js}`, import.meta.url).href;
    const css = __LOUPE_MONACO__.css ? new URL(`./${__LOUPE_MONACO__.css}`, import.meta.url).href : null;
    if (css && !document.querySelector(`link[data-monaco]`)) {
      await new Promise<void>((resolve, reject) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = css;
        link.dataset.monaco = '';
        link.onload = () => resolve();
        link.onerror = () => reject(new Error(`Could not load ${css}`));
        document.head.append(link);
      });
    }
    const mod = (await import(/* @vite-ignore */ js)) as { monaco: MonacoApi };
    return mod.monaco;
  })().catch((err: unknown) => {
    loading = null;
    throw err;
  });
  return loading;
}
