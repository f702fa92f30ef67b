import { definePlugin } from '../../../../core/kernel/plugin.ts';
import type { WebPlugin } from '../../../../web/app/web-plugin.ts';
import { t } from '../../../../web/i18n/t.ts';

const CHART_READ = { perm: 'can_read', view: 'Chart' };

/**
 * The chart list of the explore plugin (`/chart/list/`) and its top-level "Charts" link, as their
 * own small web plugin so they register apart from the Explore screen; the explore web plugin may
 * fold these contributions in.
 */
export const chartListWebPlugin: WebPlugin = definePlugin({
  id: 'explore-chart-list',
  web: {
    pages: [
      {
        path: '/chart/list/',
        title: t('Charts'),
        permission: CHART_READ,
        load: () => import('./chart-list-page.tsx'),
      },
    ],
    navItems: [{ id: 'charts', label: t('Charts'), href: '/chart/list/', order: 20, permission: CHART_READ }],
    commands: [
      {
        id: 'charts.go-list',
        title: t('Charts'),
        group: t('Navigate'),
        keywords: ['charts', 'slices', 'list'],
        permission: CHART_READ,
        run: (ctx) => ctx.navigate('/chart/list/'),
      },
    ],
  },
});
