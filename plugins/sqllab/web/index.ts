import { definePlugin } from '../../../core/kernel/plugin.ts';
import type { WebPlugin } from '../../../web/app/web-plugin.ts';
import { t } from '../../../web/i18n/t.ts';
import { sqllabManifest } from '../index.ts';

/** The pair Superset's menu checks for SQL Lab (declared by the server part). */
const SQLLAB = { perm: 'menu_access', view: 'SQL Lab' };

/** SQL Lab's screens: the editor page at `/sqllab/`, its SQL menu entry and palette command. */
export const sqllabWebPlugin: WebPlugin = definePlugin({
  ...sqllabManifest,
  web: {
    pages: [
      { path: '/sqllab/', title: t('SQL Lab'), permission: SQLLAB, load: () => import('./sqllab-page.tsx') },
    ],
    navItems: [{ id: 'sqllab', label: t('SQL Lab'), href: '/sqllab/', menu: t('SQL'), order: 30, permission: SQLLAB }],
    commands: [
      { id: 'create.sql-query', title: t('SQL query'), group: t('Create'), keywords: ['new', 'sql lab'], permission: SQLLAB, run: (ctx) => ctx.navigate('/sqllab/') },
    ],
  },
});
