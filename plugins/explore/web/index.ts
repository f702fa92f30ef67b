import { definePlugin } from '../../../core/kernel/plugin.ts';
import type { WebPlugin } from '../../../web/app/web-plugin.ts';
import { t } from '../../../web/i18n/t.ts';
import { exploreManifest } from '../index.ts';

const load = () => import('./explore-page.tsx');

/** The Explore screen at `/explore/` and Superset's `/superset/explore/`, and the 'Chart' create command. */
export const exploreWebPlugin: WebPlugin = definePlugin({
  ...exploreManifest,
  web: {
    pages: [
      { path: '/explore/', title: t('Explore'), load },
      { path: '/superset/explore/', title: t('Explore'), load },
    ],
    commands: [
      {
        id: 'create.chart',
        title: t('Chart'),
        group: t('Create'),
        keywords: ['new', 'explore'],
        run: (ctx) => ctx.navigate('/explore/'),
      },
    ],
  },
});
