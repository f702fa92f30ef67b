import { proxy } from 'valtio';
import { api } from '../api/client.ts';
import type { MultiOption } from '../components/multi-select.tsx';
import { t } from '../i18n/t.ts';
import { addDangerToast, addSuccessToast } from '../toasts/toast-store.ts';
import { loadRoleOptions } from './security-api.ts';
import { formDialogActions, saveFormDialog } from './form-dialog-model.ts';

export interface UserForm {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  active: boolean;
  roles: number[];
  password: string;
  confirm: string;
}

type Mode = 'closed' | 'create' | 'edit' | 'password';

const EMPTY: UserForm = {
  first_name: '',
  last_name: '',
  username: '',
  email: '',
  active: true,
  roles: [],
  password: '',
  confirm: '',
};

/** The add/edit user dialog and the admin's password reset (Superset's UserListModal and reset modal). */
export function createUserDialogModel(onSaved: () => void) {
  const state = proxy({
    mode: 'closed' as Mode,
    id: null as number | null,
    form: { ...EMPTY } as UserForm,
    roleOptions: [] as MultiOption[],
    loadingRoles: false,
    busy: false,
    errors: {} as Record<string, string[]>,
  });

  async function loadRoles() {
    state.loadingRoles = true;
    try {
      state.roleOptions = await loadRoleOptions();
    } catch (err) {
      addDangerToast(t('There was an error loading roles: %s', (err as Error).message));
    } finally {
      state.loadingRoles = false;
    }
  }

  function check(): boolean {
    const f = state.form;
    const errors: Record<string, string[]> = {};
    const need = (k: keyof UserForm, msg: string) => {
      if (String(f[k]).trim() === '') errors[k] = [msg];
    };
    if (state.mode !== 'password') {
      need('first_name', t('First name is required'));
      need('last_name', t('Last name is required'));
      need('username', t('Username is required'));
      if (f.roles.length === 0) errors.roles = [t('Please select at least one role')];
      if (f.email && !/^[^@\s]+@[^@\s]+$/.test(f.email)) errors.email = [t('Please enter a valid email address')];
    }
    if (state.mode !== 'edit') {
      need('password', t('Password is required'));
      if (f.password && f.confirm !== f.password) errors.confirm = [t('Passwords do not match!')];
    }
    state.errors = errors;
    return Object.keys(errors).length === 0;
  }

  return {
    state,
    ...formDialogActions(state),
    openCreate() {
      Object.assign(state, { mode: 'create', id: null, form: { ...EMPTY }, errors: {} });
      void loadRoles();
    },
    openEdit(user: {
      id: number;
      first_name: string;
      last_name: string;
      username: string;
      email: string | null;
      active: boolean;
      roles: { id: number }[];
    }) {
      Object.assign(state, {
        mode: 'edit',
        id: user.id,
        errors: {},
        form: {
          ...EMPTY,
          first_name: user.first_name,
          last_name: user.last_name,
          username: user.username,
          email: user.email ?? '',
          active: user.active,
          roles: user.roles.map((r) => r.id),
        },
      });
      void loadRoles();
    },
    openPassword(user: { id: number; username: string }) {
      Object.assign(state, { mode: 'password', id: user.id, errors: {}, form: { ...EMPTY, username: user.username } });
    },
    async save() {
      if (!check()) return;
      const f = state.form;
      await saveFormDialog(state, onSaved, async () => {
        if (state.mode === 'password') {
          await api.put(`/api/v1/security/users/${state.id}`, { password: f.password });
          addSuccessToast(t('Password for %(username)s was updated successfully', { username: f.username }));
        } else {
          const body = {
            first_name: f.first_name.trim(),
            last_name: f.last_name.trim(),
            username: f.username.trim(),
            email: f.email.trim(),
            active: f.active,
            roles: f.roles,
          };
          if (state.mode === 'create') {
            await api.post('/api/v1/security/users/', { ...body, password: f.password });
            addSuccessToast(t('The user has been created successfully.'));
          } else {
            await api.put(`/api/v1/security/users/${state.id}`, body);
            addSuccessToast(t('The user has been updated successfully.'));
          }
        }
      });
    },
  };
}

export type UserDialogModel = ReturnType<typeof createUserDialogModel>;
