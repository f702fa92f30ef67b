import { useMemo } from 'react';
import type { PageProps } from '../app/web-plugin.ts';
import { Tag } from '../components/tag.tsx';
import { t } from '../i18n/t.ts';
import { ListPage, useListModel } from '../list-page/list-page.tsx';
import type { ListPageConfig, ListRow } from '../list-page/list-types.ts';
import { createRlsDialogModel } from './rls-dialog-model.ts';
import { RlsDialog } from './rls-dialog.tsx';
import { AddButton, EditRowButton, RoleTags } from './list-actions.tsx';
import './security.css';

export type RlsRow = ListRow & {
  name: string;
  filter_type: 'Regular' | 'Base';
  tables: { id: number; table_name: string }[];
  roles: { id: number; name: string }[];
  clause: string;
  group_key: string | null;
  description: string | null;
  changed_on_delta_humanized: string;
};

/** Superset's Row Level Security list (`/rowlevelsecurity/list/`). */
export const rlsListConfig: ListPageConfig<RlsRow> = {
  resource: 'rowlevelsecurity',
  noun: t('rule'),
  title: t('Row Level Security'),
  deletable: true,
  bulkDeleteEndpoint: true,
  nameOf: (r) => r.name,
  columns: [
    { id: 'name', header: t('Name'), sortKey: 'name', cell: (r) => <span className="lp-cell-name">{r.name}</span> },
    {
      id: 'filter_type',
      header: t('Filter Type'),
      sortKey: 'filter_type',
      width: '120px',
      cell: (r) => <Tag tone={r.filter_type === 'Base' ? 'warning' : 'neutral'}>{r.filter_type}</Tag>,
    },
    {
      id: 'tables',
      header: t('Datasets'),
      cell: (r) => <span className="lp-cell-muted">{r.tables.map((x) => x.table_name).join(', ')}</span>,
    },
    {
      id: 'roles',
      header: t('Roles'),
      cell: (r) => <RoleTags roles={r.roles} />,
    },
    {
      id: 'clause',
      header: t('Clause'),
      sortKey: 'clause',
      cell: (r) => (
        <code className="sec-clause" title={r.clause}>
          {r.clause}
        </code>
      ),
    },
    {
      id: 'group_key',
      header: t('Group Key'),
      sortKey: 'group_key',
      width: '120px',
      cell: (r) => <span className="lp-cell-muted">{r.group_key ?? ''}</span>,
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
    { kind: 'search', id: 'search', label: t('Name'), col: 'name', opr: 'ct', placeholder: t('Type a value') },
    {
      kind: 'select',
      id: 'filter_type',
      label: t('Filter Type'),
      col: 'filter_type',
      opr: 'eq',
      source: {
        type: 'static',
        options: [
          { value: 'Regular', label: t('Regular') },
          { value: 'Base', label: t('Base') },
        ],
      },
    },
    {
      kind: 'select',
      id: 'roles',
      label: t('Roles'),
      col: 'roles',
      opr: 'rel_m_m',
      source: { type: 'related', column: 'roles' },
    },
  ],
  empty: {
    title: t('No rules yet'),
    description: t('Row level security rules add a WHERE clause to the queries of the roles they name.'),
  },
};

export default function RlsListPage(_props: PageProps) {
  const model = useListModel(rlsListConfig);
  const dialog = useMemo(() => createRlsDialogModel(() => void model.refresh()), [model]);
  return (
    <ListPage
      config={rlsListConfig}
      model={model}
      headerActions={({ canWrite }) =>
        canWrite && <AddButton label={t('Rule')} testId="add-rule" onClick={() => dialog.openCreate()} />
      }
      rowActions={(row, { canWrite }) =>
        canWrite && <EditRowButton label={t('Edit rule')} onClick={() => dialog.openEdit(row)} />
      }
    >
      <RlsDialog model={dialog} />
    </ListPage>
  );
}
