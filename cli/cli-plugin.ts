import type { Command } from 'commander';
import type { PluginManifest } from '../core/kernel/plugin.ts';
import type { CliRuntime } from './cli-runtime.ts';

/** What a feature plugin brings to the `loupe` program: commands added to the root command. */
export interface CliPluginPart {
  register(program: Command, runtime: CliRuntime): void;
}

export type CliPlugin = PluginManifest<unknown, unknown, CliPluginPart>;
