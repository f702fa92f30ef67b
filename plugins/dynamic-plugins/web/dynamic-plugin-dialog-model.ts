import { proxy } from 'valtio';
import { api } from '../../../web/api/client.ts';
import { t } from '../../../web/i18n/t.ts';
import { formDialogActions, saveFormDialog } from '../../../web/security/form-dialog-model.ts';
import { addSuccessToast } from '../../../web/toasts/toast-store.ts';

export interface DynamicPluginForm {
  name: string;
  key: string;
  bundle_url: string;
  integrity: string;
}

export interface DynamicPluginRowLike extends DynamicPluginForm {
  id: number;
}

const EMPTY: DynamicPluginForm = { name: '', key: '', bundle_url: '', integrity: '' };
const INTEGRITY = /^(sha256|sha384|sha512)-[A-Za-z0-9+/]+={0,2}$/;

/** Add / edit a runtime chart plugin: name, key (its viz_type), bundle URL and integrity hash. */
export function createDynamicPluginDialogModel(onSaved: () => void) {
  const state = proxy({
    mode: 'closed' as 'closed' | 'create' | 'edit',
    id: null as number | null,
    form: { ...EMPTY } as DynamicPluginForm,
    busy: false,
    errors: {} as Record<string, string[]>,
  });
  return {
    state,
    ...formDialogActions(state),
    openCreate() {
      Object.assign(state, { mode: 'create', id: null, form: { ...EMPTY }, errors: {} });
    },
    openEdit(row: DynamicPluginRowLike) {
      const { name, key, bundle_url, integrity } = row;
      Object.assign(state, { mode: 'edit', id: row.id, errors: {}, form: { name, key, bundle_url, integrity } });
    },
    async save() {
      const body = Object.fromEntries(Object.entries(state.form).map(([k, v]) => [k, v.trim()])) as DynamicPluginForm;
      const errors: Record<string, string[]> = {};
      for (const k of ['name', 'key', 'bundle_url', 'integrity'] as const)
        if (!body[k]) errors[k] = [t('Missing data for required field.')];
      if (body.integrity && !INTEGRITY.test(body.integrity))
        errors.integrity = [t('An integrity hash reads sha256-, sha384- or sha512- and a base64 digest')];
      state.errors = errors;
      if (Object.keys(errors).length) return;
      await saveFormDialog(state, onSaved, async () => {
        if (state.mode === 'create') await api.post('/api/v1/dynamic_plugin/', body);
        else await api.put(`/api/v1/dynamic_plugin/${state.id}`, body);
        addSuccessToast(state.mode === 'create' ? t('Plugin added') : t('Plugin updated'));
      });
    },
  };
}

export type DynamicPluginDialogModel = ReturnType<typeof createDynamicPluginDialogModel>;
