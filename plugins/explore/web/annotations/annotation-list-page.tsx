import { useEffect, useMemo, useState } from 'react';
import { api } from '../../../../web/api/client.ts';
import type { PageProps } from '../../../../web/app/web-plugin.ts';
import { EmptyState } from '../../../../web/components/empty-state.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { ListPage, useListModel } from '../../../../web/list-page/list-page.tsx';
import type { ListPageConfig, ListRow } from '../../../../web/list-page/list-types.ts';
import { AddButton, EditRowButton } from '../../../../web/security/list-actions.tsx';
import { AnnotationDialog } from './annotation-dialog.tsx';
import { createAnnotationDialogModel } from './annotation-dialog-model.ts';
import { displayDate } from './annotation-dates.ts';
import './annotations.css';

export type AnnotationRow = ListRow & {
  short_descr: string | null;
  long_descr: string | null;
  start_dttm: string | null;
  end_dttm: string | null;
  changed_on_delta_humanized: string;
};

/** The annotations of one layer (`/annotationlayer/<pk>/annotation/`), titled with the layer's name. */
export function annotationListConfig(layerId: number, layerName: string): ListPageConfig<AnnotationRow> {
  return {
    resource: `annotation_layer/${layerId}/annotation`,
    noun: t('annotation'),
    title: t('Annotation Layer %s', layerName),
    deletable: true,
    bulkDeleteEndpoint: true,
    nameOf: (r) => r.short_descr ?? '',
    defaultSort: { sortColumn: 'short_descr', sortDirection: 'desc' },
    columns: [
      {
        id: 'short_descr',
        header: t('Label'),
        sortKey: 'short_descr',
        cell: (r) => <span className="lp-cell-name">{r.short_descr}</span>,
      },
      {
        id: 'long_descr',
        header: t('Description'),
        sortKey: 'long_descr',
        cell: (r) => <span className="lp-cell-muted">{r.long_descr ?? ''}</span>,
      },
      {
        id: 'start_dttm',
        header: t('Start'),
        sortKey: 'start_dttm',
        width: '160px',
        cell: (r) => <span className="lp-cell-muted">{displayDate(r.start_dttm)}</span>,
      },
      {
        id: 'end_dttm',
        header: t('End'),
        sortKey: 'end_dttm',
        width: '160px',
        cell: (r) => <span className="lp-cell-muted">{displayDate(r.end_dttm)}</span>,
      },
    ],
    filters: [
      {
        kind: 'search',
        id: 'search',
        label: t('Search'),
        col: 'short_descr',
        opr: 'annotation_all_text',
        placeholder: t('Type a value'),
      },
    ],
    empty: {
      title: t('No annotation yet'),
      description: t('Add events and periods to this layer; charts showing it draw them over their data.'),
    },
  };
}

function AnnotationList({ layerId, layerName }: { layerId: number; layerName: string }) {
  const config = useMemo(() => annotationListConfig(layerId, layerName), [layerId, layerName]);
  const model = useListModel(config);
  const dialog = useMemo(() => createAnnotationDialogModel(layerId, () => void model.refresh()), [layerId, model]);
  return (
    <>
      <a className="annot-back" href="/annotationlayer/list/" data-testid="annotations-back">
        {t('Back to all')}
      </a>
      <ListPage
        config={config}
        model={model}
        headerActions={({ canWrite }) =>
          canWrite && <AddButton label={t('Annotation')} testId="add-annotation" onClick={() => dialog.openCreate()} />
        }
        rowActions={(row, { canWrite }) =>
          canWrite && <EditRowButton label={t('Edit annotation')} onClick={() => void dialog.openEdit(row)} />
        }
      >
        <AnnotationDialog model={dialog} />
      </ListPage>
    </>
  );
}

export default function AnnotationListPage({ params }: PageProps) {
  const layerId = Number(params.pk);
  // The layer this page last loaded: its name, or null when it does not exist (or is hidden).
  const [layer, setLayer] = useState<{ id: number; name: string | null } | null>(null);
  useEffect(() => {
    let live = true;
    api
      .get<{ result: { name: string } }>(`/api/v1/annotation_layer/${layerId}`)
      .then((res) => live && setLayer({ id: layerId, name: res.result.name }))
      .catch(() => live && setLayer({ id: layerId, name: null }));
    return () => {
      live = false;
    };
  }, [layerId]);
  if (layer?.id !== layerId) return null;
  if (layer.name === null)
    return (
      <EmptyState
        size="big"
        title={t('Annotation layer not found.')}
        action={<a href="/annotationlayer/list/">{t('Back to all')}</a>}
      />
    );
  return <AnnotationList layerId={layerId} layerName={layer.name} />;
}
