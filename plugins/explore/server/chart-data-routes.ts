import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest } from '../../../server/http/errors.ts';
import { answerChartData } from './answer-chart-data.ts';
import { chartCacheTimeout } from './chart-lookup.ts';
import { queryContextCacheKey, type ChartDataDeps } from './chart-data-deps.ts';
import { parseQueryContext, queryContextSchema } from './query-context-schema.ts';
import { documentedBody, routeDoc } from '../../../server/http/openapi-schemas.ts';

/** Guests of embedded dashboards reach it too: the chart-data service checks what they ask. */
const READ = { access: { perm: 'can_read', view: 'Chart' }, csrf: false, guest: true } as const;
/** The body is a QueryContext, as JSON or in a form's `form_data`: parseQueryContext checks it. */
const postSchema = { ...routeDoc.chartData, ...documentedBody(queryContextSchema) };

/** The JSON body, or the `form_data` field of the SPA's hidden download form (reference §3.1). */
function bodyOf(req: FastifyRequest): { body: unknown; filename?: unknown } {
  const type = String(req.headers['content-type'] ?? '')
    .split(';')[0]!
    .trim()
    .toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return { body: req.body };
  const form = (req.body ?? {}) as Record<string, unknown>;
  if (typeof form.form_data !== 'string') throw badRequest('Request is not JSON');
  try {
    return { body: JSON.parse(form.form_data), filename: form.filename };
  } catch {
    throw badRequest('Request is not JSON');
  }
}

/** `?form_data={"slice_id":N}` as the SPA sends it. */
function sliceIdOf(query: unknown, body: unknown): unknown {
  const fromBody = (body as { form_data?: { slice_id?: unknown } } | null)?.form_data?.slice_id;
  if (fromBody !== undefined) return fromBody;
  const raw = (query as { form_data?: unknown }).form_data;
  if (typeof raw !== 'string') return undefined;
  try {
    return (JSON.parse(raw) as { slice_id?: unknown } | null)?.slice_id;
  } catch {
    return undefined;
  }
}

/** POST /api/v1/chart/data and GET /api/v1/chart/data/<cache_key> (reference §3.1, §3.9). */
export function registerChartDataRoutes(app: FastifyInstance, deps: ChartDataDeps): void {
  app.post('/api/v1/chart/data', { config: READ, schema: postSchema }, async (req, reply) => {
    const { body, filename } = bodyOf(req);
    const context = parseQueryContext(body);
    if ((req.query as { force?: unknown }).force === 'true') context.force = true;
    const chartTimeout = await chartCacheTimeout(deps.db, sliceIdOf(req.query, body));
    return answerChartData(req, reply, context, deps, { chartCacheTimeout: chartTimeout, filename });
  });

  app.get<{ Params: { cache_key: string } }>(
    '/api/v1/chart/data/:cache_key',
    { config: { access: READ.access, guest: true }, schema: routeDoc.chartData },
    async (req, reply) => {
      const key = req.params.cache_key;
      const cached = /^[0-9a-f]{32}$/.test(key)
        ? await deps.cache.get<{ context: unknown; chart_cache_timeout: number | null }>(queryContextCacheKey(key))
        : null;
      if (!cached) throw new ApiError(422, { message: 'Cached data not found' });
      const context = parseQueryContext(cached.context);
      // The job already ran the queries: this answers from the per-query cache, as the caller.
      return answerChartData(
        req,
        reply,
        { ...context, force: false },
        { ...deps, featureFlags: {} },
        { chartCacheTimeout: cached.chart_cache_timeout },
      );
    },
  );
}
