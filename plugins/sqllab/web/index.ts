import { definePlugin } from '../../../core/kernel/plugin.ts';
import type { WebPlugin } from '../../../web/app/web-plugin.ts';
import { t } from '../../../web/i18n/t.ts';
import { sqllabManifest } from '../index.ts';

/** The pair Superset's menu checks for SQL Lab (declared by the server part). */
const SQLLAB = { perm: 'menu_access', view: 'SQL Lab' };
const SAVED_QUERIES = { perm: 'menu_access', view: 'Saved Queries' };

/** SQL Lab's screens: the editor page at `/sqllab/`, the saved query list, their SQL menu entries and palette command. */
export const sqllabWebPlugin: WebPlugin = definePlugin({
  ...sqllabManifest,
  web: {
    pages: [
      { path: '/sqllab/', title: t('SQL Lab'), permission: SQLLAB, load: () => import('./sqllab-page.tsx') },
      {
        path: '/savedqueryview/list/',
        title: t('Saved queries'),
        permission: SAVED_QUERIES,
        load: () => import('./saved-queries/saved-query-list-page.tsx'),
      },
    ],
    navItems: [
      { id: 'sqllab', label: t('SQL Lab'), href: '/sqllab/', menu: t('SQL'), order: 30, permission: SQLLAB },
      {
        id: 'saved-queries',
        label: t('Saved queries'),
        href: '/savedqueryview/list/',
        menu: t('SQL'),
        order: 31,
        permission: SAVED_QUERIES,
      },
    ],
    commands: [
      {
        id: 'create.sql-query',
        title: t('SQL query'),
        group: t('Create'),
        keywords: ['new', 'sql lab'],
        permission: SQLLAB,
        run: (ctx) => ctx.navigate('/sqllab/'),
      },
    ],
  },
});
