import { Avatars } from '../../../../web/components/avatars.tsx';
import { Icon } from '../../../../web/components/icons.tsx';
import { t } from '../../../../web/i18n/t.ts';
import type { CardSortOption } from '../../../../web/list-page/list-cards.tsx';
import { favoriteFilter } from '../../../../web/list-page/favorite-filter.ts';
import type { ListPageConfig } from '../../../../web/list-page/list-types.ts';
import { certificationText, dashboardTitle, dashboardUrl, type DashboardRow } from './dashboard-row.ts';
import { PublishedBadge } from './published-badge.tsx';

const absolute = (path: string) => (typeof location === 'undefined' ? path : new URL(path, location.origin).href);

/** Superset's dashboard list (`/dashboard/list/`, DashboardList.tsx): columns, filters and sort. */
export const dashboardListConfig: ListPageConfig<DashboardRow> = {
  resource: 'dashboard',
  noun: t('dashboard'),
  title: t('Dashboards'),
  deletable: true,
  bulkDeleteEndpoint: true,
  favorites: true,
  nameOf: (r) => dashboardTitle(r),
  linkOf: (r) => absolute(dashboardUrl(r)),
  columns: [
    {
      id: 'dashboard_title',
      header: t('Name'),
      sortKey: 'dashboard_title',
      cell: (r) => {
        const certified = certificationText(r);
        return (
          <span className="dashboard-list__name">
            {certified && (
              <span className="dashboard-list__certified" title={certified} aria-label={certified}>
                <Icon name="check" size={14} />
              </span>
            )}
            <a className="lp-cell-name" href={dashboardUrl(r)}>
              {dashboardTitle(r)}
            </a>
          </span>
        );
      },
    },
    {
      id: 'status',
      header: t('Status'),
      sortKey: 'published',
      width: '110px',
      cell: (r) => <PublishedBadge published={r.published} />,
    },
    { id: 'owners', header: t('Owners'), width: '130px', cell: (r) => <Avatars people={r.owners ?? []} /> },
    {
      id: 'changed_by',
      header: t('Modified by'),
      sortKey: 'changed_by.first_name',
      width: '150px',
      cell: (r) => <span className="lp-cell-muted">{r.changed_by_name ?? ''}</span>,
    },
    {
      id: 'changed_on',
      header: t('Last modified'),
      sortKey: 'changed_on_delta_humanized',
      width: '140px',
      cell: (r) => <span className="lp-cell-muted">{r.changed_on_delta_humanized}</span>,
    },
  ],
  filters: [
    {
      kind: 'search',
      id: 'search',
      label: t('Search'),
      col: 'dashboard_title',
      opr: 'title_or_slug',
      placeholder: t('Type a value'),
    },
    {
      kind: 'select',
      id: 'owners',
      label: t('Owner'),
      col: 'owners',
      opr: 'rel_m_m',
      source: { type: 'related', column: 'owners' },
    },
    {
      kind: 'select',
      id: 'created_by',
      label: t('Created by'),
      col: 'created_by',
      opr: 'rel_o_m',
      source: { type: 'related', column: 'created_by' },
    },
    {
      kind: 'select',
      id: 'published',
      label: t('Status'),
      col: 'published',
      opr: 'eq',
      source: {
        type: 'static',
        options: [
          { value: 'true', label: t('Published') },
          { value: 'false', label: t('Draft') },
        ],
      },
    },
    favoriteFilter('dashboard_is_favorite'),
    {
      kind: 'select',
      id: 'certified',
      label: t('Certified'),
      col: 'id',
      opr: 'dashboard_is_certified',
      source: {
        type: 'static',
        options: [
          { value: 'true', label: t('Yes') },
          { value: 'false', label: t('No') },
        ],
      },
    },
  ],
  empty: {
    title: t('No dashboards yet'),
    description: t(
      'Dashboards arrange charts with native filters and cross-filters; every dashboard you can see is listed here.',
    ),
  },
};

/** The card view's sort menu (Superset's DashboardList sortTypes). */
export const DASHBOARD_CARD_SORTS: CardSortOption[] = [
  { label: t('Alphabetical'), column: 'dashboard_title', direction: 'asc' },
  { label: t('Recently modified'), column: 'changed_on_delta_humanized', direction: 'desc' },
  { label: t('Least recently modified'), column: 'changed_on_delta_humanized', direction: 'asc' },
];
