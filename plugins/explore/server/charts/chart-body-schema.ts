import { INT32_RANGE } from '../../../../server/http/number-schemas.ts';

/** Superset's DatasourceType values (ChartPostSchema's `datasource_type` choices). */
export const CHART_DATASOURCE_TYPES = ['sl_table', 'table', 'dataset', 'query', 'saved_query', 'view'] as const;

const nullableString = { type: ['string', 'null'] } as const;
const ids = { type: 'array', items: { type: 'integer', ...INT32_RANGE } } as const;

const common = {
  description: nullableString,
  viz_type: { type: 'string', maxLength: 250 },
  owners: ids,
  params: nullableString,
  query_context: nullableString,
  query_context_generation: { type: ['boolean', 'null'] },
  cache_timeout: { type: ['integer', 'null'], ...INT32_RANGE },
  datasource_name: nullableString,
  dashboards: ids,
  certified_by: nullableString,
  certification_details: nullableString,
  is_managed_externally: { type: ['boolean', 'null'] },
  external_url: nullableString,
} as const;

/** Superset's ChartPostSchema (charts/schemas.py). */
export const createChartSchema = {
  type: 'object',
  required: ['slice_name', 'datasource_id', 'datasource_type'],
  additionalProperties: false,
  properties: {
    ...common,
    slice_name: { type: 'string', minLength: 1, maxLength: 250 },
    datasource_id: { type: 'integer', ...INT32_RANGE },
    datasource_type: { enum: [...CHART_DATASOURCE_TYPES] },
  },
} as const;

/** Superset's ChartPutSchema: every field optional, names and datasource nullable, plus tags. */
export const updateChartSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...common,
    slice_name: { type: ['string', 'null'], maxLength: 250 },
    datasource_id: { type: ['integer', 'null'], ...INT32_RANGE },
    datasource_type: { enum: [...CHART_DATASOURCE_TYPES, null] },
    tags: ids,
  },
} as const;

export interface ChartBody {
  slice_name?: string | null;
  description?: string | null;
  viz_type?: string;
  owners?: number[];
  params?: string | null;
  query_context?: string | null;
  query_context_generation?: boolean | null;
  cache_timeout?: number | null;
  datasource_id?: number | null;
  datasource_type?: (typeof CHART_DATASOURCE_TYPES)[number] | null;
  datasource_name?: string | null;
  dashboards?: number[];
  certified_by?: string | null;
  certification_details?: string | null;
  is_managed_externally?: boolean | null;
  external_url?: string | null;
  tags?: number[];
}

/**
 * Superset's is_query_context_update: a PUT of only `query_context` with
 * `query_context_generation` true is the client (or a report worker) refreshing the saved
 * context, allowed without ownership.
 */
export function isQueryContextUpdate(body: ChartBody): boolean {
  const keys = Object.keys(body).sort();
  return keys.join(',') === 'query_context,query_context_generation' && Boolean(body.query_context_generation);
}
