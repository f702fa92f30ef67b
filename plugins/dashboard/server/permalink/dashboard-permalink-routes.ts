import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../../../server/http/errors.ts';
import { apiResponses, openObject, pathParams } from '../../../../server/http/openapi-schemas.ts';
import { visibleDashboardId } from '../dashboard-visible.ts';
import type { DashboardLookup } from '../dashboards/dashboard-lookup.ts';
import type { DashboardPermalinkState, DashboardPermalinkStore } from './dashboard-permalink-store.ts';

/** Superset's DashboardPermalinkRestApi, and its page's `can_read` on Dashboard. */
const VIEW = 'DashboardPermalinkRestApi';
const PAGE = { access: { perm: 'can_read', view: 'Dashboard' }, loginRedirect: true } as const;

/** Superset's DashboardPermalinkStateSchema (and 2.0's filterState/hash, kept as given). */
const stateSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    dataMask: { type: ['object', 'null'] },
    activeTabs: { type: ['array', 'null'], items: { type: 'string', maxLength: 250 }, maxItems: 1000 },
    anchor: { type: ['string', 'null'], maxLength: 250 },
    urlParams: {
      type: ['array', 'null'],
      items: { type: 'array', items: { type: 'string' }, minItems: 2, maxItems: 2 },
    },
    chartStates: { type: ['object', 'null'] },
    filterState: { type: ['object', 'null'] },
    hash: { type: ['string', 'null'], maxLength: 250 },
  },
} as const;

const createdAnswer = {
  type: 'object',
  properties: { key: { type: 'string' }, url: { type: 'string' } },
};

function queryOf(req: FastifyRequest): URLSearchParams {
  const q = req.url.indexOf('?');
  return new URLSearchParams(q < 0 ? '' : req.url.slice(q + 1));
}

/**
 * `POST /api/v1/dashboard/<pk>/permalink`, `GET /api/v1/dashboard/permalink/<key>` (reference
 * §8.3) and the page `/superset/dashboard/p/<key>/`, which opens the dashboard with `permalink_key`.
 */
export function registerDashboardPermalinkRoutes(
  app: FastifyInstance,
  deps: { lookup: DashboardLookup; permalinks: DashboardPermalinkStore },
): void {
  app.post<{ Params: { pk: string }; Body: DashboardPermalinkState }>(
    '/api/v1/dashboard/:pk/permalink',
    {
      // Superset lets a guest of an embedded dashboard make its permalinks (the SDK's getDashboardPermalink).
      config: { access: { perm: 'can_write', view: VIEW }, guest: true },
      schema: { params: pathParams('pk'), body: stateSchema, response: apiResponses({ 201: createdAnswer }) },
    },
    async (req, reply) => {
      const dashboardId = await visibleDashboardId(deps.lookup, req.user, req.params.pk);
      const user = req.user!;
      const key = await deps.permalinks.put(dashboardId, req.body, user.guest ? null : user.id);
      return reply.code(201).send({ key, url: `${req.protocol}://${req.host}/superset/dashboard/p/${key}/` });
    },
  );

  app.get<{ Params: { key: string } }>(
    '/api/v1/dashboard/permalink/:key',
    {
      config: { access: { perm: 'can_read', view: VIEW } },
      schema: { params: pathParams('key'), response: apiResponses({ 200: openObject }) },
    },
    async (req) => {
      const found = await deps.permalinks.get(req.params.key);
      if (!found) throw notFound();
      await visibleDashboardId(deps.lookup, req.user, String(found.dashboardId));
      return found.value;
    },
  );

  app.get<{ Params: { key: string } }>(
    '/superset/dashboard/p/:key/',
    {
      config: PAGE,
      schema: {
        params: pathParams('key'),
        response: { 302: { description: 'Redirect to the dashboard', type: 'null' } },
      },
    },
    async (req, reply) => {
      const found = await deps.permalinks.get(req.params.key);
      if (!found) throw notFound();
      const dashboardId = await visibleDashboardId(deps.lookup, req.user, String(found.dashboardId));
      const target = new URLSearchParams([['permalink_key', req.params.key]]);
      for (const [k, v] of queryOf(req)) if (k !== 'permalink_key') target.append(k, v);
      for (const [k, v] of found.value.state.urlParams ?? []) if (!target.has(k)) target.append(k, v);
      return reply.redirect(`/superset/dashboard/${dashboardId}/?${target.toString()}`, 302);
    },
  );
}
