// The explore plugin's CLI part: wiring only.
import { definePlugin } from '../../../core/kernel/plugin.ts';
import type { CliPluginPart } from '../../../cli/cli-plugin.ts';
import { exploreManifest } from '../index.ts';
import { registerChartCommands } from './chart-commands.ts';

export const exploreCliPlugin = definePlugin({
  ...exploreManifest,
  cli: { register: registerChartCommands } satisfies CliPluginPart,
});
