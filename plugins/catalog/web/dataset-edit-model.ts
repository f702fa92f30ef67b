import { proxy } from 'valtio';
import { api } from '../../../web/api/client.ts';
import { t } from '../../../web/i18n/t.ts';
import { addDangerToast, addSuccessToast } from '../../../web/toasts/toast-store.ts';

export interface DatasetColumn {
  id?: number;
  uuid?: string | null;
  column_name: string;
  verbose_name: string | null;
  type: string | null;
  is_dttm: boolean;
  filterable: boolean;
  groupby: boolean;
  expression: string | null;
  description?: string | null;
  python_date_format?: string | null;
  is_active?: boolean | null;
  advanced_data_type?: string | null;
  extra?: string | null;
}

export interface DatasetMetric {
  id?: number;
  uuid?: string | null;
  metric_name: string;
  verbose_name: string | null;
  expression: string;
  d3format: string | null;
  metric_type?: string | null;
  description?: string | null;
  warning_text?: string | null;
  extra?: string | null;
  currency?: unknown;
}

const COLUMN_KEYS = [
  'id',
  'uuid',
  'column_name',
  'verbose_name',
  'type',
  'is_dttm',
  'filterable',
  'groupby',
  'expression',
  'description',
  'python_date_format',
  'is_active',
  'advanced_data_type',
  'extra',
] as const;
const METRIC_KEYS = [
  'id',
  'uuid',
  'metric_name',
  'verbose_name',
  'expression',
  'd3format',
  'metric_type',
  'description',
  'warning_text',
  'extra',
  'currency',
] as const;
const NULL_WHEN_EMPTY = new Set(['verbose_name', 'expression', 'd3format', 'description', 'python_date_format']);

function pick<T extends object>(item: T, keys: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of keys) {
    let v = (item as Record<string, unknown>)[k];
    if (v === undefined) continue;
    if (NULL_WHEN_EMPTY.has(k) && typeof v === 'string' && v.trim() === '') v = null;
    out[k] = v;
  }
  return out;
}

/** The PUT body of the editor: columns and metrics as the server takes them (reference §6.2). */
export function datasetUpdateBody(
  columns: readonly DatasetColumn[],
  metrics: readonly DatasetMetric[],
  mainDttmCol: string | null,
): Record<string, unknown> {
  return {
    main_dttm_col: mainDttmCol,
    columns: columns.map((c) => pick(c, COLUMN_KEYS)),
    metrics: metrics.map((m) => pick(m, METRIC_KEYS)),
  };
}

/** What must be fixed before saving: names present and unique, metric expressions present. */
export function datasetEditErrors(columns: readonly DatasetColumn[], metrics: readonly DatasetMetric[]): string[] {
  const errors: string[] = [];
  const seen = (names: string[]) => names.filter((n, i) => names.indexOf(n) !== i);
  if (columns.some((c) => !c.column_name.trim())) errors.push(t('Every column needs a name.'));
  if (metrics.some((m) => !m.metric_name.trim())) errors.push(t('Every metric needs a name.'));
  if (metrics.some((m) => !m.expression.trim())) errors.push(t('Every metric needs a SQL expression.'));
  const dupColumns = [...new Set(seen(columns.map((c) => c.column_name.trim())))];
  const dupMetrics = [...new Set(seen(metrics.map((m) => m.metric_name.trim())))];
  if (dupColumns.length) errors.push(t('Duplicate column name(s): %s', dupColumns.join(', ')));
  if (dupMetrics.length) errors.push(t('Duplicate metric name(s): %s', dupMetrics.join(', ')));
  return errors;
}

