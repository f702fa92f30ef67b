// The dynamic-plugins plugin's web part: the admins' list of runtime chart plugins (Settings ›
// Plugins). The host adds it only when the DYNAMIC_PLUGINS feature flag is on, as Superset shows
// its menu entry; the loading itself is the platform's (web/viz/dynamic-plugins.ts).
import { definePlugin } from '../../../core/kernel/plugin.ts';
import type { WebPlugin } from '../../../web/app/web-plugin.ts';
import { t } from '../../../web/i18n/t.ts';
import { dynamicPluginsManifest } from '../index.ts';

const READ = { perm: 'can_read', view: 'DynamicPlugin' };

export const dynamicPluginsWebPlugin: WebPlugin = definePlugin({
  ...dynamicPluginsManifest,
  web: {
    pages: [
      {
        path: '/dynamic-plugins/list/',
        title: t('Plugins'),
        permission: READ,
        load: () => import('./dynamic-plugin-list-page.tsx'),
      },
    ],
    navItems: [
      {
        id: 'dynamic-plugins',
        label: t('Plugins'),
        href: '/dynamic-plugins/list/',
        menu: t('Settings'),
        order: 95,
        permission: READ,
      },
    ],
    commands: [
      {
        id: 'dynamic-plugins.go-list',
        title: t('Plugins'),
        group: t('Navigate'),
        keywords: ['dynamic', 'viz', 'charts', 'bundles'],
        permission: READ,
        run: (ctx) => ctx.navigate('/dynamic-plugins/list/'),
      },
    ],
  },
});
