import { proxy } from 'valtio';
import { api } from '../../../web/api/client.ts';
import { t } from '../../../web/i18n/t.ts';
import { addDangerToast, addSuccessToast } from '../../../web/toasts/toast-store.ts';
import { connectionFormErrors, type FormErrors } from './connection-form-errors.ts';

export interface EngineSpec {
  name: string;
  engine: string;
  default_driver: string;
  sqlalchemy_uri_placeholder: string;
  preferred: boolean;
  parameters?: {
    properties?: Record<string, { type?: string; default?: unknown; description?: string }>;
    required?: string[];
  };
}

export interface DatabaseForm {
  database_name: string;
  sqlalchemy_uri: string;
  host: string;
  port: string;
  database: string;
  username: string;
  password: string;
  expose_in_sqllab: boolean;
  allow_dml: boolean;
  allow_run_async: boolean;
  allow_file_upload: boolean;
  cache_timeout: string;
}

const emptyForm = (): DatabaseForm => ({
  database_name: '',
  sqlalchemy_uri: '',
  host: '',
  port: '',
  database: '',
  username: '',
  password: '',
  expose_in_sqllab: true,
  allow_dml: false,
  allow_run_async: false,
  allow_file_upload: false,
  cache_timeout: '',
});

type Mode = 'sqlalchemy' | 'parameters';
export type DialogTab = 'basic' | 'advanced';

/** Fields on the Advanced tab; errors elsewhere belong to Basic. */
const ADVANCED_FIELDS = new Set([
  'expose_in_sqllab',
  'allow_dml',
  'allow_run_async',
  'allow_file_upload',
  'cache_timeout',
]);

/** The stored connection as the parameters form shows it (the password stays masked, so empty). */
function parameterFields(p: unknown): Partial<DatabaseForm> {
  if (!p || typeof p !== 'object') return {};
  const v = p as Record<string, unknown>;
  const s = (x: unknown) => (x === null || x === undefined ? '' : String(x));
  return { host: s(v.host), port: s(v.port), database: s(v.database), username: s(v.username) };
}

