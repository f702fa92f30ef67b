// The dynamic-plugins plugin's server part: wiring only.
import { definePlugin } from '../../../core/kernel/plugin.ts';
import type { ServerPluginPart } from '../../../server/host/server-plugin.ts';
import { dynamicPluginsManifest } from '../index.ts';
import { DynamicPluginRoutes } from './dynamic-plugin-routes.ts';
import { DynamicPluginService } from './dynamic-plugin-service.ts';
import { dynamicPluginsMigrations } from './migrations/index.ts';

export const dynamicPluginsServerPlugin = definePlugin({
  ...dynamicPluginsManifest,
  server: {
    migrations: dynamicPluginsMigrations,
    // Superset's menu entry ("Plugins" under Manage), shown only with DYNAMIC_PLUGINS.
    permissions: [{ perm: 'menu_access', view: 'Plugins' }],
    providers: [DynamicPluginService],
    routes: [DynamicPluginRoutes],
  } satisfies ServerPluginPart,
});
