import type { FastifyInstance } from 'fastify';
import type { ChartDataService, QueryContext } from '../../../server/engine/chart-data/index.ts';
import type { IDatasourceProvider } from '../../../server/engine/datasource-provider.ts';
import { ApiError, badRequest } from '../../../server/http/errors.ts';
import { apiResponses, resultOf } from '../../../server/http/openapi-schemas.ts';
import type { AuthUser } from '../../../server/security/auth-user.ts';
import type { ExploreDb } from './migrations/explore-tables.ts';
import { parseQueryContext } from './query-context-schema.ts';

/** Superset's WarmUpCacheTableNotFoundError. */
export const TABLE_NOT_FOUND = 'The provided table was not found in the provided database';
const NO_CONTEXT = 'Chart has no query context saved. Please save the chart again.';

const bodySchema = {
  type: 'object',
  required: ['db_name', 'table_name'],
  additionalProperties: false,
  properties: {
    db_name: { type: 'string', description: 'The name of the database where the table is located' },
    table_name: { type: 'string', description: 'The name of the table to warm up cache for' },
    dashboard_id: { type: 'integer', description: 'The ID of the dashboard to get filters for' },
    extra_filters: { type: 'string', description: 'Extra filters to apply (a JSON list of {col, op, val})' },
  },
} as const;

const statusSchema = {
  type: 'object',
  properties: {
    chart_id: { type: 'integer' },
    viz_error: { type: ['string', 'null'] },
    viz_status: { type: ['string', 'null'] },
  },
};

interface WarmUpBody {
  db_name: string;
  table_name: string;
  dashboard_id?: number;
  extra_filters?: string;
}

interface WarmUpDeps {
  db: ExploreDb;
  service: ChartDataService;
  datasources: IDatasourceProvider;
}

type Filter = { col: string; op: string; val?: unknown };

function parseExtraFilters(text: string | undefined): Filter[] {
  if (text === undefined || text.trim() === '') return [];
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw badRequest({ extra_filters: ['Not a valid JSON list of filters.'] });
  }
  const ok =
    Array.isArray(v) &&
    v.every(
      (f) =>
        typeof f === 'object' &&
        f !== null &&
        typeof (f as Filter).col === 'string' &&
        typeof (f as Filter).op === 'string',
    );
  if (!ok) throw badRequest({ extra_filters: ['Not a valid JSON list of filters.'] });
  return v as Filter[];
}

/** One chart run with `force`, as Superset's ChartWarmUpCacheCommand: its status, never a thrown error. */
async function warmChart(
  chart: { id: number; query_context: string | null },
  extraFilters: Filter[],
  user: AuthUser | null,
  deps: WarmUpDeps,
): Promise<{ chart_id: number; viz_error: string | null; viz_status: string | null }> {
  try {
    if (!chart.query_context) throw new Error(NO_CONTEXT);
    const context: QueryContext = parseQueryContext(JSON.parse(chart.query_context));
    context.force = true;
    context.result_type = 'full';
    context.result_format = 'json';
    if (extraFilters.length)
      context.queries = context.queries.map((q) => ({
        ...q,
        filters: [...(Array.isArray(q.filters) ? (q.filters as unknown[]) : []), ...extraFilters],
      }));
    await deps.service.run({ context, user });
    return { chart_id: chart.id, viz_error: null, viz_status: 'success' };
  } catch (err) {
    const message =
      err instanceof ApiError && typeof err.body.message === 'string'
        ? err.body.message
        : err instanceof Error
          ? err.message
          : String(err);
    return { chart_id: chart.id, viz_error: message, viz_status: null };
  }
}

/**
 * PUT /api/v1/dataset/warm_up_cache (Superset's DatasetWarmUpCacheCommand): runs every chart on
 * the dataset named by database and table name with `force`, filling the cache, and answers each
 * chart's status; 404 when no such dataset exists. Charts live here, so the route does too.
 * `dashboard_id` is accepted; without dashboards in Loupe yet it adds no filters.
 */
export function registerWarmUpCacheRoute(app: FastifyInstance, deps: WarmUpDeps): void {
  app.put<{ Body: WarmUpBody }>(
    '/api/v1/dataset/warm_up_cache',
    {
      config: { access: { perm: 'can_warm_up_cache', view: 'Dataset' } },
      schema: {
        body: bodySchema,
        response: apiResponses({ 200: resultOf({ type: 'array', items: statusSchema }) }),
      },
    },
    async (req) => {
      const extraFilters = parseExtraFilters(req.body.extra_filters);
      const ref = await deps.datasources.findByName?.(req.body.db_name, req.body.table_name);
      if (!ref) throw new ApiError(404, { message: TABLE_NOT_FOUND });
      const charts = await deps.db
        .selectFrom('slices')
        .select(['id', 'query_context'])
        .where('datasource_id', '=', Number(ref.id))
        .where('datasource_type', '=', ref.type)
        .orderBy('id')
        .execute();
      const result = [];
      for (const chart of charts)
        result.push(
          await warmChart(chart as { id: number; query_context: string | null }, extraFilters, req.user ?? null, deps),
        );
      return { result };
    },
  );
}
