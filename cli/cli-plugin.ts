import type { Command } from 'commander';
import type { Disposable } from '../core/kernel/disposable.ts';
import type { HostLifecycle } from '../core/kernel/kernel.ts';
import type { PluginManifest } from '../core/kernel/plugin.ts';
import type { CliRuntime } from './cli-runtime.ts';

/** What a feature plugin brings to the `loupe` program: commands added to the root command. */
export interface CliPluginPart {
  register(program: Command, runtime: CliRuntime): void;
}

export type CliPlugin = PluginManifest<unknown, unknown, CliPluginPart>;

/** What one CLI plugin activates with: the program, the runtime, and where to register what it must undo. */
export interface CliPluginContext {
  program: Command;
  runtime: CliRuntime;
  track(d: Disposable): void;
}

/**
 * The CLI host's lifecycle for the core kernel: activating a plugin adds its commands to the
 * program. Plugins stay light to import: what a command needs loads when the command runs.
 */
export function cliLifecycle(program: Command, runtime: CliRuntime): HostLifecycle<CliPluginPart, CliPluginContext> {
  return {
    select: (plugin) => (plugin as CliPlugin).cli,
    context: (_pluginId, track) => ({ program, runtime, track }),
    activate: (part, ctx) => part.register(ctx.program, ctx.runtime),
  };
}
