import type { FastifyInstance } from 'fastify';
import {
  apiResponses,
  pathParams,
  resultOf,
  responses,
  risonQuerystring,
  routeDoc,
} from '../../../../server/http/openapi-schemas.ts';
import { registerResourceReads, type ResourceRouteDeps } from '../../../../server/http/resource-routes.ts';
import { bulkDeleteSchema, resourceReadSchemas } from '../../../../server/http/resource-schemas.ts';
import { bulkDeletedBody, createdBody, deletedBody, parseBulkIds } from '../../../../server/rest/envelopes.ts';
import { addFavorite, favoriteStatus, removeFavorite } from '../../../../server/rest/favorites.ts';
import { idListSchema } from '../../../../server/rest/rison-schemas.ts';
import { showResource } from '../../../../server/rest/show-resource.ts';
import { notFound } from '../../../../server/http/errors.ts';
import { DASHBOARD_FAV_CLASS } from './dashboard-access.ts';
import {
  colorsSchema,
  copyDashboardSchema,
  createDashboardSchema,
  updateDashboardSchema,
  type ColorsBody,
  type CopyBody,
  type DashboardBody,
} from './dashboard-body-schema.ts';
import { registerDashboardChildrenRoutes } from './dashboard-children-routes.ts';
import type { DashboardLookup } from './dashboard-lookup.ts';
import type { DashboardResource } from './dashboard-resource.ts';
import type { DashboardService } from './dashboard-service.ts';

const READ = { access: { perm: 'can_read', view: 'Dashboard' } } as const;
/** A read a guest of an embedded dashboard may make too: the lookup shows it only the dashboards its token names. */
const GUEST_READ = { ...READ, guest: true } as const;
const WRITE = { access: { perm: 'can_write', view: 'Dashboard' } } as const;
const BASE = '/api/v1/dashboard';

const idParam = (pk: string): number => {
  if (!/^\d{1,15}$/.test(pk)) throw notFound();
  return Number(pk);
};

const modified = {
  type: 'object',
  additionalProperties: true,
  properties: {
    id: {},
    result: { type: 'object', additionalProperties: true },
    last_modified_time: { type: 'number' },
  },
};

export interface DashboardRouteDeps extends ResourceRouteDeps {
  resource: DashboardResource;
  lookup: DashboardLookup;
  service: DashboardService;
}

/** `/api/v1/dashboard/…` (reference §8.2): FAB reads, show by id or slug, writes by owners, favourites, copy. */
export function registerDashboardRoutes(app: FastifyInstance, deps: DashboardRouteDeps): void {
  const { service, lookup, resource } = deps;
  const db = deps.store.db;

  // Static paths before `<pk>` routes read them as ids or slugs.
  app.get<{ Querystring: { q?: string } }>(
    `${BASE}/favorite_status/`,
    { config: READ, schema: { querystring: risonQuerystring(idListSchema), response: responses.result } },
    async (req) => {
      const ids = parseBulkIds(req.query.q);
      // Superset's DashboardDAO.find_by_ids: none of them visible answers 404.
      if ((await lookup.visibleIds(ids, req.user)).length === 0) throw notFound();
      return favoriteStatus(db, req.user!.id, DASHBOARD_FAV_CLASS, ids);
    },
  );

  const ctx = registerResourceReads(app, resource, deps, { show: false });

  app.get<{ Params: { pk: string }; Querystring: { q?: string } }>(
    `${BASE}/:pk`,
    { config: GUEST_READ, schema: resourceReadSchemas.show },
    async (req) => {
      const dash = await lookup.find(req.params.pk, req.user);
      const shown = await showResource(db, resource, dash.id, req.query.q, ctx(req));
      const charts = await db
        .selectFrom('dashboard_slices')
        .innerJoin('slices', 'slices.id', 'dashboard_slices.slice_id')
        .select('slices.slice_name')
        .where('dashboard_slices.dashboard_id', '=', dash.id)
        .orderBy('dashboard_slices.id')
        .execute();
      const wantsCharts = !req.query.q || !/columns/.test(req.query.q);
      if (wantsCharts) shown.result.charts = charts.map((c) => c.slice_name);
      return shown;
    },
  );

  registerDashboardChildrenRoutes(app, lookup);

  app.post<{ Body: DashboardBody }>(
    `${BASE}/`,
    { config: WRITE, schema: { body: createDashboardSchema, response: responses.created } },
    async (req, reply) => {
      const { id, result } = await service.create(req.body, req.user!);
      return reply.code(201).send(createdBody(id, result));
    },
  );

  app.put<{ Params: { pk: string }; Body: DashboardBody }>(
    `${BASE}/:pk`,
    {
      config: WRITE,
      schema: { params: pathParams('pk'), body: updateDashboardSchema, response: apiResponses({ 200: modified }) },
    },
    async (req) => service.update(idParam(req.params.pk), req.body, req.user!),
  );

  app.delete<{ Params: { pk: string } }>(
    `${BASE}/:pk`,
    { config: WRITE, schema: { params: pathParams('pk'), ...routeDoc.message } },
    async (req) => {
      await service.delete([idParam(req.params.pk)], req.user!);
      return deletedBody();
    },
  );

  app.delete<{ Querystring: { q?: string } }>(`${BASE}/`, { config: WRITE, schema: bulkDeleteSchema }, async (req) => {
    const n = await service.delete(parseBulkIds(req.query.q), req.user!);
    return bulkDeletedBody(n, 'dashboard', 'dashboards');
  });

  app.post<{ Params: { pk: string }; Body: CopyBody }>(
    `${BASE}/:pk/copy/`,
    {
      config: WRITE,
      schema: {
        params: pathParams('pk'),
        body: copyDashboardSchema,
        response: apiResponses({ 200: resultOf({ type: 'object', additionalProperties: true }) }),
      },
    },
    async (req) => {
      const source = await lookup.find(req.params.pk, req.user);
      return { result: await service.copy(source, req.body, req.user!) };
    },
  );

  app.post<{ Params: { pk: string } }>(
    `${BASE}/:pk/favorites/`,
    { config: READ, schema: { params: pathParams('pk'), ...routeDoc.result } },
    async (req) => {
      const dash = await lookup.find(idParam(req.params.pk), req.user);
      await addFavorite(db, req.user!.id, DASHBOARD_FAV_CLASS, dash.id);
      return { result: 'OK' };
    },
  );
  app.delete<{ Params: { pk: string } }>(
    `${BASE}/:pk/favorites/`,
    { config: READ, schema: { params: pathParams('pk'), ...routeDoc.result } },
    async (req) => {
      const dash = await lookup.find(idParam(req.params.pk), req.user);
      await removeFavorite(db, req.user!.id, DASHBOARD_FAV_CLASS, dash.id);
      return { result: 'OK' };
    },
  );

  app.put<{ Params: { pk: string }; Querystring: { mark_updated?: string }; Body: ColorsBody }>(
    `${BASE}/:pk/colors`,
    {
      config: WRITE,
      schema: {
        params: pathParams('pk'),
        querystring: {
          type: 'object',
          properties: { mark_updated: { type: 'string', enum: ['true', 'false'] } },
        },
        body: colorsSchema,
        response: apiResponses({ 200: modified }),
      },
    },
    async (req) => service.colors(idParam(req.params.pk), req.body, req.query.mark_updated === 'true', req.user!),
  );
}
