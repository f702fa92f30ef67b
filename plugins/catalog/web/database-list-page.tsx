import { useEffect, useMemo } from 'react';
import { navigate } from '../../../web/app/router.ts';
import type { PageProps } from '../../../web/app/web-plugin.ts';
import { Button } from '../../../web/components/button.tsx';
import { IconButton } from '../../../web/components/icon-button.tsx';
import { Tag } from '../../../web/components/tag.tsx';
import { t } from '../../../web/i18n/t.ts';
import { ListPage, useListModel } from '../../../web/list-page/list-page.tsx';
import type { ListPageConfig, ListRow } from '../../../web/list-page/list-types.ts';
import { createDatabaseDialogModel } from './database-dialog-model.ts';
import { DatabaseDialog } from './database-dialog.tsx';
import { personName } from './person-name.ts';
import './catalog.css';

export type DatabaseRow = ListRow & {
  database_name: string;
  backend: string;
  allow_run_async: boolean;
  allow_dml: boolean;
  allow_file_upload: boolean;
  expose_in_sqllab: boolean;
  changed_by: { first_name: string; last_name: string } | null;
  changed_on_delta_humanized: string;
};

const yesNo = [
  { value: 'true', label: t('Yes') },
  { value: 'false', label: t('No') },
];

/** The database list (spec §2, reference §10): name, backend, options, who changed it and when. */
export const databaseListConfig: ListPageConfig<DatabaseRow> = {
  resource: 'database',
  noun: t('database'),
  title: t('Databases'),
  deletable: true,
  nameOf: (r) => r.database_name,
  columns: [
    {
      id: 'name',
      header: t('Name'),
      sortKey: 'database_name',
      cell: (r) => <span className="lp-cell-name">{r.database_name}</span>,
    },
    {
      id: 'backend',
      header: t('Backend'),
      width: '130px',
      cell: (r) => <span className="lp-cell-muted">{r.backend}</span>,
    },
    {
      id: 'options',
      header: t('Options'),
      cell: (r) => (
        <span className="lp-cell-badges">
          {r.allow_run_async && (
            <Tag tone="info" title={t('Asynchronous query execution')}>
              {t('Async')}
            </Tag>
          )}
          {r.allow_dml && (
            <Tag tone="warning" title={t('Allow DML')}>
              {t('DML')}
            </Tag>
          )}
          {r.allow_file_upload && (
            <Tag tone="success" title={t('Allow file uploads to database')}>
              {t('CSV upload')}
            </Tag>
          )}
          {r.expose_in_sqllab && <Tag title={t('Expose database in SQL Lab')}>{t('SQL Lab')}</Tag>}
        </span>
      ),
    },
    {
      id: 'changed_by',
      header: t('Changed by'),
      sortKey: 'changed_by.first_name',
      width: '160px',
      cell: (r) => <span className="lp-cell-muted">{personName(r.changed_by)}</span>,
    },
    {
      id: 'changed_on',
      header: t('Last modified'),
      sortKey: 'changed_on_delta_humanized',
      width: '150px',
      cell: (r) => <span className="lp-cell-muted">{r.changed_on_delta_humanized}</span>,
    },
  ],
  filters: [
    {
      kind: 'search',
      id: 'search',
      label: t('Search'),
      col: 'database_name',
      opr: 'ct',
      placeholder: t('Type a value'),
    },
    {
      kind: 'select',
      id: 'expose_in_sqllab',
      label: t('Expose in SQL Lab'),
      col: 'expose_in_sqllab',
      opr: 'eq',
      source: { type: 'static', options: yesNo },
    },
    {
      kind: 'select',
      id: 'allow_run_async',
      label: t('AQE'),
      col: 'allow_run_async',
      opr: 'eq',
      source: { type: 'static', options: yesNo },
    },
  ],
  empty: { title: t('No databases yet'), description: t('Connect a database to start exploring its tables.') },
};

export default function DatabaseListPage({ search }: PageProps) {
  const model = useListModel(databaseListConfig);
  const dialog = useMemo(() => createDatabaseDialogModel(() => void model.refresh()), [model]);
  const create = search.get('create') === 'database';

  // "Connect a database" from the command palette lands here with ?create=database.
  useEffect(() => {
    if (!create) return;
    void dialog.openCreate();
    const params = new URLSearchParams(location.search);
    params.delete('create');
    const rest = params.toString();
    navigate(`${location.pathname}${rest ? `?${rest}` : ''}`, { replace: true });
  }, [create, dialog]);

  return (
    <ListPage
      config={databaseListConfig}
      model={model}
      headerActions={({ canWrite }) =>
        canWrite && (
          <Button variant="primary" icon="plus" onClick={() => void dialog.openCreate()} data-testid="add-database">
            {t('Database')}
          </Button>
        )
      }
      rowActions={(row, { canWrite }) =>
        canWrite && (
          <IconButton
            icon="edit"
            label={t('Edit')}
            tone="accent"
            onClick={() => void dialog.openEdit(row.id)}
            data-testid="row-edit"
          />
        )
      }
    >
      <DatabaseDialog model={dialog} />
    </ListPage>
  );
}