/** The connect/edit database dialog: engine, connection (URI or parameters), options, test and save. */
export function createDatabaseDialogModel(onSaved: () => void) {
  const state = proxy({
    open: false,
    /** null while connecting a new database. */
    id: null as number | null,
    engines: [] as EngineSpec[],
    engine: '',
    mode: 'sqlalchemy' as Mode,
    form: emptyForm(),
    errors: { fields: {}, general: null } as FormErrors,
    loading: false,
    testing: false,
    saving: false,
    tab: 'basic' as DialogTab,
    /** The stored connection's password as the server masks it; sent back unchanged, it keeps the password. */
    maskedPassword: null as string | null,
  });

  /** Shows the errors, on the tab where the first of them is. */
  function showErrors(errors: FormErrors): void {
    state.errors = errors;
    const fields = Object.keys(errors.fields);
    if (errors.general || fields.some((f) => !ADVANCED_FIELDS.has(f))) state.tab = 'basic';
    else if (fields.length) state.tab = 'advanced';
  }

  const engineSpec = () => state.engines.find((e) => e.engine === state.engine);

  async function loadEngines(): Promise<void> {
    if (state.engines.length) return;
    try {
      const res = await api.get<{ databases: EngineSpec[] }>('/api/v1/database/available/');
      state.engines = [...res.databases].sort(
        (a, b) => Number(b.preferred) - Number(a.preferred) || a.name.localeCompare(b.name),
      );
    } catch (err) {
      addDangerToast(t('An error occurred while fetching %s info: %s', t('database'), (err as Error).message));
    }
  }

  function connectionBody(): Record<string, unknown> {
    const f = state.form;
    if (state.mode === 'parameters') {
      const port = Number(f.port);
      return {
        engine: state.engine,
        configuration_method: 'dynamic_form',
        parameters: {
          host: f.host.trim(),
          port: f.port.trim() === '' || Number.isNaN(port) ? f.port.trim() || undefined : port,
          database: f.database.trim(),
          username: f.username.trim(),
          ...(f.password ? { password: f.password } : state.maskedPassword ? { password: state.maskedPassword } : {}),
        },
      };
    }
    return { sqlalchemy_uri: f.sqlalchemy_uri.trim(), configuration_method: 'sqlalchemy_form' };
  }

  function saveBody(): Record<string, unknown> {
    const f = state.form;
    const timeout = f.cache_timeout.trim();
    return {
      database_name: f.database_name.trim(),
      ...connectionBody(),
      expose_in_sqllab: f.expose_in_sqllab,
      allow_dml: f.allow_dml,
      allow_run_async: f.allow_run_async,
      allow_file_upload: f.allow_file_upload,
      cache_timeout: timeout === '' ? null : Number(timeout),
    };
  }

  /** What the form can say without asking the server. */
  function localErrors(forSave: boolean): FormErrors {
    const fields: Record<string, string[]> = {};
    const f = state.form;
    if (forSave && !f.database_name.trim()) fields.database_name = [t('This is a required field')];
    if (state.mode === 'sqlalchemy' && !f.sqlalchemy_uri.trim())
      fields.sqlalchemy_uri = [t('This is a required field')];
    if (state.mode === 'parameters') {
      for (const key of ['host', 'port', 'database', 'username'] as const)
        if (!f[key].trim()) fields[key] = [t('This is a required field')];
      if (f.port.trim() && !/^\d+$/.test(f.port.trim())) fields.port = [t('Port must be a number')];
    }
    if (forSave && f.cache_timeout.trim() && !/^-?\d+$/.test(f.cache_timeout.trim()))
      fields.cache_timeout = [t('Not a valid integer.')];
    return { fields, general: null };
  }

  return {
    state,
    engineSpec,
    async openCreate(): Promise<void> {
      Object.assign(state, {
        open: true,
        id: null,
        engine: '',
        mode: 'sqlalchemy',
        tab: 'basic',
        maskedPassword: null,
        form: emptyForm(),
        errors: { fields: {}, general: null },
      });
      await loadEngines();
      const preferred = state.engines.find((e) => e.engine === 'postgresql') ?? state.engines[0];
      if (preferred && !state.engine) this.chooseEngine(preferred.engine);
    },
    async openEdit(id: number): Promise<void> {
      Object.assign(state, {
        open: true,
        id,
        loading: true,
        mode: 'sqlalchemy',
        tab: 'basic',
        maskedPassword: null,
        form: emptyForm(),
        errors: { fields: {}, general: null },
      });
      await loadEngines();
      try {
        const { result: r } = await api.get<{ result: Record<string, unknown> }>(`/api/v1/database/${id}/connection`);
        state.engine = String(r.backend ?? '');
        state.form = {
          ...emptyForm(),
          database_name: String(r.database_name ?? ''),
          sqlalchemy_uri: String(r.sqlalchemy_uri ?? ''),
          expose_in_sqllab: Boolean(r.expose_in_sqllab),
          allow_dml: Boolean(r.allow_dml),
          allow_run_async: Boolean(r.allow_run_async),
          allow_file_upload: Boolean(r.allow_file_upload),
          cache_timeout: r.cache_timeout === null || r.cache_timeout === undefined ? '' : String(r.cache_timeout),
          ...parameterFields(r.parameters),
        };
        const password = (r.parameters as { password?: unknown } | null)?.password;
        state.maskedPassword = typeof password === 'string' && password ? password : null;
      } catch (err) {
        addDangerToast(t('An error occurred while fetching %s info: %s', t('database'), (err as Error).message));
        state.open = false;
      } finally {
        state.loading = false;
      }
    },
    close(): void {
      if (!state.saving) state.open = false;
    },
    setTab(tab: DialogTab): void {
      state.tab = tab;
    },
    chooseEngine(engine: string): void {
      state.engine = engine;
      const spec = engineSpec();
      if (!spec?.parameters) state.mode = 'sqlalchemy';
      const port = spec?.parameters?.properties?.port?.default;
      if (port !== undefined && !state.form.port) state.form.port = String(port);
      if (!state.form.database_name && spec) state.form.database_name = spec.name;
      state.errors = { fields: {}, general: null };
    },
    setMode(mode: Mode): void {
      state.mode = engineSpec()?.parameters ? mode : 'sqlalchemy';
      state.errors = { fields: {}, general: null };
    },
    setField<K extends keyof DatabaseForm>(key: K, value: DatabaseForm[K]): void {
      state.form[key] = value;
      if (state.errors.fields[key]) {
        const { [key]: _gone, ...rest } = state.errors.fields;
        state.errors.fields = rest;
      }
    },
    async testConnection(): Promise<void> {
      const local = localErrors(false);
      if (Object.keys(local.fields).length) {
        showErrors(local);
        return;
      }
      state.testing = true;
      try {
        const name = state.form.database_name.trim();
        await api.post('/api/v1/database/test_connection/', {
          ...(name ? { database_name: name } : {}),
          ...connectionBody(),
        });
        state.errors = { fields: {}, general: null };
        addSuccessToast(t('Connection looks good!'));
      } catch (err) {
        showErrors(connectionFormErrors(err, state.mode));
        addDangerToast(t('ERROR: %s', (err as Error).message));
      } finally {
        state.testing = false;
      }
    },
    async save(): Promise<void> {
      const local = localErrors(true);
      if (Object.keys(local.fields).length) {
        showErrors(local);
        return;
      }
      state.saving = true;
      try {
        if (state.id === null) {
          await api.post('/api/v1/database/', saveBody());
          addSuccessToast(t('Database connected'));
        } else {
          await api.put(`/api/v1/database/${state.id}`, saveBody());
          addSuccessToast(t('Database settings updated'));
        }
        state.open = false;
        onSaved();
      } catch (err) {
        showErrors(connectionFormErrors(err, state.mode));
      } finally {
        state.saving = false;
      }
    },
  };
}

export type DatabaseDialogModel = ReturnType<typeof createDatabaseDialogModel>;
