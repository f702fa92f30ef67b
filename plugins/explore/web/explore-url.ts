import type { ExploreUrlParams } from './explore-types.ts';

const int = (v: string | null): number | null => (v !== null && /^\d+$/.test(v) ? Number(v) : null);

/**
 * The Explore URL's parameters (spec §2.1): `slice_id`, `datasource_id` (or Superset's older
 * `dataset_id`, or a `datasource` key `<id>__<type>`), `datasource_type`, `form_data_key`,
 * `permalink_key`, `viz_type`, `standalone`, `force`. A `form_data={…}` parameter may carry
 * `slice_id`, `datasource` and `viz_type` too (legacy links).
 */
export function parseExploreUrl(search: URLSearchParams): ExploreUrlParams {
  let legacy: Record<string, unknown> = {};
  const raw = search.get('form_data');
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as unknown;
      if (parsed && typeof parsed === 'object') legacy = parsed as Record<string, unknown>;
    } catch {
      legacy = {};
    }
  }
  const key = search.get('datasource') ?? (typeof legacy.datasource === 'string' ? legacy.datasource : null);
  const [keyId, keyType] = key ? key.split('__') : [];
  const legacySlice = typeof legacy.slice_id === 'number' ? legacy.slice_id : null;
  return {
    sliceId: int(search.get('slice_id')) ?? legacySlice,
    datasourceId: int(search.get('datasource_id')) ?? int(search.get('dataset_id')) ?? int(keyId ?? null),
    datasourceType: search.get('datasource_type') ?? keyType ?? 'table',
    formDataKey: search.get('form_data_key'),
    permalinkKey: search.get('permalink_key'),
    vizType: search.get('viz_type') ?? (typeof legacy.viz_type === 'string' ? legacy.viz_type : null),
    standalone: ['1', 'true', '2', '3'].includes(search.get('standalone') ?? ''),
    force: search.get('force') === 'true' || search.get('force') === '1',
    formData: raw && Object.keys(legacy).length ? legacy : null,
  };
}

/** The URL Explore keeps in the address bar for the state it shows (a reload reopens it). */
export function exploreUrl(p: {
  formDataKey?: string | null;
  sliceId?: number | null;
  datasourceId?: number | null;
  datasourceType?: string;
  vizType?: string | null;
}): string {
  const q = new URLSearchParams();
  if (p.formDataKey) q.set('form_data_key', p.formDataKey);
  if (p.sliceId) q.set('slice_id', String(p.sliceId));
  else if (p.datasourceId) {
    q.set('datasource_type', p.datasourceType ?? 'table');
    q.set('datasource_id', String(p.datasourceId));
  }
  if (p.vizType && !p.sliceId && !p.formDataKey) q.set('viz_type', p.vizType);
  const s = q.toString();
  return s ? `/explore/?${s}` : '/explore/';
}
