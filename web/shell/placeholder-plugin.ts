import { definePlugin } from '../../core/kernel/plugin.ts';
import type { PageContribution, WebPlugin } from '../app/web-plugin.ts';
import { t } from '../i18n/t.ts';

const placeholder = (path: string, title: string, description: string): PageContribution => ({
  path,
  title,
  load: () => import('./placeholder-page.tsx').then((m) => ({ default: m.placeholderPage(title, description) })),
});

/**
 * The screens whose feature plugins have not landed yet (SQL Lab, Explore, dashboards, the chart,
 * dashboard and saved-query lists): each answers its Superset path with an intentional empty
 * state. A feature plugin replaces its entries here when it arrives.
 */
export const placeholderWebPlugin: WebPlugin = definePlugin({
  id: 'placeholders',
  web: {
    pages: [
      placeholder('/sqllab/', t('SQL Lab'), t('Write SQL against your databases, browse schemas and save queries.')),
      placeholder('/explore/', t('Explore'), t('Build charts from datasets with metrics, dimensions and filters.')),
      placeholder('/superset/dashboard/:idOrSlug/', t('Dashboard'), t('Dashboards arrange charts with native filters and cross-filters.')),
      placeholder('/chart/list/', t('Charts'), t('Every chart you can see will be listed here, with sorting, filters and favourites.')),
      placeholder('/dashboard/list/', t('Dashboards'), t('Every dashboard you can see will be listed here, with sorting, filters and favourites.')),
      placeholder('/savedqueryview/list/', t('Saved queries'), t('Queries saved from SQL Lab will be listed here.')),
    ],
    navItems: [
      { id: 'dashboards', label: t('Dashboards'), href: '/dashboard/list/', order: 10 },
      { id: 'charts', label: t('Charts'), href: '/chart/list/', order: 20 },
      { id: 'sqllab', label: t('SQL Lab'), href: '/sqllab/', menu: t('SQL'), order: 30 },
      { id: 'saved-queries', label: t('Saved queries'), href: '/savedqueryview/list/', menu: t('SQL'), order: 31 },
    ],
    commands: [
      { id: 'create.sql-query', title: t('SQL query'), group: t('Create'), keywords: ['new', 'sql lab'], run: (ctx) => ctx.navigate('/sqllab/') },
      { id: 'create.chart', title: t('Chart'), group: t('Create'), keywords: ['new', 'explore'], run: (ctx) => ctx.navigate('/explore/') },
    ],
  },
});
