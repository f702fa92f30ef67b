// The catalog plugin's CLI part: wiring only.
import { definePlugin } from '../../../core/kernel/plugin.ts';
import type { CliPluginPart } from '../../../cli/cli-plugin.ts';
import { catalogManifest } from '../index.ts';
import { registerDbCommands } from './db-commands.ts';

export const catalogCliPlugin = definePlugin({
  ...catalogManifest,
  cli: { register: registerDbCommands } satisfies CliPluginPart,
});
