import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../../../server/http/errors.ts';
import { apiResponses, openObject } from '../../../../server/http/openapi-schemas.ts';
import { checkExploreAccess, parseDatasourceKey, type ExploreAccessDeps } from './explore-access.ts';
import type { ExplorePermalinkStore, ExplorePermalinkValue } from './permalink-store.ts';

const VIEW = 'ExplorePermalinkRestApi';

/** Superset's ExplorePermalinkStateSchema. */
const stateSchema = {
  type: 'object',
  required: ['formData'],
  additionalProperties: false,
  properties: {
    formData: { type: 'object' },
    urlParams: {
      type: ['array', 'null'],
      items: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 },
    },
    chartState: { type: ['object', 'null'] },
  },
} as const;

type State = ExplorePermalinkValue['state'];

/** The chart id a form_data names (`slice_id`), or null. */
function sliceIdOf(formData: Record<string, unknown>): number | null {
  const v = formData.slice_id;
  if (typeof v === 'number' && Number.isSafeInteger(v)) return v;
  if (typeof v === 'string' && /^\d{1,10}$/.test(v)) return Number(v);
  return null;
}

/** `/api/v1/explore/permalink` (reference §9.3): a chart's Explore state under a short, lasting key. */
export function registerExplorePermalinkRoutes(
  app: FastifyInstance,
  deps: ExploreAccessDeps & { permalinks: ExplorePermalinkStore },
): void {
  app.post<{ Body: State }>(
    '/api/v1/explore/permalink',
    {
      config: { access: { perm: 'can_write', view: VIEW } },
      schema: { body: stateSchema, response: apiResponses({ 201: openObject }) },
    },
    async (req, reply) => {
      const ds = parseDatasourceKey(req.body.formData.datasource);
      if (!ds) throw badRequest('The dataset associated with this chart no longer exists');
      const chartId = sliceIdOf(req.body.formData);
      await checkExploreAccess(deps, req.user, ds.id, ds.type, chartId);
      const key = await deps.permalinks.put(
        {
          chartId,
          datasourceId: ds.id,
          datasourceType: ds.type,
          datasource: `${ds.id}__${ds.type}`,
          state: req.body,
        },
        req.user!.id,
      );
      return reply.code(201).send({ key, url: `${req.protocol}://${req.host}/superset/explore/p/${key}/` });
    },
  );

  app.get<{ Params: { key: string } }>(
    '/api/v1/explore/permalink/:key',
    { config: { access: { perm: 'can_read', view: VIEW } }, schema: { response: apiResponses({ 200: openObject }) } },
    async (req) => {
      const value = await deps.permalinks.get(req.params.key);
      if (!value) throw notFound();
      await checkExploreAccess(deps, req.user, value.datasourceId, value.datasourceType, value.chartId);
      return value;
    },
  );
}
