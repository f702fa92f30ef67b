import type { FastifyInstance } from 'fastify';
import { ApiError, badRequest } from '../../../../server/http/errors.ts';
import { apiResponses, openObject, risonQuerystring } from '../../../../server/http/openapi-schemas.ts';
import type { ResourceRouteDeps } from '../../../../server/http/resource-routes.ts';
import { restContext } from '../../../../server/http/rest-context.ts';
import { parseRisonQuery } from '../../../../server/rest/rison.ts';
import { showDataset } from '../../../catalog/server/exports.ts';
import { parseDatasourceKey } from './explore-access.ts';
import { exploreBootstrap, ExploreRedirect, type BootstrapDeps, type ExploreQuery } from './explore-bootstrap.ts';

const exploreQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    slice_id: { type: 'string' },
    datasource_id: { type: 'string' },
    datasource_type: { type: 'string', maxLength: 20 },
    form_data_key: { type: 'string', maxLength: 200 },
    permalink_key: { type: 'string', maxLength: 200 },
  },
} as const;

const convertQuery = {
  type: 'object',
  required: ['type', 'values'],
  additionalProperties: false,
  properties: { type: { type: 'string' }, values: { type: 'array' } },
} as const;

/**
 * `GET /api/v1/explore/`, `/superset/fetch_datasource_metadata` and the advanced data type API
 * (reference §9.1; Loupe knows no advanced data types, so every conversion is Superset's 400).
 */
export function registerExploreApiRoutes(app: FastifyInstance, deps: BootstrapDeps & ResourceRouteDeps): void {
  const ctx = (req: Parameters<typeof restContext>[0]) => restContext(req, deps.store.dialect, deps.catalog);

  app.get<{ Querystring: ExploreQuery }>(
    '/api/v1/explore/',
    {
      config: { access: { perm: 'can_read', view: 'Explore' } },
      schema: { querystring: exploreQuery, response: apiResponses({ 200: openObject, 302: openObject }) },
    },
    async (req, reply) => {
      try {
        return await exploreBootstrap(deps, req.query, ctx(req));
      } catch (err) {
        if (err instanceof ExploreRedirect) return reply.code(302).send({ redirect: err.redirect });
        throw err;
      }
    },
  );

  app.get<{ Querystring: { datasourceKey?: string } }>(
    '/superset/fetch_datasource_metadata',
    {
      config: { access: { perm: 'can_fetch_datasource_metadata', view: 'Superset' } },
      schema: {
        querystring: { type: 'object', properties: { datasourceKey: { type: 'string' } } },
        response: apiResponses({ 200: openObject }),
      },
    },
    async (req) => {
      const key = parseDatasourceKey(req.query.datasourceKey);
      if (!key) throw badRequest('Invalid datasourceKey');
      let ds;
      try {
        ds = await deps.datasources.load({ id: key.id, type: key.type });
      } catch {
        throw new ApiError(404, { error: 'The data source seems to have been deleted' });
      }
      await deps.datasources.assertAccess(req.user, ds);
      const shown = await showDataset(deps.db as never, key.id, undefined, ctx(req));
      return {
        ...(shown.result as Record<string, unknown>),
        type: key.type,
        uid: `${key.id}__${key.type}`,
        name: ds.name,
      };
    },
  );

  app.get<{ Querystring: { q?: string } }>(
    '/api/v1/advanced_data_type/convert',
    {
      config: { access: { perm: 'can_read', view: 'AdvancedDataType' } },
      schema: { querystring: risonQuerystring(convertQuery), response: apiResponses({ 200: openObject }) },
    },
    async (req) => {
      const q = parseRisonQuery<{ type: string; values: unknown[] }>(req.query.q, convertQuery);
      throw badRequest(`Invalid advanced data type: ${q.type}`);
    },
  );

  app.get(
    '/api/v1/advanced_data_type/types',
    {
      config: { access: { perm: 'can_read', view: 'AdvancedDataType' } },
      schema: { response: apiResponses({ 200: openObject }) },
    },
    async () => ({ result: [] }),
  );
}
