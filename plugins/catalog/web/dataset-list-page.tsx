import { useEffect, useMemo } from 'react';
import { navigate } from '../../../web/app/router.ts';
import type { PageProps } from '../../../web/app/web-plugin.ts';
import { Avatars, type AvatarPerson } from '../../../web/components/avatars.tsx';
import { Button } from '../../../web/components/button.tsx';
import { IconButton } from '../../../web/components/icon-button.tsx';
import { Tag } from '../../../web/components/tag.tsx';
import { t } from '../../../web/i18n/t.ts';
import { ListPage, useListModel } from '../../../web/list-page/list-page.tsx';
import type { ListPageConfig, ListRow } from '../../../web/list-page/list-types.ts';
import { createDatasetCreateModel } from './dataset-create-model.ts';
import { DatasetCreateDialog } from './dataset-create-dialog.tsx';
import { createDatasetEditModel } from './dataset-edit-model.ts';
import { DatasetEditDialog } from './dataset-edit-dialog.tsx';
import './catalog.css';

export type DatasetRow = ListRow & {
  table_name: string;
  kind: 'physical' | 'virtual';
  schema: string | null;
  database: { id: number; database_name: string } | null;
  owners: AvatarPerson[];
  changed_on_delta_humanized: string;
  explore_url: string;
};

/** The dataset list (spec §2, reference §6): name, kind, database, schema, owners, last change. */
export const datasetListConfig: ListPageConfig<DatasetRow> = {
  resource: 'dataset',
  noun: t('dataset'),
  title: t('Datasets'),
  deletable: true,
  bulkDeleteEndpoint: true,
  nameOf: (r) => r.table_name,
  linkOf: (r) => r.explore_url,
  columns: [
    {
      id: 'name',
      header: t('Name'),
      sortKey: 'table_name',
      cell: (r) => (
        <a className="lp-cell-name" href={r.explore_url} title={t('Explore %s', r.table_name)}>
          {r.table_name}
        </a>
      ),
    },
    {
      id: 'kind',
      header: t('Type'),
      width: '110px',
      cell: (r) => (
        <Tag tone={r.kind === 'virtual' ? 'info' : 'neutral'}>
          {r.kind === 'virtual' ? t('Virtual') : t('Physical')}
        </Tag>
      ),
    },
    {
      id: 'database',
      header: t('Database'),
      sortKey: 'database.database_name',
      width: '160px',
      cell: (r) => <span className="lp-cell-muted">{r.database?.database_name ?? '–'}</span>,
    },
    {
      id: 'schema',
      header: t('Schema'),
      sortKey: 'schema',
      width: '130px',
      cell: (r) => <span className="lp-cell-muted">{r.schema ?? '–'}</span>,
    },
    { id: 'owners', header: t('Owners'), width: '140px', cell: (r) => <Avatars people={r.owners ?? []} /> },
    {
      id: 'changed_on',
      header: t('Last modified'),
      sortKey: 'changed_on_delta_humanized',
      width: '150px',
      cell: (r) => <span className="lp-cell-muted">{r.changed_on_delta_humanized}</span>,
    },
  ],
  filters: [
    { kind: 'search', id: 'search', label: t('Search'), col: 'table_name', opr: 'ct', placeholder: t('Type a value') },
    {
      kind: 'select',
      id: 'database',
      label: t('Database'),
      col: 'database',
      opr: 'rel_o_m',
      source: { type: 'related', column: 'database' },
    },
    {
      kind: 'select',
      id: 'schema',
      label: t('Schema'),
      col: 'schema',
      opr: 'eq',
      source: { type: 'distinct', column: 'schema' },
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
      id: 'type',
      label: t('Type'),
      col: 'sql',
      opr: 'dataset_is_null_or_empty',
      source: {
        type: 'static',
        options: [
          { value: 'true', label: t('Physical') },
          { value: 'false', label: t('Virtual') },
        ],
      },
    },
  ],
  empty: {
    title: t('No datasets yet'),
    description: t('A dataset makes a table of a connected database available to charts and Explore.'),
  },
};

export default function DatasetListPage({ search }: PageProps) {
  const model = useListModel(datasetListConfig);
  const editor = useMemo(() => createDatasetEditModel(() => void model.refresh()), [model]);
  const creator = useMemo(
    () =>
      createDatasetCreateModel((id) => {
        void model.refresh();
        void editor.open(id);
      }),
    [model, editor],
  );
  const create = search.get('create') === 'dataset';

  // "Create a dataset" from the command palette lands here with ?create=dataset.
  useEffect(() => {
    if (!create) return;
    void creator.open();
    const params = new URLSearchParams(location.search);
    params.delete('create');
    const rest = params.toString();
    navigate(`${location.pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [create, creator]);

  return (
    <ListPage
      config={datasetListConfig}
      model={model}
      headerActions={({ canWrite }) =>
        canWrite && (
          <Button variant="primary" icon="plus" onClick={() => void creator.open()} data-testid="add-dataset">
            {t('Dataset')}
          </Button>
        )
      }
      rowActions={(row, { canWrite }) =>
        canWrite && (
          <IconButton
            icon="edit"
            label={t('Edit')}
            tone="accent"
            onClick={() => void editor.open(row.id)}
            data-testid="row-edit"
          />
        )
      }
    >
      <DatasetCreateDialog model={creator} />
      <DatasetEditDialog model={editor} />
    </ListPage>
  );
}
