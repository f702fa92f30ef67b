import { t } from '../i18n/t.ts';
import type { ListFilterDef } from './list-types.ts';

/**
 * The favourites filter of a list page: Yes keeps only the caller's favourites, No leaves them
 * out (reference §2.2: `chart_is_favorite`, `dashboard_is_favorite`, `saved_query_is_fav`…).
 */
export function favoriteFilter(opr: string, col = 'id'): ListFilterDef {
  return {
    kind: 'select',
    id: 'favorite',
    label: t('Favorite'),
    col,
    opr,
    source: {
      type: 'static',
      options: [
        { value: 'true', label: t('Yes') },
        { value: 'false', label: t('No') },
      ],
    },
  };
}