/** The dataset editor: columns and metrics tabs, save through PUT, sync columns from the source. */
export function createDatasetEditModel(onSaved: () => void) {
  const state = proxy({
    open: false,
    id: null as number | null,
    name: '',
    kind: 'physical' as 'physical' | 'virtual',
    columns: [] as DatasetColumn[],
    metrics: [] as DatasetMetric[],
    mainDttmCol: null as string | null,
    errors: [] as string[],
    loading: false,
    saving: false,
    syncing: false,
    dirty: false,
  });

  async function load(id: number): Promise<void> {
    state.loading = true;
    try {
      const { result: r } = await api.get<{ result: Record<string, unknown> }>(`/api/v1/dataset/${id}`);
      state.name = String(r.table_name ?? '');
      state.kind = r.kind === 'virtual' ? 'virtual' : 'physical';
      state.columns = ((r.columns as DatasetColumn[]) ?? []).map((c) => ({
        ...c,
        verbose_name: c.verbose_name ?? '',
        expression: c.expression ?? '',
      }));
      state.metrics = ((r.metrics as DatasetMetric[]) ?? []).map((m) => ({
        ...m,
        verbose_name: m.verbose_name ?? '',
        d3format: m.d3format ?? '',
      }));
      state.mainDttmCol = (r.main_dttm_col as string | null) ?? null;
      state.dirty = false;
    } catch (err) {
      addDangerToast(t('An error occurred while fetching %s info: %s', t('dataset'), (err as Error).message));
      state.open = false;
    } finally {
      state.loading = false;
    }
  }

  const touch = () => {
    state.dirty = true;
    state.errors = [];
  };

  return {
    state,
    async open(id: number): Promise<void> {
      Object.assign(state, { open: true, id, name: '', columns: [], metrics: [], errors: [], dirty: false });
      await load(id);
    },
    close(): void {
      if (!state.saving) state.open = false;
    },
    setColumn<K extends keyof DatasetColumn>(index: number, key: K, value: DatasetColumn[K]): void {
      const c = state.columns[index];
      if (!c) return;
      c[key] = value;
      if (key === 'is_dttm' && !value && state.mainDttmCol === c.column_name) state.mainDttmCol = null;
      touch();
    },
    setMainDttmCol(name: string): void {
      state.mainDttmCol = name;
      const c = state.columns.find((x) => x.column_name === name);
      if (c) c.is_dttm = true;
      touch();
    },
    addCalculatedColumn(): void {
      state.columns.push({
        column_name: '',
        verbose_name: '',
        type: null,
        is_dttm: false,
        filterable: true,
        groupby: true,
        expression: '',
      });
      touch();
    },
    removeColumn(index: number): void {
      const [gone] = state.columns.splice(index, 1);
      if (gone && gone.column_name === state.mainDttmCol) state.mainDttmCol = null;
      touch();
    },
    setMetric<K extends keyof DatasetMetric>(index: number, key: K, value: DatasetMetric[K]): void {
      const m = state.metrics[index];
      if (!m) return;
      m[key] = value;
      touch();
    },
    addMetric(): void {
      state.metrics.push({ metric_name: '', verbose_name: '', expression: '', d3format: '' });
      touch();
    },
    removeMetric(index: number): void {
      state.metrics.splice(index, 1);
      touch();
    },
    async save(): Promise<void> {
      if (state.id === null) return;
      const errors = datasetEditErrors(state.columns, state.metrics);
      if (errors.length) {
        state.errors = errors;
        return;
      }
      state.saving = true;
      try {
        await api.put(
          `/api/v1/dataset/${state.id}`,
          datasetUpdateBody(state.columns, state.metrics, state.mainDttmCol),
        );
        addSuccessToast(t('The dataset has been saved'));
        state.open = false;
        onSaved();
      } catch (err) {
        state.errors = [(err as Error).message];
      } finally {
        state.saving = false;
      }
    },
    /** Re-reads the columns from the table (or the SQL) and shows the result; unsaved edits are dropped. */
    async syncColumns(): Promise<void> {
      if (state.id === null) return;
      state.syncing = true;
      try {
        await api.put(`/api/v1/dataset/${state.id}/refresh`, {});
        await load(state.id);
        addSuccessToast(t('Metadata has been synced'));
      } catch (err) {
        addDangerToast(t('An error has occurred: %s', (err as Error).message));
      } finally {
        state.syncing = false;
      }
    },
  };
}

export type DatasetEditModel = ReturnType<typeof createDatasetEditModel>;
