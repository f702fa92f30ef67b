import { definePlugin } from '../../core/kernel/plugin.ts';
import type { PageContribution, WebPlugin } from '../app/web-plugin.ts';
import { t } from '../i18n/t.ts';

/** `/superset/welcome/`, where a sign-in lands. */
export const homePage: PageContribution = {
  path: '/superset/welcome/',
  title: t('Home'),
  load: () => import('./home-view.tsx'),
};

/** The home page as a web plugin for the composition root (web/plugins.ts). */
export const homeWebPlugin: WebPlugin = definePlugin({
  id: 'home',
  web: {
    pages: [homePage],
    commands: [
      {
        id: 'navigate.home',
        title: t('Home'),
        group: t('Navigate'),
        keywords: ['welcome', 'start'],
        run: (ctx) => ctx.navigate('/superset/welcome/'),
      },
    ],
  },
});
