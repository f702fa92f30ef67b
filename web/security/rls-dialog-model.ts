import { proxy } from 'valtio';
import { api } from '../api/client.ts';
import type { MultiOption } from '../components/multi-select.tsx';
import { t } from '../i18n/t.ts';
import { addDangerToast, addSuccessToast } from '../toasts/toast-store.ts';
import { loadRlsRoleOptions, loadRlsTableOptions } from './security-api.ts';
import { formDialogActions, saveFormDialog } from './form-dialog-model.ts';

export interface RlsForm {
  name: string;
  filter_type: 'Regular' | 'Base';
  tables: number[];
  roles: number[];
  group_key: string;
  clause: string;
  description: string;
}

export interface RlsRowLike {
  id: number;
  name: string;
  filter_type: 'Regular' | 'Base';
  tables: { id: number }[];
  roles: { id: number }[];
  group_key: string | null;
  clause: string;
  description: string | null;
}

const EMPTY: RlsForm = {
  name: '',
  filter_type: 'Regular',
  tables: [],
  roles: [],
  group_key: '',
  clause: '',
  description: '',
};

/** Add / edit a row-level security rule (Superset's RowLevelSecurityModal). */
export function createRlsDialogModel(onSaved: () => void) {
  const state = proxy({
    mode: 'closed' as 'closed' | 'create' | 'edit',
    id: null as number | null,
    form: { ...EMPTY } as RlsForm,
    tableOptions: [] as MultiOption[],
    roleOptions: [] as MultiOption[],
    loading: false,
    busy: false,
    errors: {} as Record<string, string[]>,
  });

  async function loadOptions() {
    state.loading = true;
    try {
      const [tables, roles] = await Promise.all([loadRlsTableOptions(), loadRlsRoleOptions()]);
      state.tableOptions = tables;
      state.roleOptions = roles;
    } catch (err) {
      addDangerToast(t('There was an error loading the options: %s', (err as Error).message));
    } finally {
      state.loading = false;
    }
  }

  return {
    state,
    ...formDialogActions(state),
    openCreate() {
      Object.assign(state, { mode: 'create', id: null, form: { ...EMPTY }, errors: {} });
      void loadOptions();
    },
    openEdit(rule: RlsRowLike) {
      Object.assign(state, {
        mode: 'edit',
        id: rule.id,
        errors: {},
        form: {
          name: rule.name,
          filter_type: rule.filter_type,
          tables: rule.tables.map((x) => x.id),
          roles: rule.roles.map((x) => x.id),
          group_key: rule.group_key ?? '',
          clause: rule.clause,
          description: rule.description ?? '',
        },
      });
      void loadOptions();
    },
    async save() {
      const f = state.form;
      const errors: Record<string, string[]> = {};
      if (!f.name.trim()) errors.name = [t('Rule name is required')];
      if (f.tables.length === 0) errors.tables = [t('Please select at least one dataset')];
      if (!f.clause.trim()) errors.clause = [t('Clause is required')];
      state.errors = errors;
      if (Object.keys(errors).length) return;
      const body = {
        name: f.name.trim(),
        filter_type: f.filter_type,
        tables: f.tables,
        roles: f.roles,
        group_key: f.group_key.trim() || null,
        clause: f.clause,
        description: f.description.trim() || null,
      };
      await saveFormDialog(state, onSaved, async () => {
        if (state.mode === 'create') await api.post('/api/v1/rowlevelsecurity/', body);
        else await api.put(`/api/v1/rowlevelsecurity/${state.id}`, body);
        addSuccessToast(state.mode === 'create' ? t('Rule added') : t('Rule updated'));
      });
    },
  };
}

export type RlsDialogModel = ReturnType<typeof createRlsDialogModel>;
