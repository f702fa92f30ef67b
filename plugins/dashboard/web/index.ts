import { definePlugin } from '../../../core/kernel/plugin.ts';
import type { WebPlugin } from '../../../web/app/web-plugin.ts';
import { t } from '../../../web/i18n/t.ts';
import { addDangerToast } from '../../../web/toasts/toast-store.ts';
import { dashboardManifest } from '../index.ts';

const DASHBOARD_READ = { perm: 'can_read', view: 'Dashboard' };
const DASHBOARD_WRITE = { perm: 'can_write', view: 'Dashboard' };
const CSS_TEMPLATE_READ = { perm: 'can_read', view: 'CssTemplate' };

/** The dashboard web plugin: the dashboard list, the CSS templates page, their menu entries and commands. */
export const dashboardWebPlugin: WebPlugin = definePlugin({
  ...dashboardManifest,
  web: {
    pages: [
      {
        path: '/superset/dashboard/:idOrSlug/',
        title: t('Dashboard'),
        load: () => import('./page/dashboard-page.tsx'),
      },
      {
        path: '/dashboard/list/',
        title: t('Dashboards'),
        permission: DASHBOARD_READ,
        load: () => import('./dashboard-list/dashboard-list-page.tsx'),
      },
      {
        path: '/csstemplatemodelview/list/',
        title: t('CSS Templates'),
        permission: CSS_TEMPLATE_READ,
        load: () => import('./css-templates/css-template-list-page.tsx'),
      },
    ],
    navItems: [
      { id: 'dashboards', label: t('Dashboards'), href: '/dashboard/list/', order: 10, permission: DASHBOARD_READ },
      {
        id: 'manage.css-templates',
        label: t('CSS Templates'),
        href: '/csstemplatemodelview/list/',
        menu: t('Manage'),
        order: 82,
        permission: CSS_TEMPLATE_READ,
      },
    ],
    commands: [
      {
        id: 'create.dashboard',
        title: t('Dashboard'),
        group: t('Create'),
        keywords: ['new', 'dashboard'],
        permission: DASHBOARD_WRITE,
        run: (ctx) => {
          void import('./dashboard-list/create-dashboard.ts')
            .then((m) => m.createDashboard(ctx.navigate))
            .catch((err: unknown) => addDangerToast(err instanceof Error ? err.message : String(err)));
        },
      },
      {
        id: 'dashboards.go-list',
        title: t('Dashboards'),
        group: t('Navigate'),
        keywords: ['dashboards', 'list'],
        permission: DASHBOARD_READ,
        run: (ctx) => ctx.navigate('/dashboard/list/'),
      },
      {
        id: 'css-templates.go-list',
        title: t('CSS Templates'),
        group: t('Navigate'),
        keywords: ['css', 'templates', 'manage'],
        permission: CSS_TEMPLATE_READ,
        run: (ctx) => ctx.navigate('/csstemplatemodelview/list/'),
      },
    ],
  },
});
