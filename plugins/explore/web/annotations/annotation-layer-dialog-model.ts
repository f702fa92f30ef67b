import { proxy } from 'valtio';
import { api } from '../../../../web/api/client.ts';
import { t } from '../../../../web/i18n/t.ts';
import { formDialogActions, saveFormDialog } from '../../../../web/security/form-dialog-model.ts';
import { addSuccessToast } from '../../../../web/toasts/toast-store.ts';

export interface LayerForm {
  name: string;
  descr: string;
}

/** Add / edit an annotation layer (Superset's AnnotationLayerModal): a name and a description. */
export function createLayerDialogModel(onSaved: () => void) {
  const state = proxy({
    mode: 'closed' as 'closed' | 'create' | 'edit',
    id: null as number | null,
    form: { name: '', descr: '' } as LayerForm,
    busy: false,
    errors: {} as Record<string, string[]>,
  });
  return {
    state,
    ...formDialogActions(state),
    openCreate() {
      Object.assign(state, { mode: 'create', id: null, form: { name: '', descr: '' }, errors: {} });
    },
    openEdit(layer: { id: number; name: string; descr: string | null }) {
      Object.assign(state, {
        mode: 'edit',
        id: layer.id,
        form: { name: layer.name, descr: layer.descr ?? '' },
        errors: {},
      });
    },
    async save() {
      const name = state.form.name.trim();
      if (!name) {
        state.errors = { name: [t('Name is required')] };
        return;
      }
      const body = { name, descr: state.form.descr };
      await saveFormDialog(state, onSaved, async () => {
        if (state.mode === 'create') await api.post('/api/v1/annotation_layer/', body);
        else await api.put(`/api/v1/annotation_layer/${state.id}`, body);
        addSuccessToast(state.mode === 'create' ? t('Annotation layer added') : t('Annotation layer updated'));
      });
    },
  };
}

export type LayerDialogModel = ReturnType<typeof createLayerDialogModel>;
