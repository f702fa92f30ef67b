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
 * The screens whose feature plugins have not landed yet (the dashboard page): each answers its Superset path with an intentional empty
 * state. A feature plugin replaces its entries here when it arrives.
 */
export const placeholderWebPlugin: WebPlugin = definePlugin({
  id: 'placeholders',
  web: {
    pages: [
      placeholder(
        '/superset/dashboard/:idOrSlug/',
        t('Dashboard'),
        t('Dashboards are coming soon'),
        t('Dashboards will arrange your charts with native filters and cross-filters.'),
      ),
    ],
  },
});
