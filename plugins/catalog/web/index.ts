import { definePlugin } from '../../../core/kernel/plugin.ts';
import type { WebPlugin } from '../../../web/app/web-plugin.ts';
import { t } from '../../../web/i18n/t.ts';
import { catalogManifest } from '../index.ts';

const DATABASE_READ = { perm: 'can_read', view: 'Database' };
const DATASET_READ = { perm: 'can_read', view: 'Dataset' };

/** The catalog's screens: the database and dataset lists, their Data menu entries and palette commands. */
export const catalogWebPlugin: WebPlugin = definePlugin({
  ...catalogManifest,
  web: {
    pages: [
      {
        path: '/databaseview/list/',
        title: t('Databases'),
        permission: DATABASE_READ,
        load: () => import('./database-list-page.tsx'),
      },
      {
        path: '/tablemodelview/list/',
        title: t('Datasets'),
        permission: DATASET_READ,
        load: () => import('./dataset-list-page.tsx'),
      },
    ],
    navItems: [
      {
        id: 'datasets',
        label: t('Datasets'),
        href: '/tablemodelview/list/',
        menu: t('Data'),
        order: 40,
        permission: DATASET_READ,
      },
      {
        id: 'databases',
        label: t('Databases'),
        href: '/databaseview/list/',
        menu: t('Data'),
        order: 41,
        permission: DATABASE_READ,
      },
    ],
    commands: [
      {
        id: 'catalog.connect-database',
        title: t('Connect a database'),
        group: t('Create'),
        keywords: ['new', 'database', 'connection'],
        permission: { perm: 'can_write', view: 'Database' },
        run: (ctx) => ctx.navigate('/databaseview/list/?create=database'),
      },
      {
        id: 'catalog.create-dataset',
        title: t('Create a dataset'),
        group: t('Create'),
        keywords: ['new', 'dataset', 'table'],
        permission: { perm: 'can_write', view: 'Dataset' },
        run: (ctx) => ctx.navigate('/tablemodelview/list/?create=dataset'),
      },
      {
        id: 'catalog.go-databases',
        title: t('Databases'),
        group: t('Navigate'),
        keywords: ['data'],
        permission: DATABASE_READ,
        run: (ctx) => ctx.navigate('/databaseview/list/'),
      },
      {
        id: 'catalog.go-datasets',
        title: t('Datasets'),
        group: t('Navigate'),
        keywords: ['data', 'tables'],
        permission: DATASET_READ,
        run: (ctx) => ctx.navigate('/tablemodelview/list/'),
      },
    ],
  },
});
