import { proxy } from 'valtio';
import { api } from '../api/client.ts';
import { t } from '../i18n/t.ts';
import { addSuccessToast } from '../toasts/toast-store.ts';
import { fieldErrorsOrToast } from './form-dialog-model.ts';

export interface Me {
  id: number;
  username: string;
  first_name: string;
  last_name: string;
  email: string | null;
  is_active: boolean;
  roles: Record<string, [string, string][]>;
}

/** The user info page (`/user_info/`): who I am, my roles, my name and my password. */
export function createUserInfoModel() {
  const state = proxy({
    me: null as Me | null,
    error: null as string | null,
    editing: null as null | 'name' | 'password',
    name: { first_name: '', last_name: '' },
    password: { current: '', next: '', confirm: '' },
    busy: false,
    errors: {} as Record<string, string[]>,
  });

  async function load() {
    try {
      state.me = (await api.get<{ result: Me }>('/api/v1/me/roles/')).result;
      state.error = null;
    } catch (err) {
      state.error = (err as Error).message;
    }
  }

  return {
    state,
    load,
    editName() {
      if (!state.me) return;
      state.name = { first_name: state.me.first_name, last_name: state.me.last_name };
      state.errors = {};
      state.editing = 'name';
    },
    editPassword() {
      state.password = { current: '', next: '', confirm: '' };
      state.errors = {};
      state.editing = 'password';
    },
    close() {
      if (!state.busy) state.editing = null;
    },
    setName(key: 'first_name' | 'last_name', value: string) {
      state.name[key] = value;
      delete state.errors[key];
    },
    setPassword(key: 'current' | 'next' | 'confirm', value: string) {
      state.password[key] = value;
      delete state.errors[key];
    },
    async save() {
      const errors: Record<string, string[]> = {};
      if (state.editing === 'name') {
        if (!state.name.first_name.trim()) errors.first_name = [t('First name is required')];
      } else {
        const p = state.password;
        if (!p.current) errors.current = [t('Please enter your current password')];
        if (!p.next) errors.next = [t('Password is required')];
        else if (p.confirm !== p.next) errors.confirm = [t('Passwords do not match!')];
      }
      state.errors = errors;
      if (Object.keys(errors).length) return;
      state.busy = true;
      try {
        if (state.editing === 'name') {
          await api.put('/api/v1/me/', {
            first_name: state.name.first_name.trim(),
            last_name: state.name.last_name.trim(),
          });
          addSuccessToast(t('The user was updated successfully'));
          await load();
        } else {
          await api.put('/api/v1/me/password/', {
            current_password: state.password.current,
            password: state.password.next,
          });
          addSuccessToast(t('Your password has been changed.'));
        }
        state.editing = null;
      } catch (err) {
        const e = fieldErrorsOrToast(err);
        if (e) {
          state.errors = {
            ...(e.current_password ? { current: e.current_password } : {}),
            ...(e.password ? { next: e.password } : {}),
            ...(e.first_name ? { first_name: e.first_name } : {}),
            ...(e.last_name ? { last_name: e.last_name } : {}),
          };
        }
      } finally {
        state.busy = false;
      }
    },
  };
}

export type UserInfoModel = ReturnType<typeof createUserInfoModel>;
