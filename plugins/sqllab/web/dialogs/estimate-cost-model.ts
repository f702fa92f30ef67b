import { proxy } from 'valtio';
import { api } from '../../../../web/api/client.ts';
import { t } from '../../../../web/i18n/t.ts';
import { parseTemplateParams, sqlOfEditor, type DialogEditor } from './editor-fields.ts';

export type CostRow = Record<string, string | number | null>;

/**
 * "Estimate cost": the selection (or the whole text) with its template parameters parsed as JSON
 * (spec §5) goes to `POST /api/v1/sqllab/estimate/`; the answer is one row of figures a statement.
 */
export function createEstimateCostModel() {
  const state = proxy({
    open: false,
    loading: false,
    result: null as CostRow[] | null,
    error: null as string | null,
  });
  let seq = 0;

  return {
    state,
    async open(editor: DialogEditor): Promise<void> {
      const mine = ++seq;
      Object.assign(state, { open: true, loading: true, result: null, error: null });
      let templateParams: Record<string, unknown>;
      try {
        templateParams = parseTemplateParams(editor.templateParams);
      } catch (err) {
        Object.assign(state, {
          loading: false,
          error: t('The template parameters are not valid JSON: %s', (err as Error).message),
        });
        return;
      }
      try {
        const res = await api.post<{ result: CostRow[] }>('/api/v1/sqllab/estimate/', {
          database_id: editor.dbId,
          catalog: editor.catalog ?? null,
          schema: editor.schema ?? null,
          sql: sqlOfEditor(editor),
          template_params: templateParams,
        });
        if (mine === seq) state.result = Array.isArray(res.result) ? res.result : [];
      } catch (err) {
        if (mine === seq)
          state.error = err instanceof Error && err.message ? err.message : t('Failed at retrieving results');
      } finally {
        if (mine === seq) state.loading = false;
      }
    },
    close(): void {
      seq++;
      state.open = false;
    },
  };
}

export type EstimateCostModel = ReturnType<typeof createEstimateCostModel>;
