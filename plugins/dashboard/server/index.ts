// The dashboard plugin's server part: wiring only.
import { definePlugin } from '../../../core/kernel/plugin.ts';
import type { ServerPluginPart } from '../../../server/host/server-plugin.ts';
import { dashboardManifest } from '../index.ts';
import { CssTemplateService } from './css-templates/css-template-service.ts';
import { DashboardServiceRoutes } from './dashboard-service-routes.ts';
import { DashboardApiRoutes } from './dashboards/dashboard-api-routes.ts';
import { dashboardChartLinksProvider } from './dashboards/dashboard-chart-links-provider.ts';
import { DASHBOARD_PERMISSIONS } from './dashboards/dashboard-permissions.ts';
import { DashboardExamplesBootstrap } from './examples/dashboard-examples-bootstrap.ts';
import { EmbeddedRoutes } from './embedded/embedded-routes.ts';
import { dashboardMigrations } from './migrations/index.ts';

export const dashboardServerPlugin = definePlugin({
  ...dashboardManifest,
  server: {
    migrations: dashboardMigrations,
    // Superset's Settings › CSS Templates menu entry; the routes declare the rest.
    permissions: [...DASHBOARD_PERMISSIONS, { perm: 'menu_access', view: 'CSS Templates' }],
    // Fills explore's IChartDashboardLinks: charts list, filter by and join dashboards.
    providers: [dashboardChartLinksProvider, CssTemplateService],
    routes: [DashboardApiRoutes, DashboardServiceRoutes, EmbeddedRoutes],
    // First start: the example charts and the published "Births" dashboard.
    bootstrap: DashboardExamplesBootstrap,
  } satisfies ServerPluginPart,
});
