import { proxy } from 'valtio';
import { api } from '../../../../web/api/client.ts';
import { t } from '../../../../web/i18n/t.ts';
import { formDialogActions, saveFormDialog } from '../../../../web/security/form-dialog-model.ts';
import { addSuccessToast } from '../../../../web/toasts/toast-store.ts';

export interface CssTemplateForm {
  template_name: string;
  css: string;
}

/** Add / edit a CSS template (Superset's CssTemplateModal): a name and the CSS. */
export function createCssTemplateDialogModel(onSaved: () => void) {
  const state = proxy({
    mode: 'closed' as 'closed' | 'create' | 'edit',
    id: null as number | null,
    form: { template_name: '', css: '' } as CssTemplateForm,
    busy: false,
    errors: {} as Record<string, string[]>,
  });
  return {
    state,
    ...formDialogActions(state),
    openCreate() {
      Object.assign(state, { mode: 'create', id: null, form: { template_name: '', css: '' }, errors: {} });
    },
    openEdit(row: { id: number; template_name: string | null; css: string | null }) {
      Object.assign(state, {
        mode: 'edit',
        id: row.id,
        form: { template_name: row.template_name ?? '', css: row.css ?? '' },
        errors: {},
      });
    },
    async save() {
      const name = state.form.template_name.trim();
      if (!name) {
        state.errors = { template_name: [t('Name is required')] };
        return;
      }
      const body = { template_name: name, css: state.form.css };
      await saveFormDialog(state, onSaved, async () => {
        if (state.mode === 'create') await api.post('/api/v1/css_template/', body);
        else await api.put(`/api/v1/css_template/${state.id}`, body);
        addSuccessToast(state.mode === 'create' ? t('CSS template added') : t('CSS template updated'));
      });
    },
  };
}

export type CssTemplateDialogModel = ReturnType<typeof createCssTemplateDialogModel>;
