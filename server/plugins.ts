// The server host's composition root: every feature plugin it runs, listed explicitly.
import 'reflect-metadata';
import { catalogServerPlugin } from '../plugins/catalog/server/index.ts';
import { dynamicPluginsServerPlugin } from '../plugins/dynamic-plugins/server/index.ts';
import { exploreServerPlugin } from '../plugins/explore/server/index.ts';
import { sqllabServerPlugin } from '../plugins/sqllab/server/index.ts';
import type { ServerPlugin } from './host/server-plugin.ts';

export const SERVER_PLUGINS: readonly ServerPlugin[] = [
  catalogServerPlugin,
  exploreServerPlugin,
  sqllabServerPlugin,
  dynamicPluginsServerPlugin,
];
