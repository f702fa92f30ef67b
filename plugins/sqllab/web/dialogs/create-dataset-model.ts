import { proxy } from 'valtio';
import { api } from '../../../../web/api/client.ts';
import { ApiError } from '../../../../web/api/api-error.ts';
import { t } from '../../../../web/i18n/t.ts';
import { addDangerToast } from '../../../../web/toasts/toast-store.ts';
import { sqlOfEditor, type DialogEditor } from './editor-fields.ts';

/** A dataset name that is unlikely to be taken: the tab's name and the time, as Superset proposes. */
export function defaultDatasetName(tabName: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const stamp = `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())} ${pad(now.getHours())}:${pad(now.getMinutes())}:${pad(now.getSeconds())}`;
  return `${tabName} ${stamp}`.slice(0, 250);
}

/** Explore on a table datasource. */
export const exploreUrl = (datasetId: number) => `/explore/?datasource_type=table&datasource_id=${datasetId}`;

/**
 * "Create dataset": a virtual dataset from the editor's SQL (the selection when there is one),
 * `POST /api/v1/dataset/` with the spec's fields; on success the dialog offers Explore.
 */
export function createCreateDatasetModel() {
  const state = proxy({
    open: false,
    name: '',
    fromSelection: false,
    saving: false,
    errors: {} as Record<string, string[]>,
    created: null as { id: number; name: string } | null,
  });
  let editor: DialogEditor | null = null;

  return {
    state,
    open(current: DialogEditor): void {
      editor = current;
      Object.assign(state, {
        open: true,
        name: defaultDatasetName(current.name),
        fromSelection: Boolean(current.selectedText?.trim()),
        saving: false,
        errors: {},
        created: null,
      });
    },
    close(): void {
      if (!state.saving) state.open = false;
    },
    setName(v: string): void {
      state.name = v;
      state.errors = {};
    },
    async create(): Promise<void> {
      if (!editor || state.saving) return;
      const name = state.name.trim();
      if (!name) {
        state.errors = { table_name: [t('Name is required')] };
        return;
      }
      if (!editor.dbId) {
        state.errors = { database: [t('Choose a database first')] };
        return;
      }
      state.saving = true;
      state.errors = {};
      try {
        const res = await api.post<{ id: number }>('/api/v1/dataset/', {
          database: editor.dbId,
          schema: editor.schema ?? null,
          sql: sqlOfEditor(editor),
          table_name: name,
          is_managed_externally: false,
          external_url: null,
        });
        state.created = { id: res.id, name };
      } catch (err) {
        addDangerToast(t('An error occurred while creating the data source'));
        const fields = err instanceof ApiError ? err.fieldErrors : {};
        state.errors = Object.keys(fields).length
          ? fields
          : { general: [err instanceof Error ? err.message : String(err)] };
      } finally {
        state.saving = false;
      }
    },
  };
}

export type CreateDatasetModel = ReturnType<typeof createCreateDatasetModel>;
