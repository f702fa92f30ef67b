import { proxy } from 'valtio';
import { api } from '../../../web/api/client.ts';
import { ApiError } from '../../../web/api/api-error.ts';
import type { SelectOption } from '../../../web/components/field.tsx';
import { t } from '../../../web/i18n/t.ts';
import { addSuccessToast } from '../../../web/toasts/toast-store.ts';

/** Creating a physical dataset: pick a database, then a schema, then a table (reference §6.2, §10.2). */
export function createDatasetCreateModel(onCreated: (id: number) => void) {
  const state = proxy({
    open: false,
    databases: [] as SelectOption[],
    schemas: [] as SelectOption[],
    tables: [] as SelectOption[],
    database: '',
    schema: '',
    table: '',
    loading: { databases: false, schemas: false, tables: false },
    errors: {} as Record<string, string[]>,
    general: null as string | null,
    saving: false,
  });
  let seq = 0;

  const fail = (err: unknown) => {
    state.general = err instanceof Error ? err.message : String(err);
  };

  async function loadDatabases(): Promise<void> {
    state.loading.databases = true;
    try {
      const res = await api.get<{ result: { value: number; text: string }[] }>('/api/v1/dataset/related/database', {
        page: 0,
        page_size: 100,
      });
      state.databases = res.result.map((o) => ({ value: String(o.value), label: o.text }));
    } catch (err) {
      fail(err);
    } finally {
      state.loading.databases = false;
    }
  }

  async function loadSchemas(): Promise<void> {
    const mine = ++seq;
    state.schemas = [];
    state.tables = [];
    if (!state.database) return;
    state.loading.schemas = true;
    try {
      const res = await api.get<{ result: string[] }>(`/api/v1/database/${state.database}/schemas/`, { force: false });
      if (mine !== seq) return;
      state.schemas = res.result.map((s) => ({ value: s, label: s }));
      if (res.result.length === 1) {
        state.schema = res.result[0]!;
        await loadTables();
      } else if (res.result.includes('main')) {
        state.schema = 'main';
        await loadTables();
      }
    } catch (err) {
      if (mine === seq) fail(err);
    } finally {
      if (mine === seq) state.loading.schemas = false;
    }
  }

  async function loadTables(): Promise<void> {
    const mine = ++seq;
    state.tables = [];
    if (!state.database || !state.schema) return;
    state.loading.tables = true;
    try {
      const res = await api.get<{ result: { value: string; type: string }[] }>(
        `/api/v1/database/${state.database}/tables/`,
        { schema_name: state.schema, force: false },
      );
      if (mine !== seq) return;
      state.tables = res.result.map((r) => ({
        value: r.value,
        label: r.type === 'view' ? `${r.value} (${t('view')})` : r.value,
      }));
    } catch (err) {
      if (mine === seq) fail(err);
    } finally {
      if (mine === seq) state.loading.tables = false;
    }
  }

  return {
    state,
    async open(): Promise<void> {
      Object.assign(state, {
        open: true,
        database: '',
        schema: '',
        table: '',
        schemas: [],
        tables: [],
        errors: {},
        general: null,
      });
      await loadDatabases();
      if (state.databases.length === 1) await this.chooseDatabase(state.databases[0]!.value);
    },
    close(): void {
      if (!state.saving) state.open = false;
    },
    async chooseDatabase(id: string): Promise<void> {
      Object.assign(state, { database: id, schema: '', table: '', errors: {}, general: null });
      await loadSchemas();
    },
    async chooseSchema(schema: string): Promise<void> {
      Object.assign(state, { schema, table: '', errors: {}, general: null });
      await loadTables();
    },
    chooseTable(table: string): void {
      state.table = table;
      state.errors = {};
      state.general = null;
    },
    async create(): Promise<void> {
      if (!state.database || !state.table) return;
      state.saving = true;
      try {
        const res = await api.post<{ id: number }>('/api/v1/dataset/', {
          database: Number(state.database),
          schema: state.schema || null,
          table_name: state.table,
        });
        addSuccessToast(t('Dataset %s created', state.table));
        state.open = false;
        onCreated(res.id);
      } catch (err) {
        const fields = err instanceof ApiError ? err.fieldErrors : {};
        state.errors = fields;
        state.general = Object.keys(fields).length ? null : (err as Error).message;
      } finally {
        state.saving = false;
      }
    },
  };
}

export type DatasetCreateModel = ReturnType<typeof createDatasetCreateModel>;
