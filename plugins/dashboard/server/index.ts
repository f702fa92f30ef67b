// The dashboard plugin's server part: wiring only.
import { definePlugin } from '../../../core/kernel/plugin.ts';
import type { ServerPluginPart } from '../../../server/host/server-plugin.ts';
import { dashboardManifest } from '../index.ts';
import { CssTemplateService } from './css-templates/css-template-service.ts';
import { DashboardServiceRoutes } from './dashboard-service-routes.ts';
import { dashboardMigrations } from './migrations/index.ts';

export const dashboardServerPlugin = definePlugin({
  ...dashboardManifest,
  server: {
    migrations: dashboardMigrations,
    // Superset's Settings › CSS Templates menu entry; the routes declare the rest.
    permissions: [{ perm: 'menu_access', view: 'CSS Templates' }],
    providers: [CssTemplateService],
    routes: [DashboardServiceRoutes],
  } satisfies ServerPluginPart,
});
