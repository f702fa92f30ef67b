import type { ComponentType } from 'react';
import type { BuildQuery, ChartComponentProps, TransformProps } from '../../core/viz/index.ts';
import type { AnyVizPlugin } from './viz-registry.ts';

/** The parts of a plugin the browser draws with, once loaded. */
export interface LoadedViz {
  buildQuery: BuildQuery;
  transformProps: TransformProps;
  Chart: ComponentType<ChartComponentProps<unknown>>;
}

const loaded = new WeakMap<AnyVizPlugin, Promise<LoadedViz>>();

/**
 * The one lazy loader for built-in and runtime plugins: each plugin's buildQuery, transformProps and
 * chart load on first use, in parallel, once per plugin (the promise is shared by every chart of
 * that type). A failed load is forgotten so the next chart tries again.
 */
export function loadViz(plugin: AnyVizPlugin): Promise<LoadedViz> {
  let promise = loaded.get(plugin);
  if (!promise) {
    promise = Promise.all([plugin.buildQuery(), plugin.transformProps(), plugin.loadChart()]).then(
      ([b, tp, c]) => ({ buildQuery: b.default, transformProps: tp.default, Chart: c.default }) as LoadedViz,
    );
    promise.catch(() => loaded.delete(plugin));
    loaded.set(plugin, promise);
  }
  return promise;
}
