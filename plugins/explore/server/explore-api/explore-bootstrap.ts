import type { IDatasourceProvider, QueryDatasource } from '../../../../server/engine/datasource-provider.ts';
import { ApiError, badRequest, notFound } from '../../../../server/http/errors.ts';
import type { LoupeRestContext } from '../../../../server/http/rest-context.ts';
import { humanizeDelta, wireDatetime } from '../../../../server/rest/wire-format.ts';
import { showDataset } from '../../../catalog/server/exports.ts';
import { chartFormData, descriptionMarkeddown } from '../charts/chart-fields.ts';
import type { ExploreDb } from '../migrations/explore-tables.ts';
import { checkExploreAccess, type ExploreAccessDeps } from './explore-access.ts';
import type { FormDataCache } from './form-data-cache.ts';
import type { ExplorePermalinkStore } from './permalink-store.ts';

export interface ExploreQuery {
  slice_id?: string;
  datasource_id?: string;
  datasource_type?: string;
  form_data_key?: string;
  permalink_key?: string;
}

export interface BootstrapDeps extends ExploreAccessDeps {
  db: ExploreDb;
  datasources: IDatasourceProvider;
  formData: FormDataCache;
  permalinks: ExplorePermalinkStore;
}

/** A 302 answered as JSON `{redirect}` (Superset's WrongEndpointError). */
export class ExploreRedirect extends Error {
  constructor(readonly redirect: string) {
    super(redirect);
  }
}

const MISSING_DATASET = '[Missing Dataset]';

const intOrNull = (v: string | undefined, name: string): number | null => {
  if (v === undefined || v === '') return null;
  if (!/^\d{1,10}$/.test(v)) throw badRequest(`${name} must be an integer`);
  return Number(v);
};

async function initialFormData(
  deps: BootstrapDeps,
  q: ExploreQuery,
  ctx: LoupeRestContext,
): Promise<{ formData: Record<string, unknown>; message: string | null }> {
  let formData: Record<string, unknown> = {};
  let message: string | null = null;
  if (q.permalink_key) {
    const value = await deps.permalinks.get(q.permalink_key);
    if (!value) throw notFound();
    await checkExploreAccess(deps, ctx.user, value.datasourceId, value.datasourceType, value.chartId);
    formData = { ...value.state.formData };
    if (value.state.urlParams?.length) formData.url_params = Object.fromEntries(value.state.urlParams);
  } else if (q.form_data_key) {
    const state = await deps.formData.get(q.form_data_key);
    if (state) {
      await checkExploreAccess(deps, ctx.user, state.datasource_id, state.datasource_type, state.chart_id);
      formData = JSON.parse(state.form_data) as Record<string, unknown>;
    }
  }
  if (Object.keys(formData).length === 0) {
    const sliceId = intOrNull(q.slice_id, 'slice_id');
    const datasourceId = intOrNull(q.datasource_id, 'datasource_id');
    if (sliceId !== null) {
      formData.slice_id = sliceId;
      if (q.form_data_key) message = 'Form data not found in cache, reverting to chart metadata.';
    } else if (datasourceId !== null) {
      formData.datasource = `${datasourceId}__${q.datasource_type ?? 'table'}`;
      if (q.form_data_key) message = 'Form data not found in cache, reverting to dataset metadata.';
    }
  }
  return { formData, message };
}

/** The saved chart the form data names, as Superset's Slice.data, or null. */
async function sliceData(deps: BootstrapDeps, id: number, ctx: LoupeRestContext) {
  if (!(await deps.chartVisible(id, ctx.user))) throw notFound();
  const row = await deps.db.selectFrom('slices').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const owners = await deps.db.selectFrom('slice_user').select('user_id').where('slice_id', '=', id).execute();
  let queryContext: unknown;
  try {
    queryContext = row.query_context ? JSON.parse(row.query_context) : null;
  } catch {
    queryContext = null;
  }
  const formData = chartFormData({ ...row });
  const changed = humanizeDelta(row.changed_on as string | null, new Date());
  return {
    formData,
    slice: {
      cache_timeout: row.cache_timeout,
      certified_by: row.certified_by,
      certification_details: row.certification_details,
      changed_on: wireDatetime(row.changed_on as string | null),
      changed_on_humanized: changed,
      datasource: formData.datasource ?? null,
      description: row.description,
      description_markeddown: descriptionMarkeddown(row.description),
      edit_url: `/chart/edit/${id}`,
      form_data: formData,
      query_context: queryContext,
      modified: changed,
      owners: owners.map((o) => o.user_id),
      slice_id: id,
      slice_name: row.slice_name,
      slice_url: `/explore/?slice_id=${id}`,
      is_managed_externally: Boolean(row.is_managed_externally),
    },
  };
}

/** The dataset if it exists: null when missing; 403 in Superset's explore shape when not accessible. */
async function loadDataset(deps: BootstrapDeps, id: number, type: string, ctx: LoupeRestContext) {
  let ds: QueryDatasource;
  try {
    ds = await deps.datasources.load({ id, type });
  } catch {
    return null;
  }
  try {
    await deps.datasources.assertAccess(ctx.user, ds);
  } catch (err) {
    const message = err instanceof Error ? err.message : 'Forbidden';
    throw new ApiError(403, { message, datasource_id: id, datasource_type: type });
  }
  return ds;
}

/**
 * `GET /api/v1/explore/` (reference §9.1, Superset's GetExploreCommand): the form data from a
 * permalink, else the cached unsaved state, else the chart or the dataset; the chart's saved
 * form data under it; the dataset's payload, or a placeholder when it is gone.
 */
export async function exploreBootstrap(deps: BootstrapDeps, q: ExploreQuery, ctx: LoupeRestContext) {
  const initial = await initialFormData(deps, q, ctx);
  let formData = initial.formData;
  let slice: Record<string, unknown> | null = null;
  const sliceId =
    typeof formData.slice_id === 'number' ? formData.slice_id : intOrNull(String(formData.slice_id ?? ''), 'slice_id');
  if (sliceId !== null) {
    const saved = await sliceData(deps, sliceId, ctx);
    formData = { ...saved.formData, ...formData };
    slice = saved.slice;
  }
  const key = /^(\d{1,10})__([a-z_]{1,20})$/.exec(String(formData.datasource ?? ''));
  let dataset: Record<string, unknown> = { type: key?.[2] ?? null, name: MISSING_DATASET, columns: [], metrics: [] };
  if (key) {
    const id = Number(key[1]);
    const type = key[2]!;
    const ds = await loadDataset(deps, id, type, ctx);
    if (ds) {
      const shown = await showDataset(deps.db as never, id, undefined, ctx);
      dataset = { ...(shown.result as Record<string, unknown>), type, uid: `${id}__${type}`, name: ds.name };
      if (!formData.viz_type && typeof dataset.default_endpoint === 'string' && dataset.default_endpoint)
        throw new ExploreRedirect(dataset.default_endpoint);
    }
    formData.datasource = `${id}__${type}`;
  }
  return { result: { dataset, form_data: formData, slice, message: initial.message } };
}
