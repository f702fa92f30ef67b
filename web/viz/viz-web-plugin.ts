import { definePlugin } from '../../core/kernel/plugin.ts';
import type { WebPlugin } from '../app/web-plugin.ts';
import { t } from '../i18n/t.ts';

/** The chart platform's pages: the chart gallery (every example chart, live), for every signed-in user. */
export const vizWebPlugin: WebPlugin = definePlugin({
  id: 'viz',
  web: {
    pages: [{ path: '/chart/gallery/', title: t('Chart gallery'), load: () => import('./chart-gallery-page.tsx') }],
    navItems: [
      { id: 'charts.gallery', label: t('Chart gallery'), href: '/chart/gallery/', menu: t('Charts'), order: 21 },
    ],
    commands: [
      {
        id: 'charts.go-gallery',
        title: t('Chart gallery'),
        group: t('Navigate'),
        keywords: ['charts', 'examples', 'viz', 'types'],
        run: (ctx) => ctx.navigate('/chart/gallery/'),
      },
    ],
  },
});
