// The server host's composition root: every feature plugin it runs, listed explicitly.
import 'reflect-metadata';
import { catalogServerPlugin } from '../plugins/catalog/server/index.ts';
import { dashboardServerPlugin } from '../plugins/dashboard/server/index.ts';
import { dynamicPluginsServerPlugin } from '../plugins/dynamic-plugins/server/index.ts';
import { exploreServerPlugin } from '../plugins/explore/server/index.ts';
import { sqllabServerPlugin } from '../plugins/sqllab/server/index.ts';
import { BUILT_IN_VIZ_PLUGINS } from '../viz-plugins/catalogue.ts';
import type { ServerPlugin } from './host/server-plugin.ts';
import { vizServerPlugin } from './viz/viz-server-plugin.ts';

export const SERVER_PLUGINS: readonly ServerPlugin[] = [
  catalogServerPlugin,
  exploreServerPlugin,
  dashboardServerPlugin,
  sqllabServerPlugin,
  dynamicPluginsServerPlugin,
  // The built-in chart catalogue (IVizPluginList): explore checks viz types and draws charts with it.
  vizServerPlugin(BUILT_IN_VIZ_PLUGINS),
];
