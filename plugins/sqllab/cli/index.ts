// The sqllab plugin's CLI part: wiring only.
import { definePlugin } from '../../../core/kernel/plugin.ts';
import type { CliPluginPart } from '../../../cli/cli-plugin.ts';
import { sqllabManifest } from '../index.ts';
import { registerQueryCommands } from './query-commands.ts';

export const sqllabCliPlugin = definePlugin({
  ...sqllabManifest,
  cli: { register: registerQueryCommands } satisfies CliPluginPart,
});
