// The CLI host's composition root: the feature plugins whose commands `loupe` offers.
import 'reflect-metadata';
import { catalogCliPlugin } from '../plugins/catalog/cli/index.ts';
import { exploreCliPlugin } from '../plugins/explore/cli/index.ts';
import { sqllabCliPlugin } from '../plugins/sqllab/cli/index.ts';
import type { CliPlugin } from './cli-plugin.ts';

export const CLI_PLUGINS: readonly CliPlugin[] = [catalogCliPlugin, exploreCliPlugin, sqllabCliPlugin];
