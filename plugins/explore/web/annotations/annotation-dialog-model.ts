import { proxy } from 'valtio';
import { api } from '../../../../web/api/client.ts';
import { t } from '../../../../web/i18n/t.ts';
import { formDialogActions, saveFormDialog } from '../../../../web/security/form-dialog-model.ts';
import { addSuccessToast } from '../../../../web/toasts/toast-store.ts';
import { toInputValue, toWireValue } from './annotation-dates.ts';

export interface AnnotationForm {
  short_descr: string;
  start_dttm: string;
  end_dttm: string;
  long_descr: string;
  json_metadata: string;
}

export interface AnnotationRowLike {
  id: number;
  short_descr: string | null;
  long_descr: string | null;
  start_dttm: string | null;
  end_dttm: string | null;
}

const EMPTY: AnnotationForm = { short_descr: '', start_dttm: '', end_dttm: '', long_descr: '', json_metadata: '' };

/** The form's own checks before it is sent: a name, both dates, and valid JSON metadata. */
export function checkAnnotationForm(f: AnnotationForm): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!f.short_descr.trim()) errors.short_descr = [t('Name is required')];
  if (!toWireValue(f.start_dttm)) errors.start_dttm = [t('Start date is required')];
  if (!toWireValue(f.end_dttm)) errors.end_dttm = [t('End date is required')];
  if (f.json_metadata.trim()) {
    try {
      JSON.parse(f.json_metadata);
    } catch {
      errors.json_metadata = [t('JSON not valid')];
    }
  }
  return errors;
}

/** Add / edit an annotation of one layer (Superset's AnnotationModal). */
export function createAnnotationDialogModel(layerId: number, onSaved: () => void) {
  const state = proxy({
    mode: 'closed' as 'closed' | 'create' | 'edit',
    id: null as number | null,
    form: { ...EMPTY } as AnnotationForm,
    busy: false,
    errors: {} as Record<string, string[]>,
  });
  const base = `/api/v1/annotation_layer/${layerId}/annotation/`;
  return {
    state,
    ...formDialogActions(state),
    openCreate() {
      Object.assign(state, { mode: 'create', id: null, form: { ...EMPTY }, errors: {} });
    },
    async openEdit(row: AnnotationRowLike) {
      Object.assign(state, {
        mode: 'edit',
        id: row.id,
        errors: {},
        form: {
          short_descr: row.short_descr ?? '',
          long_descr: row.long_descr ?? '',
          start_dttm: toInputValue(row.start_dttm),
          end_dttm: toInputValue(row.end_dttm),
          json_metadata: '',
        },
      });
      // The list does not carry json_metadata; the show answer does.
      const shown = await api.get<{ result: { json_metadata: string | null } }>(`${base}${row.id}`);
      if (state.id === row.id) state.form.json_metadata = shown.result.json_metadata ?? '';
    },
    async save() {
      const f = state.form;
      state.errors = checkAnnotationForm(f);
      if (Object.keys(state.errors).length) return;
      const body = {
        short_descr: f.short_descr.trim(),
        long_descr: f.long_descr,
        start_dttm: toWireValue(f.start_dttm)!,
        end_dttm: toWireValue(f.end_dttm)!,
        json_metadata: f.json_metadata,
      };
      await saveFormDialog(state, onSaved, async () => {
        if (state.mode === 'create') await api.post(base, body);
        else await api.put(`${base}${state.id}`, body);
        addSuccessToast(state.mode === 'create' ? t('Annotation added') : t('Annotation updated'));
      });
    },
  };
}

export type AnnotationDialogModel = ReturnType<typeof createAnnotationDialogModel>;
