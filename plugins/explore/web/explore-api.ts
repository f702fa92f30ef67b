import type { QueryFormData } from '../../../core/viz/query/query-types.ts';
import { api } from '../../../web/api/client.ts';
import { ApiError } from '../../../web/api/api-error.ts';
import type { ExploreDataset, ExploreSlice, ExploreUrlParams } from './explore-types.ts';

export interface ExploreBootstrap {
  formData: Partial<QueryFormData> | null;
  dataset: ExploreDataset | null;
  slice: ExploreSlice | null;
  message: string | null;
}

/** A dataset payload (the dataset API's `result` or the bootstrap's `dataset`) in the shape Explore uses. */
export function normalizeDataset(raw: Record<string, unknown> | null | undefined): ExploreDataset | null {
  if (!raw || typeof raw.id !== 'number' || !Array.isArray(raw.columns) || raw.columns.length === 0) return null;
  const type = (raw.type ?? raw.datasource_type ?? 'table') as string;
  return {
    ...(raw as unknown as ExploreDataset),
    type: type === 'query' ? 'query' : 'table',
    table_name: String(raw.table_name ?? raw.datasource_name ?? raw.name ?? ''),
    metrics: (raw.metrics ?? []) as ExploreDataset['metrics'],
  };
}

const notThere = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 405);

/**
 * What Explore opens (reference §9.1): `GET /api/v1/explore/` resolves permalink → form_data key →
 * chart → dataset. Where that API is not served, the chart and dataset are read directly.
 */
export async function fetchBootstrap(p: ExploreUrlParams): Promise<ExploreBootstrap> {
  const q = new URLSearchParams();
  if (p.permalinkKey) q.set('permalink_key', p.permalinkKey);
  if (p.formDataKey) q.set('form_data_key', p.formDataKey);
  if (p.sliceId) q.set('slice_id', String(p.sliceId));
  if (p.datasourceId) {
    q.set('datasource_id', String(p.datasourceId));
    q.set('datasource_type', p.datasourceType);
  }
  try {
    const res = await api.get<{
      result: {
        form_data?: QueryFormData;
        dataset?: Record<string, unknown>;
        slice?: ExploreSlice | null;
        message?: string | null;
      };
    }>(`/api/v1/explore/?${q.toString()}`);
    const r = res.result;
    return {
      formData: r.form_data ?? null,
      dataset: normalizeDataset(r.dataset),
      slice: r.slice ?? null,
      message: r.message ?? null,
    };
  } catch (err) {
    if (!notThere(err) || (!p.datasourceId && !p.sliceId)) throw err;
  }
  let slice: ExploreSlice | null = null;
  let formData: Partial<QueryFormData> | null = null;
  let datasetId = p.datasourceId;
  if (p.sliceId) {
    const chart = await api.get<{ result: { id: number; slice_name: string; params?: string; description?: string } }>(
      `/api/v1/chart/${p.sliceId}`,
    );
    formData = chart.result.params ? (JSON.parse(chart.result.params) as QueryFormData) : null;
    slice = { slice_id: chart.result.id, slice_name: chart.result.slice_name, description: chart.result.description };
    const key = typeof formData?.datasource === 'string' ? formData.datasource.split('__')[0] : undefined;
    if (key && /^\d+$/.test(key)) datasetId = Number(key);
  }
  const dataset = datasetId
    ? normalizeDataset((await api.get<{ result: Record<string, unknown> }>(`/api/v1/dataset/${datasetId}`)).result)
    : null;
  return { formData, dataset, slice, message: null };
}

/** Stores the unsaved state (reference §9.2); null when the form-data cache is not served. */
export async function storeFormData(
  key: string | null,
  tabId: number,
  body: { datasource_id: number; datasource_type: string; form_data: string; chart_id?: number },
): Promise<string | null> {
  try {
    const res = key
      ? await api.put<{ key?: string }>(`/api/v1/explore/form_data/${encodeURIComponent(key)}?tab_id=${tabId}`, body)
      : await api.post<{ key: string }>(`/api/v1/explore/form_data?tab_id=${tabId}`, body);
    return res.key ?? key;
  } catch (err) {
    if (notThere(err)) return null;
    throw err;
  }
}
