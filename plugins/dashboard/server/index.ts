// The dashboard plugin's server part: wiring only.
import { definePlugin } from '../../../core/kernel/plugin.ts';
import type { ServerPluginPart } from '../../../server/host/server-plugin.ts';
import { dashboardManifest } from '../index.ts';
import { EmbeddedRoutes } from './embedded/embedded-routes.ts';
import { dashboardMigrations } from './migrations/index.ts';

export const dashboardServerPlugin = definePlugin({
  ...dashboardManifest,
  server: {
    migrations: dashboardMigrations,
    providers: [],
    routes: [EmbeddedRoutes],
  } satisfies ServerPluginPart,
});
