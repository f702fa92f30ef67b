import { proxy } from 'valtio';
import { api } from '../../../../web/api/client.ts';
import type { MultiOption } from '../../../../web/components/multi-select.tsx';
import { t } from '../../../../web/i18n/t.ts';
import { formDialogActions, saveFormDialog } from '../../../../web/security/form-dialog-model.ts';
import { addDangerToast, addSuccessToast } from '../../../../web/toasts/toast-store.ts';

export interface ChartPropertiesForm {
  slice_name: string;
  description: string;
  cache_timeout: string;
  certified_by: string;
  certification_details: string;
  owners: number[];
}

type ChartShow = {
  slice_name: string;
  description: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  owners: { id: number }[];
};

const EMPTY: ChartPropertiesForm = {
  slice_name: '',
  description: '',
  cache_timeout: '',
  certified_by: '',
  certification_details: '',
  owners: [],
};

/** The PUT body of the form, or field errors (a name; a whole cache timeout, -1 bypassing the cache). */
export function propertiesBody(
  f: ChartPropertiesForm,
): { body: Record<string, unknown> } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  if (!f.slice_name.trim()) errors.slice_name = [t('Name is required')];
  const timeout = f.cache_timeout.trim();
  if (timeout && !/^-?\d+$/.test(timeout)) errors.cache_timeout = [t('Not a valid integer.')];
  if (Object.keys(errors).length) return { errors };
  return {
    body: {
      slice_name: f.slice_name.trim(),
      description: f.description.trim() || null,
      cache_timeout: timeout ? Number(timeout) : null,
      certified_by: f.certified_by.trim() || null,
      certification_details: f.certification_details.trim() || null,
      owners: f.owners,
    },
  };
}

/** Edit chart properties (Superset's PropertiesModal): name, description, cache timeout, certification, owners. */
export function createChartPropertiesModel(onSaved: () => void) {
  const state = proxy({
    mode: 'closed' as 'closed' | 'edit',
    id: null as number | null,
    form: { ...EMPTY } as ChartPropertiesForm,
    ownerOptions: [] as MultiOption[],
    loading: false,
    busy: false,
    errors: {} as Record<string, string[]>,
  });
  return {
    state,
    ...formDialogActions(state),
    async open(id: number) {
      Object.assign(state, { mode: 'edit', id, form: { ...EMPTY }, errors: {}, loading: true });
      try {
        const [chart, owners] = await Promise.all([
          api.get<{ result: ChartShow }>(`/api/v1/chart/${id}`),
          api.get<{ result: { value: number; text: string }[] }>('/api/v1/chart/related/owners', {
            page: 0,
            page_size: 100,
          }),
        ]);
        if (state.id !== id) return;
        const c = chart.result;
        state.form = {
          slice_name: c.slice_name,
          description: c.description ?? '',
          cache_timeout: c.cache_timeout === null ? '' : String(c.cache_timeout),
          certified_by: c.certified_by ?? '',
          certification_details: c.certification_details ?? '',
          owners: c.owners.map((o) => o.id),
        };
        state.ownerOptions = owners.result.map((o) => ({ value: o.value, label: o.text }));
      } catch (err) {
        addDangerToast(t('An error occurred while fetching chart properties: %s', (err as Error).message));
        state.mode = 'closed';
      } finally {
        state.loading = false;
      }
    },
    async save() {
      const out = propertiesBody(state.form);
      if ('errors' in out) {
        state.errors = out.errors;
        return;
      }
      await saveFormDialog(state, onSaved, async () => {
        await api.put(`/api/v1/chart/${state.id}`, out.body);
        addSuccessToast(t('Chart properties updated'));
      });
    },
  };
}

export type ChartPropertiesModel = ReturnType<typeof createChartPropertiesModel>;
