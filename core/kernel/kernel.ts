import { DisposableStack, type Disposable } from './disposable.ts';
import { orderPlugins } from './order-plugins.ts';
import type { PluginManifest } from './plugin.ts';

/** What a host does with each plugin's part, in dependency order. */
export interface HostLifecycle<Part, Ctx> {
  /** The part of a manifest this host runs (e.g. `p.server`); plugins without one are skipped. */
  select(plugin: PluginManifest): Part | undefined;
  /** Runs once for all parts before any activation (e.g. the store's migrations). */
  prepare?(parts: ReadonlyArray<{ id: string; part: Part }>): Promise<void>;
  /** Builds the context one plugin activates with; `track` registers what it must undo. */
  context(pluginId: string, track: (d: Disposable) => void): Ctx;
  activate(part: Part, ctx: Ctx): void | Promise<void>;
}

export type KernelState = 'idle' | 'starting' | 'started' | 'stopping' | 'stopped';

/**
 * Orders plugins by `dependsOn`, prepares and activates their parts in order, and on stop
 * disposes everything they registered in reverse order. A failed start undoes what it did.
 */
export class Kernel<Part, Ctx> {
  readonly plugins: readonly PluginManifest[];
  private readonly stack = new DisposableStack();
  private _state: KernelState = 'idle';
  private readonly activated: string[] = [];

  constructor(
    plugins: readonly PluginManifest[],
    private readonly host: HostLifecycle<Part, Ctx>,
  ) {
    this.plugins = orderPlugins(plugins);
  }

  get state(): KernelState {
    return this._state;
  }

  /** Plugin ids in the order they were activated. */
  get activationOrder(): readonly string[] {
    return this.activated;
  }

  /** Registers something the kernel disposes on stop (after every plugin's own disposables). */
  own(d: Disposable): void {
    this.stack.add(d);
  }

  async start(): Promise<void> {
    if (this._state !== 'idle') throw new Error(`Kernel cannot start from state '${this._state}'`);
    this._state = 'starting';
    const parts: { id: string; part: Part }[] = [];
    for (const p of this.plugins) {
      const part = this.host.select(p);
      if (part !== undefined) parts.push({ id: p.id, part });
    }
    try {
      await this.host.prepare?.(parts);
      for (const { id, part } of parts) {
        const ctx = this.host.context(id, (d) => this.stack.add(d));
        try {
          await this.host.activate(part, ctx);
        } catch (err) {
          throw new Error(`Plugin '${id}' failed to activate: ${(err as Error).message}`, { cause: err });
        }
        this.activated.push(id);
      }
      this._state = 'started';
    } catch (err) {
      this._state = 'stopping';
      await this.stack.dispose().catch(() => undefined);
      this._state = 'stopped';
      throw err;
    }
  }

  async stop(): Promise<void> {
    if (this._state === 'stopped' || this._state === 'stopping') return;
    this._state = 'stopping';
    try {
      await this.stack.dispose();
    } finally {
      this._state = 'stopped';
    }
  }
}
