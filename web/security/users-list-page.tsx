import { useMemo } from 'react';
import type { PageProps } from '../app/web-plugin.ts';
import { IconButton } from '../components/icon-button.tsx';
import { Tag } from '../components/tag.tsx';
import { t } from '../i18n/t.ts';
import { ListPage, useListModel } from '../list-page/list-page.tsx';
import type { ListPageConfig, ListRow } from '../list-page/list-types.ts';
import { createUserDialogModel } from './user-dialog-model.ts';
import { UserDialog } from './user-dialog.tsx';
import { AddButton, EditRowButton, RoleTags } from './list-actions.tsx';
import './security.css';

export type UserRow = ListRow & {
  username: string;
  first_name: string;
  last_name: string;
  email: string | null;
  active: boolean;
  roles: { id: number; name: string }[];
  last_login: string | null;
  login_count: number;
};

const yesNo = [
  { value: 'true', label: t('Yes') },
  { value: 'false', label: t('No') },
];

/** Superset's List Users (`/users/list/`): name, username, email, active, roles, last login. */
export const userListConfig: ListPageConfig<UserRow> = {
  resource: 'security/users',
  noun: t('user'),
  title: t('List Users'),
  deletable: true,
  nameOf: (r) => r.username,
  defaultSort: { sortColumn: 'username', sortDirection: 'asc' },
  columns: [
    {
      id: 'first_name',
      header: t('First name'),
      sortKey: 'first_name',
      cell: (r) => <span className="lp-cell-name">{r.first_name}</span>,
    },
    { id: 'last_name', header: t('Last name'), sortKey: 'last_name', cell: (r) => r.last_name },
    { id: 'username', header: t('Username'), sortKey: 'username', cell: (r) => r.username },
    {
      id: 'email',
      header: t('Email'),
      sortKey: 'email',
      cell: (r) => <span className="lp-cell-muted">{r.email ?? ''}</span>,
    },
    {
      id: 'active',
      header: t('Is active?'),
      sortKey: 'active',
      width: '100px',
      cell: (r) => (r.active ? <Tag tone="success">{t('Yes')}</Tag> : <Tag tone="danger">{t('No')}</Tag>),
    },
    {
      id: 'roles',
      header: t('Roles'),
      cell: (r) => <RoleTags roles={r.roles} />,
    },
    {
      id: 'last_login',
      header: t('Last login'),
      sortKey: 'last_login',
      width: '170px',
      cell: (r) => (
        <span className="lp-cell-muted">
          {r.last_login ? new Date(`${r.last_login}Z`).toLocaleString() : t('Never')}
        </span>
      ),
    },
  ],
  filters: [
    { kind: 'search', id: 'search', label: t('Username'), col: 'username', opr: 'ct', placeholder: t('Type a value') },
    { kind: 'search', id: 'email', label: t('Email'), col: 'email', opr: 'ct', placeholder: t('Type a value') },
    {
      kind: 'select',
      id: 'roles',
      label: t('Roles'),
      col: 'roles',
      opr: 'rel_m_m',
      source: { type: 'related', column: 'roles' },
    },
    {
      kind: 'select',
      id: 'active',
      label: t('Is active?'),
      col: 'active',
      opr: 'eq',
      source: { type: 'static', options: yesNo },
    },
  ],
  empty: { title: t('No users yet') },
};

export default function UsersListPage(_props: PageProps) {
  const model = useListModel(userListConfig);
  const dialog = useMemo(() => createUserDialogModel(() => void model.refresh()), [model]);
  return (
    <ListPage
      config={userListConfig}
      model={model}
      headerActions={({ canWrite }) =>
        canWrite && <AddButton label={t('User')} testId="add-user" onClick={() => dialog.openCreate()} />
      }
      rowActions={(row, { canWrite }) =>
        canWrite && (
          <>
            <EditRowButton label={t('Edit user')} onClick={() => dialog.openEdit(row)} />
            <IconButton
              icon="key"
              label={t('Reset password')}
              onClick={() => dialog.openPassword(row)}
              data-testid="row-reset-password"
            />
          </>
        )
      }
    >
      <UserDialog model={dialog} />
    </ListPage>
  );
}
