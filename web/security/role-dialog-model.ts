import { proxy } from 'valtio';
import { api } from '../api/client.ts';
import type { MultiOption } from '../components/multi-select.tsx';
import { t } from '../i18n/t.ts';
import { addDangerToast, addSuccessToast } from '../toasts/toast-store.ts';
import { loadPermissionCatalog, loadUserOptions } from './security-api.ts';
import { fieldErrorsOrToast, formDialogActions } from './form-dialog-model.ts';

/** Built-in roles whose permissions Loupe rebuilds at every start (Public only with PUBLIC_ROLE_LIKE). */
export const REBUILT_ROLES = new Set(['Admin', 'Alpha', 'Gamma', 'sql_lab']);
export const BUILTIN_ROLES = new Set([...REBUILT_ROLES, 'Public']);

export interface RoleForm {
  name: string;
  permissions: number[];
  users: number[];
}

export interface RoleRowLike {
  id: number;
  name: string;
  user: { id: number }[];
  permissions: { id: number }[];
}

/** Add role / Edit role (Superset's RoleListAddModal and RoleListEditModal): name, permissions, users. */
export function createRoleDialogModel(onSaved: () => void) {
  const state = proxy({
    mode: 'closed' as 'closed' | 'create' | 'edit',
    id: null as number | null,
    original: { name: '', permissions: [], users: [] } as RoleForm,
    form: { name: '', permissions: [], users: [] } as RoleForm,
    userOptions: [] as MultiOption[],
    loading: false,
    busy: false,
    errors: {} as Record<string, string[]>,
  });

  async function loadOptions() {
    state.loading = true;
    try {
      const [, users] = await Promise.all([loadPermissionCatalog(), loadUserOptions()]);
      state.userOptions = users;
    } catch (err) {
      addDangerToast(t('There was an error while fetching permissions: %s', (err as Error).message));
    } finally {
      state.loading = false;
    }
  }

  const same = (a: readonly number[], b: readonly number[]) =>
    a.length === b.length && [...a].sort().join() === [...b].sort().join();

  return {
    state,
    ...formDialogActions(state),
    openCreate() {
      const empty = { name: '', permissions: [], users: [] };
      Object.assign(state, { mode: 'create', id: null, original: empty, form: { ...empty }, errors: {} });
      void loadOptions();
    },
    openEdit(role: RoleRowLike) {
      const form = {
        name: role.name,
        permissions: role.permissions.map((p) => p.id),
        users: role.user.map((u) => u.id),
      };
      Object.assign(state, { mode: 'edit', id: role.id, original: form, form: { ...form }, errors: {} });
      void loadOptions();
    },
    async save() {
      const f = state.form;
      if (!f.name.trim()) {
        state.errors = { name: [t('Role name is required')] };
        return;
      }
      state.busy = true;
      try {
        let id = state.id;
        if (state.mode === 'create') {
          id = (await api.post<{ id: number }>('/api/v1/security/roles/', { name: f.name.trim() })).id;
        } else if (f.name.trim() !== state.original.name) {
          await api.put(`/api/v1/security/roles/${id}`, { name: f.name.trim() });
        }
        if (state.mode === 'create' ? f.permissions.length > 0 : !same(f.permissions, state.original.permissions))
          await api.post(`/api/v1/security/roles/${id}/permissions`, { permission_view_menu_ids: f.permissions });
        if (state.mode === 'create' ? f.users.length > 0 : !same(f.users, state.original.users))
          await api.put(`/api/v1/security/roles/${id}/users`, { user_ids: f.users });
        addSuccessToast(
          state.mode === 'create'
            ? t('The role has been created successfully.')
            : t('The role has been updated successfully.'),
        );
        state.mode = 'closed';
        onSaved();
      } catch (err) {
        const e = fieldErrorsOrToast(err);
        if (e) {
          state.errors = {
            ...(e.name ? { name: e.name } : {}),
            ...(e.permission_view_menu_ids ? { permissions: e.permission_view_menu_ids } : {}),
            ...(e.user_ids ? { users: e.user_ids } : {}),
          };
        }
        // A new role that was created before a later step failed is now an edit of that role.
        onSaved();
      } finally {
        state.busy = false;
      }
    },
  };
}

export type RoleDialogModel = ReturnType<typeof createRoleDialogModel>;
