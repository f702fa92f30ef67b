import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { navigate } from '../../../../web/app/router.ts';
import type { PageProps } from '../../../../web/app/web-plugin.ts';
import { Avatars } from '../../../../web/components/avatars.tsx';
import { Button } from '../../../../web/components/button.tsx';
import { Icon } from '../../../../web/components/icons.tsx';
import { IconButton } from '../../../../web/components/icon-button.tsx';
import { t } from '../../../../web/i18n/t.ts';
import type { CardSortOption } from '../../../../web/list-page/list-cards.tsx';
import { favoriteFilter } from '../../../../web/list-page/favorite-filter.ts';
import type { ListModel } from '../../../../web/list-page/list-model.ts';
import { ListPage, useListModel, type ListContext } from '../../../../web/list-page/list-page.tsx';
import type { ListPageConfig } from '../../../../web/list-page/list-types.ts';
import { useVizRegistry } from '../../../../web/viz/viz-context.ts';
import { ChartCard } from './chart-card.tsx';
import { ChartPropertiesDialog } from './chart-properties-dialog.tsx';
import { createChartPropertiesModel, type ChartPropertiesModel } from './chart-properties-model.ts';
import { certificationText, type ChartRow } from './chart-row.ts';
import './chart-list.css';

/** The name the catalogue gives a viz type ("Line Chart"), or the type itself for one it does not know. */
function VizName({ vizType }: { vizType: string | null }) {
  const registry = useVizRegistry();
  if (!vizType) return null;
  return <>{registry.get(vizType)?.metadata.name ?? vizType}</>;
}

/** Superset's chart list (`/chart/list/`, ChartList.tsx): columns, filters and sort of its table view. */
export const chartListConfig: ListPageConfig<ChartRow> = {
  resource: 'chart',
  noun: t('chart'),
  title: t('Charts'),
  deletable: true,
  bulkDeleteEndpoint: true,
  favorites: true,
  nameOf: (r) => r.slice_name,
  linkOf: (r) => r.url,
  columns: [
    {
      id: 'slice_name',
      header: t('Name'),
      sortKey: 'slice_name',
      cell: (r) => {
        const certified = certificationText(r);
        return (
          <span className="chart-list__name">
            {certified && (
              <span className="chart-list__certified" title={certified} aria-label={certified}>
                <Icon name="check" size={14} />
              </span>
            )}
            <a className="lp-cell-name" href={r.url}>
              {r.slice_name}
            </a>
          </span>
        );
      },
    },
    {
      id: 'viz_type',
      header: t('Type'),
      sortKey: 'viz_type',
      width: '150px',
      cell: (r) => (
        <span className="lp-cell-muted">
          <VizName vizType={r.viz_type} />
        </span>
      ),
    },
    {
      id: 'datasource',
      header: t('Dataset'),
      sortKey: 'datasource_name',
      width: '170px',
      cell: (r) =>
        r.datasource_url ? (
          <a className="lp-cell-muted" href={r.datasource_url}>
            {r.datasource_name_text}
          </a>
        ) : (
          <span className="lp-cell-muted">{r.datasource_name_text ?? ''}</span>
        ),
    },
    {
      id: 'dashboards',
      header: t('On dashboards'),
      width: '150px',
      cell: (r) => (
        <span className="lp-cell-muted">{(r.dashboards ?? []).map((d) => d.dashboard_title).join(', ')}</span>
      ),
    },
    { id: 'owners', header: t('Owners'), width: '120px', cell: (r) => <Avatars people={r.owners ?? []} /> },
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
      col: 'slice_name',
      opr: 'chart_all_text',
      placeholder: t('Type a value'),
    },
    {
      kind: 'select',
      id: 'viz_type',
      label: t('Type'),
      col: 'viz_type',
      opr: 'eq',
      source: { type: 'distinct', column: 'viz_type' },
      toValue: (v) => v,
    },
    {
      kind: 'select',
      id: 'dataset',
      label: t('Dataset'),
      col: 'datasource_name',
      opr: 'eq',
      source: { type: 'distinct', column: 'datasource_name' },
      toValue: (v) => v,
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
      id: 'certified',
      label: t('Certified'),
      col: 'id',
      opr: 'chart_is_certified',
      source: {
        type: 'static',
        options: [
          { value: 'true', label: t('Yes') },
          { value: 'false', label: t('No') },
        ],
      },
    },
    favoriteFilter('chart_is_favorite'),
    {
      kind: 'select',
      id: 'changed_by',
      label: t('Modified by'),
      col: 'changed_by',
      opr: 'rel_o_m',
      source: { type: 'related', column: 'changed_by' },
    },
  ],
  empty: {
    title: t('No charts yet'),
    description: t('Charts are built in Explore from a dataset; every chart you can see is listed here.'),
  },
};

/** The card view's sort menu (Superset's ChartList sortTypes). */
const CARD_SORTS: CardSortOption[] = [
  { label: t('Alphabetical'), column: 'slice_name', direction: 'asc' },
  { label: t('Recently modified'), column: 'changed_on_delta_humanized', direction: 'desc' },
  { label: t('Least recently modified'), column: 'changed_on_delta_humanized', direction: 'asc' },
];

function EditButton({ onClick }: { onClick: () => void }) {
  return <IconButton icon="edit" label={t('Edit')} tone="accent" onClick={onClick} data-testid="row-edit" />;
}

function CardFor({
  row,
  ctx,
  model,
  properties,
}: {
  row: ChartRow;
  ctx: ListContext<ChartRow>;
  model: ListModel<ChartRow>;
  properties: ChartPropertiesModel;
}) {
  const snap = useSnapshot(model.state);
  const registry = useVizRegistry();
  return (
    <ChartCard
      row={row}
      vizName={(row.viz_type && registry.get(row.viz_type)?.metadata.name) || row.viz_type || ''}
      favorite={snap.favorites[row.id] === undefined ? null : Boolean(snap.favorites[row.id])}
      onToggleFavorite={() => void model.toggleFavorite(row.id)}
      actions={
        ctx.canWrite && (
          <>
            <EditButton onClick={() => void properties.open(row.id)} />
            <IconButton
              icon="trash"
              label={t('Delete')}
              tone="danger"
              onClick={() => model.askDelete([row])}
              data-testid="row-delete"
            />
          </>
        )
      }
    />
  );
}

export default function ChartListPage(_props: PageProps) {
  const model = useListModel(chartListConfig);
  const properties = useMemo(() => createChartPropertiesModel(() => void model.refresh()), [model]);
  return (
    <ListPage
      config={chartListConfig}
      model={model}
      headerActions={({ canWrite }) =>
        canWrite && (
          <Button variant="primary" icon="plus" onClick={() => navigate('/explore/')} data-testid="add-chart">
            {t('Chart')}
          </Button>
        )
      }
      rowActions={(row, { canWrite }) => canWrite && <EditButton onClick={() => void properties.open(row.id)} />}
      cards={{
        card: (row, ctx) => <CardFor row={row} ctx={ctx} model={model} properties={properties} />,
        sortOptions: CARD_SORTS,
      }}
    >
      <ChartPropertiesDialog model={properties} />
    </ListPage>
  );
}
