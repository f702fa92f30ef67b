import { definePlugin } from '../../core/kernel/plugin.ts';
import type { PageContribution, WebPlugin } from '../app/web-plugin.ts';
import { t } from '../i18n/t.ts';

const placeholder = (path: string, title: string, heading: string, description: string): PageContribution => ({
  path,
  title,
  load: () =>
    import('./placeholder-page.tsx').then((m) => ({ default: m.placeholderPage(title, heading, description) })),
});

/**
 * The screens whose feature plugins have not landed yet (the dashboard list): each answers its Superset path with an intentional empty
 * state. A feature plugin replaces its entries here when it arrives.
 */
export const placeholderWebPlugin: WebPlugin = definePlugin({
  id: 'placeholders',
  web: {
    pages: [
      placeholder(
        '/dashboard/list/',
        t('Dashboards'),
        t('The dashboard list is coming soon'),
        t('Every dashboard you can see will be listed here, with sorting, filters and favourites.'),
      ),
    ],
    navItems: [{ id: 'dashboards', label: t('Dashboards'), href: '/dashboard/list/', order: 10 }],
  },
});
