import { useMemo } from 'react';
import type { PageProps } from '../../../../web/app/web-plugin.ts';
import { t } from '../../../../web/i18n/t.ts';
import { ListPage, useListModel } from '../../../../web/list-page/list-page.tsx';
import type { ListPageConfig, ListRow } from '../../../../web/list-page/list-types.ts';
import { AddButton, EditRowButton } from '../../../../web/security/list-actions.tsx';
import { AnnotationLayerDialog } from './annotation-layer-dialog.tsx';
import { createLayerDialogModel } from './annotation-layer-dialog-model.ts';
import { displayDate } from './annotation-dates.ts';

type Person = { first_name?: string; last_name?: string } | null;

export type LayerRow = ListRow & {
  name: string;
  descr: string | null;
  created_on: string | null;
  created_by: Person;
  changed_on_delta_humanized: string;
};

const personName = (p: Person) => [p?.first_name, p?.last_name].filter(Boolean).join(' ');

/** Superset's Annotation Layers list (`/annotationlayer/list/`): a layer's name opens its annotations. */
export const layerListConfig: ListPageConfig<LayerRow> = {
  resource: 'annotation_layer',
  noun: t('annotation layer'),
  title: t('Annotation layers'),
  deletable: true,
  bulkDeleteEndpoint: true,
  nameOf: (r) => r.name,
  columns: [
    {
      id: 'name',
      header: t('Name'),
      sortKey: 'name',
      cell: (r) => (
        <a className="lp-cell-name" href={`/annotationlayer/${r.id}/annotation/`}>
          {r.name}
        </a>
      ),
    },
    {
      id: 'descr',
      header: t('Description'),
      sortKey: 'descr',
      cell: (r) => <span className="lp-cell-muted">{r.descr ?? ''}</span>,
    },
    {
      id: 'changed_on',
      header: t('Last modified'),
      sortKey: 'changed_on_delta_humanized',
      width: '140px',
      cell: (r) => <span className="lp-cell-muted">{r.changed_on_delta_humanized}</span>,
    },
    {
      id: 'created_on',
      header: t('Created on'),
      sortKey: 'created_on',
      width: '160px',
      cell: (r) => <span className="lp-cell-muted">{displayDate(r.created_on)}</span>,
    },
    {
      id: 'created_by',
      header: t('Created by'),
      sortKey: 'created_by.first_name',
      width: '160px',
      cell: (r) => <span className="lp-cell-muted">{personName(r.created_by)}</span>,
    },
  ],
  filters: [
    {
      kind: 'select',
      id: 'created_by',
      label: t('Created by'),
      col: 'created_by',
      opr: 'rel_o_m',
      source: { type: 'related', column: 'created_by' },
    },
    {
      kind: 'search',
      id: 'search',
      label: t('Search'),
      col: 'name',
      opr: 'annotation_layer_all_text',
      placeholder: t('Type a value'),
    },
  ],
  empty: {
    title: t('No annotation layers yet'),
    description: t('Annotation layers hold events and periods that time-series charts can draw over their data.'),
  },
};

export default function AnnotationLayerListPage(_props: PageProps) {
  const model = useListModel(layerListConfig);
  const dialog = useMemo(() => createLayerDialogModel(() => void model.refresh()), [model]);
  return (
    <ListPage
      config={layerListConfig}
      model={model}
      headerActions={({ canWrite }) =>
        canWrite && <AddButton label={t('Annotation layer')} testId="add-layer" onClick={() => dialog.openCreate()} />
      }
      rowActions={(row, { canWrite }) =>
        canWrite && <EditRowButton label={t('Edit annotation layer')} onClick={() => dialog.openEdit(row)} />
      }
    >
      <AnnotationLayerDialog model={dialog} />
    </ListPage>
  );
}
