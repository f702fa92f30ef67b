import { ApiError } from '../api/api-error.ts';
import { addDangerToast } from '../toasts/toast-store.ts';

/** What the security dialogs' models keep: a mode (`'closed'` when shut), a form, its field errors, a busy flag. */
export interface FormDialogState<F> {
  mode: string;
  busy: boolean;
  form: F;
  errors: Record<string, string[]>;
}

/** `close()` (not while saving) and `set()` (a field's value, which clears that field's errors) of a form dialog. */
export function formDialogActions<F extends object>(state: FormDialogState<F>) {
  return {
    close() {
      if (!state.busy) state.mode = 'closed';
    },
    set<K extends keyof F & string>(key: K, value: F[K]) {
      state.form[key] = value;
      if (state.errors[key]) delete state.errors[key];
    },
  };
}

/** The field errors of a failed save (a 400/422 naming fields), or null after showing any other failure as a toast. */
export function fieldErrorsOrToast(err: unknown): Record<string, string[]> | null {
  if (err instanceof ApiError && Object.keys(err.fieldErrors).length) return err.fieldErrors;
  addDangerToast((err as Error).message);
  return null;
}

/** A dialog's save: busy meanwhile; closed and `onSaved()` once `work` succeeds; its field errors (or a toast) if not. */
export async function saveFormDialog<F>(state: FormDialogState<F>, onSaved: () => void, work: () => Promise<void>) {
  state.busy = true;
  try {
    await work();
    state.mode = 'closed';
    onSaved();
  } catch (err) {
    const fieldErrors = fieldErrorsOrToast(err);
    if (fieldErrors) state.errors = fieldErrors;
  } finally {
    state.busy = false;
  }
}
