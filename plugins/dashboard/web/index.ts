import { definePlugin } from '../../../core/kernel/plugin.ts';
import type { WebPlugin } from '../../../web/app/web-plugin.ts';
import { t } from '../../../web/i18n/t.ts';
import { dashboardManifest } from '../index.ts';

const loadDashboard = () => import('./page/dashboard-page.tsx');

/** Dashboards in the browser: the dashboard page at Superset's `/superset/dashboard/<id_or_slug>/`. */
export const dashboardWebPlugin: WebPlugin = definePlugin({
  ...dashboardManifest,
  web: {
    pages: [{ path: '/superset/dashboard/:idOrSlug/', title: t('Dashboard'), load: loadDashboard }],
  },
});
