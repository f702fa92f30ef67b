import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, badRequest, notFound } from '../../../../server/http/errors.ts';
import { apiResponses, pathParams } from '../../../../server/http/openapi-schemas.ts';
import type { DashboardLookup } from '../dashboards/dashboard-lookup.ts';
import { visibleDashboardId } from '../dashboard-visible.ts';
import type { FilterStateCache } from './filter-state-cache.ts';

/** Superset's DashboardFilterStateRestApi: can_read/can_write on DashboardFilterStateRestApi. */
const READ = { access: { perm: 'can_read', view: 'DashboardFilterStateRestApi' } } as const;
const WRITE = { access: { perm: 'can_write', view: 'DashboardFilterStateRestApi' } } as const;
const BASE = '/api/v1/dashboard/:pk/filter_state';

/** Superset's TemporaryCachePostSchema / PutSchema: `value`, a JSON string. */
const bodySchema = {
  type: 'object',
  required: ['value'],
  additionalProperties: false,
  properties: { value: { type: 'string', minLength: 1, maxLength: 1_000_000 } },
} as const;
const tabQuery = { type: 'object', properties: { tab_id: { type: 'string' } } } as const;
const answer = (props: Record<string, object>) => ({ type: 'object', properties: props });

function valueOf(body: { value: string }): string {
  try {
    JSON.parse(body.value);
  } catch {
    throw badRequest({ value: ['Not a valid JSON string'] });
  }
  return body.value;
}

const tabOf = (tab: string | undefined) => (tab && /^\d{1,9}$/.test(tab) ? Number(tab) : null);

/** `/api/v1/dashboard/<pk>/filter_state[/<key>]` (reference §8.3): a user's unsaved native-filter state. */
export function registerFilterStateRoutes(
  app: FastifyInstance,
  deps: { lookup: DashboardLookup; filterState: FilterStateCache },
): void {
  const { filterState } = deps;
  const dashboard = (req: FastifyRequest) =>
    visibleDashboardId(deps.lookup, req.user, (req.params as { pk: string }).pk);

  app.post<{ Params: { pk: string }; Body: { value: string }; Querystring: { tab_id?: string } }>(
    BASE,
    {
      config: WRITE,
      schema: {
        params: pathParams('pk'),
        body: bodySchema,
        querystring: tabQuery,
        response: apiResponses({ 201: answer({ key: { type: 'string' } }) }),
      },
    },
    async (req, reply) => {
      const dashboardId = await dashboard(req);
      const value = valueOf(req.body);
      const key = await filterState.create({
        userId: req.user!.id,
        dashboardId,
        tabId: tabOf(req.query.tab_id),
        value,
      });
      return reply.code(201).send({ key });
    },
  );

  app.put<{ Params: { pk: string; key: string }; Body: { value: string }; Querystring: { tab_id?: string } }>(
    `${BASE}/:key`,
    {
      config: WRITE,
      schema: {
        params: pathParams('pk', 'key'),
        body: bodySchema,
        querystring: tabQuery,
        response: apiResponses({ 200: answer({ key: { type: 'string' }, message: { type: 'string' } }) }),
      },
    },
    async (req) => {
      const dashboardId = await dashboard(req);
      const value = valueOf(req.body);
      const command = { userId: req.user!.id, dashboardId, tabId: tabOf(req.query.tab_id), value };
      const key = await filterState.update(req.params.key, command);
      return { key, message: 'Value updated successfully.' };
    },
  );

  app.get<{ Params: { pk: string; key: string } }>(
    `${BASE}/:key`,
    {
      config: READ,
      schema: {
        params: pathParams('pk', 'key'),
        response: apiResponses({ 200: answer({ value: { type: 'string' } }) }),
      },
    },
    async (req) => {
      const dashboardId = await dashboard(req);
      const entry = await filterState.get(req.params.key, dashboardId);
      // Unsaved state is private to its writer, as Explore's form data (issue 13's rule).
      if (!entry) throw notFound();
      if (entry.owner !== req.user!.id) throw new ApiError(403, { message: 'Forbidden' });
      return { value: entry.value };
    },
  );

  app.delete<{ Params: { pk: string; key: string } }>(
    `${BASE}/:key`,
    {
      config: WRITE,
      schema: {
        params: pathParams('pk', 'key'),
        response: apiResponses({ 200: answer({ message: { type: 'string' } }) }),
      },
    },
    async (req) => {
      const dashboardId = await dashboard(req);
      await filterState.delete(req.params.key, dashboardId, req.user!.id);
      return { message: 'Deleted successfully' };
    },
  );
}
