import { token } from '../../core/di/token.ts';
import type { VizPlugin } from '../../core/viz/index.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyVizPlugin = VizPlugin<any, any>;

/**
 * The one viz registry of the browser host (ARCHITECTURE §6): built-in plugins (the catalogue the
 * composition root hands over) and runtime plugins (dynamic bundles) register here by `viz_type`;
 * the chart host looks plugins up here and nowhere else.
 */
export interface IVizRegistry {
  register(plugin: AnyVizPlugin, origin?: VizPluginOrigin): void;
  get(key: string): AnyVizPlugin | undefined;
  has(key: string): boolean;
  /** Every plugin, in registration order (built-ins in the catalogue's order, then runtime ones). */
  list(): AnyVizPlugin[];
  originOf(key: string): VizPluginOrigin | undefined;
  /** Called after each registration (a runtime plugin may arrive after a chart asked for it). */
  subscribe(listener: () => void): () => void;
  /** Bumps on every change; `useSyncExternalStore`'s snapshot. */
  readonly version: number;
  /** True while runtime plugins are still loading: an unknown viz_type may yet arrive. */
  readonly pending: boolean;
  /** Marks the registry pending until this load settles. */
  track(load: Promise<unknown>): void;
}
export const IVizRegistry = token<IVizRegistry>('IVizRegistry');

export type VizPluginOrigin = 'built-in' | 'dynamic';

export class VizRegistry implements IVizRegistry {
  private readonly plugins = new Map<string, { plugin: AnyVizPlugin; origin: VizPluginOrigin }>();
  private readonly listeners = new Set<() => void>();
  version = 0;
  private loads = 0;

  get pending(): boolean {
    return this.loads > 0;
  }

  track(load: Promise<unknown>): void {
    this.loads++;
    this.changed();
    const settle = () => {
      this.loads--;
      this.changed();
    };
    load.then(settle, settle);
  }

  private changed(): void {
    this.version++;
    for (const listener of [...this.listeners]) listener();
  }

  constructor(builtIns: readonly AnyVizPlugin[] = []) {
    for (const plugin of builtIns) this.register(plugin, 'built-in');
  }

  /**
   * Two built-ins claiming one key is a programming error. A runtime plugin may not replace a
   * built-in (Superset's client lets it; here a bundle cannot take over a shipped chart), but a
   * runtime plugin may replace an earlier runtime one of the same key (a re-registered bundle).
   */
  register(plugin: AnyVizPlugin, origin: VizPluginOrigin = 'built-in'): void {
    if (!plugin || typeof plugin.key !== 'string' || !plugin.metadata) throw new Error('Not a viz plugin');
    const existing = this.plugins.get(plugin.key);
    if (existing && (existing.origin === 'built-in' || origin === 'built-in')) {
      throw new Error(`Viz plugin "${plugin.key}" is already registered`);
    }
    this.plugins.set(plugin.key, { plugin, origin });
    this.changed();
  }

  get(key: string): AnyVizPlugin | undefined {
    return this.plugins.get(key)?.plugin;
  }

  has(key: string): boolean {
    return this.plugins.has(key);
  }

  list(): AnyVizPlugin[] {
    return [...this.plugins.values()].map((e) => e.plugin);
  }

  originOf(key: string): VizPluginOrigin | undefined {
    return this.plugins.get(key)?.origin;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
