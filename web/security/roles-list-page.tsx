import { useEffect, useMemo } from 'react';
import { useSnapshot } from 'valtio';
import type { PageProps } from '../app/web-plugin.ts';
import { Tag } from '../components/tag.tsx';
import { t } from '../i18n/t.ts';
import { ListPage, useListModel } from '../list-page/list-page.tsx';
import type { ListPageConfig, ListRow } from '../list-page/list-types.ts';
import { BUILTIN_ROLES, createRoleDialogModel } from './role-dialog-model.ts';
import { RoleDialog } from './role-dialog.tsx';
import { addDangerToast } from '../toasts/toast-store.ts';
import { loadPermissionCatalog, permissionCatalog, userLabel } from './security-api.ts';
import { AddButton, EditRowButton } from './list-actions.tsx';
import './security.css';

export type RoleRow = ListRow & {
  name: string;
  user: { id: number; username: string; first_name: string; last_name: string }[];
  permissions: { id: number }[];
};

const SHOWN = 4;

/** The first permissions of a role by name, then how many more. */
function PermissionTags({ row }: { row: RoleRow }) {
  const catalog = useSnapshot(permissionCatalog);
  const labels = useMemo(() => new Map(catalog.options.map((o) => [o.value, o.label])), [catalog.options]);
  if (row.permissions.length === 0) return <span className="lp-cell-muted">{t('None')}</span>;
  const named = row.permissions.map((p) => labels.get(p.id)).filter((l): l is string => Boolean(l));
  const shown = named.slice(0, SHOWN);
  const rest = row.permissions.length - shown.length;
  return (
    <span className="sec-chips">
      {shown.map((l) => (
        <Tag key={l}>{l}</Tag>
      ))}
      {rest > 0 && (
        <span className="lp-cell-muted">
          {shown.length ? t('+%s more', String(rest)) : t('%s permissions', String(rest))}
        </span>
      )}
    </span>
  );
}

/** Superset's List Roles (`/roles/list/`): each role with its users and permissions. */
export const roleListConfig: ListPageConfig<RoleRow> = {
  resource: 'security/roles',
  noun: t('role'),
  title: t('List Roles'),
  deletable: true,
  nameOf: (r) => r.name,
  // Start would put a deleted built-in role back: the server refuses, the list does not offer it.
  canDelete: (r) => !BUILTIN_ROLES.has(r.name),
  defaultSort: { sortColumn: 'name', sortDirection: 'asc' },
  columns: [
    {
      id: 'name',
      header: t('Name'),
      sortKey: 'name',
      width: '220px',
      cell: (r) => (
        <span className="sec-chips">
          <span className="lp-cell-name">{r.name}</span>
          {BUILTIN_ROLES.has(r.name) && <Tag tone="info">{t('Built-in')}</Tag>}
        </span>
      ),
    },
    {
      id: 'users',
      header: t('Users'),
      width: '28%',
      cell: (r) => (
        <span className="lp-cell-muted">{r.user.length ? r.user.map((u) => userLabel(u)).join(', ') : t('None')}</span>
      ),
    },
    { id: 'permissions', header: t('Permissions'), cell: (r) => <PermissionTags row={r} /> },
  ],
  filters: [
    { kind: 'search', id: 'search', label: t('Name'), col: 'name', opr: 'ct', placeholder: t('Type a value') },
    {
      kind: 'select',
      id: 'user',
      label: t('User'),
      col: 'user',
      opr: 'rel_m_m',
      source: { type: 'related', column: 'user' },
    },
  ],
  empty: { title: t('No roles yet') },
};

export default function RolesListPage(_props: PageProps) {
  const model = useListModel(roleListConfig);
  const dialog = useMemo(() => createRoleDialogModel(() => void model.refresh()), [model]);
  // Permission names for the list's tags (the dialog's options too), loaded once.
  useEffect(() => {
    loadPermissionCatalog().catch((err: unknown) =>
      addDangerToast(t('There was an error while fetching permissions: %s', (err as Error).message)),
    );
  }, []);
  return (
    <ListPage
      config={roleListConfig}
      model={model}
      headerActions={({ canWrite }) =>
        canWrite && <AddButton label={t('Role')} testId="add-role" onClick={() => dialog.openCreate()} />
      }
      rowActions={(row, { canWrite }) =>
        canWrite && <EditRowButton label={t('Edit role')} onClick={() => dialog.openEdit(row)} />
      }
    >
      <RoleDialog model={dialog} />
    </ListPage>
  );
}
