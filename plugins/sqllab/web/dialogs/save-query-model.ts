import { proxy } from 'valtio';
import { api } from '../../../../web/api/client.ts';
import { t } from '../../../../web/i18n/t.ts';
import { addDangerToast, addSuccessToast } from '../../../../web/toasts/toast-store.ts';
import type { DialogEditor, OnSaved } from './editor-fields.ts';

/** The saved query as the wire names it (reference §5.7): label, db_id, template_parameters… */
export function savedQueryPayload(editor: DialogEditor, label: string, description: string) {
  return {
    db_id: editor.dbId,
    label,
    description,
    catalog: editor.catalog ?? null,
    schema: editor.schema ?? null,
    sql: editor.sql,
    template_parameters: editor.templateParams ?? null,
  };
}

/**
 * The "Save query" dialog: a name and a description, then Save (a new saved query) or, for a
 * tab tied to a saved query, Update it or Save as new. Toasts are the spec's (§8), word for word.
 */
export function createSaveQueryModel(onSaved?: OnSaved) {
  const state = proxy({
    open: false,
    label: '',
    description: '',
    saving: false as false | 'save' | 'update',
    error: null as string | null,
  });
  let editor: DialogEditor | null = null;
  let whenSaved = onSaved;

  /** The tab takes the saved query's id; a failure there means the save is only half done. */
  async function report(remoteId: number, label: string, description: string): Promise<boolean> {
    try {
      await whenSaved?.({ remoteId, name: label, description });
      return true;
    } catch {
      addDangerToast(t('Your query was not properly saved'));
      return false;
    }
  }

  return {
    state,
    /** Opens on a copy of the editor; `then` (default: the model's) is told about the saved query. */
    open(current: DialogEditor, then: OnSaved | undefined = onSaved): void {
      editor = current;
      whenSaved = then;
      Object.assign(state, {
        open: true,
        label: current.name,
        description: current.description ?? '',
        saving: false,
        error: null,
      });
      if (current.remoteId && current.description == null) void this.loadDescription(current.remoteId);
    },
    /** A tab restored from the server knows its saved query's id but not its description. */
    async loadDescription(id: number): Promise<void> {
      try {
        const res = await api.get<{ result: { description?: string | null } }>(`/api/v1/saved_query/${id}`);
        if (state.open && !state.description && editor?.remoteId === id)
          state.description = res.result.description ?? '';
      } catch {
        // The dialog still saves; the description field just starts empty.
      }
    },
    close(): void {
      if (!state.saving) state.open = false;
    },
    setLabel(v: string): void {
      state.label = v;
      state.error = null;
    },
    setDescription(v: string): void {
      state.description = v;
    },
    valid(): boolean {
      return state.label.trim().length > 0;
    },
    async save(): Promise<void> {
      if (!editor || !this.valid() || state.saving) return;
      const label = state.label.trim();
      state.saving = 'save';
      try {
        const res = await api.post<{ id: number }>(
          '/api/v1/saved_query/',
          savedQueryPayload(editor, label, state.description),
        );
        addSuccessToast(t('Your query was saved'));
        state.open = false;
        await report(res.id, label, state.description);
      } catch (err) {
        addDangerToast(t('Your query could not be saved'));
        state.error = err instanceof Error ? err.message : String(err);
      } finally {
        state.saving = false;
      }
    },
    async update(): Promise<void> {
      if (!editor?.remoteId || !this.valid() || state.saving) return;
      const label = state.label.trim();
      const id = editor.remoteId;
      state.saving = 'update';
      try {
        await api.put(`/api/v1/saved_query/${id}`, savedQueryPayload(editor, label, state.description));
        addSuccessToast(t('Your query was updated'));
        state.open = false;
        await report(id, label, state.description);
      } catch (err) {
        addDangerToast(t('Your query could not be updated'));
        state.error = err instanceof Error ? err.message : String(err);
      } finally {
        state.saving = false;
      }
    },
  };
}

export type SaveQueryModel = ReturnType<typeof createSaveQueryModel>;
