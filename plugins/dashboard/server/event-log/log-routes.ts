import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../../../../server/http/errors.ts';
import { apiResponses, resultOf, risonQuerystring } from '../../../../server/http/openapi-schemas.ts';
import { registerResourceReads, type ResourceRouteDeps } from '../../../../server/http/resource-routes.ts';
import { parseRisonQuery } from '../../../../server/rest/rison.ts';
import type { DashboardServiceDb } from '../migrations/service-tables.ts';
import { parseEvents, rowsOfEvents } from './client-events.ts';
import { logResource } from './log-resource.ts';
import { boundaryOf, multipartFields } from './multipart-fields.ts';
import { recentActivity, recentActivityQuery, type RecentActivityQuery } from './recent-activity.ts';

/** A beacon of 1,024 events stays well under this. */
const LOG_BODY_LIMIT = 4 * 1024 * 1024;

const logQuery = {
  type: 'object',
  properties: {
    explode: { type: 'string' },
    dashboard_id: { type: 'string' },
    slice_id: { type: 'string' },
  },
} as const;

const activityAnswer = resultOf({
  type: 'array',
  items: {
    type: 'object',
    properties: {
      action: { type: 'string' },
      item_type: { type: 'string' },
      item_url: { type: 'string' },
      item_title: { type: 'string' },
      time: { type: 'number' },
      time_delta_humanized: { type: 'string' },
    },
  },
});

type LogReq = FastifyRequest<{ Querystring: { dashboard_id?: string; slice_id?: string } }>;

/** The `events` of a post: a multipart or urlencoded field, or a JSON body's `events`. */
function eventsOf(req: LogReq): unknown {
  const body = req.body;
  if (Buffer.isBuffer(body)) {
    const boundary = boundaryOf(req.headers['content-type']);
    const fields = boundary ? multipartFields(body, boundary) : null;
    if (!fields) throw badRequest('The request body is not valid multipart/form-data');
    return fields.events;
  }
  if (body !== null && typeof body === 'object' && !Array.isArray(body))
    return (body as Record<string, unknown>).events;
  throw badRequest({ events: ['Missing data for required field.'] });
}

/**
 * The client event log (reference §13): `POST /superset/log/?explode=events` (CSRF-exempt, as
 * Superset's WTF_CSRF_EXEMPT_LIST has it; signed-in callers only, guests' events accepted and
 * dropped) writes one `logs` row per event,
 * all or none; `GET /api/v1/log/` and `/<pk>` (Admin) and `/recent_activity/` (everyone, their own).
 */
export function registerLogRoutes(app: FastifyInstance, deps: ResourceRouteDeps & { db: DashboardServiceDb }): void {
  app.get<{ Querystring: { q?: string } }>(
    '/api/v1/log/recent_activity/',
    {
      config: { access: { perm: 'can_recent_activity', view: 'Log' } },
      schema: { querystring: risonQuerystring(recentActivityQuery), response: apiResponses({ 200: activityAnswer }) },
    },
    async (req) => {
      const q = parseRisonQuery<RecentActivityQuery>(req.query.q, recentActivityQuery);
      return { result: await recentActivity(deps.db, req.user!.id, q) };
    },
  );
  registerResourceReads(app, logResource, deps, { related: false, distinct: false });

  // The beacon's multipart body, parsed here only (this scope), as a buffer read below.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'multipart/form-data',
      { parseAs: 'buffer', bodyLimit: LOG_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    scope.post<{ Querystring: { explode?: string; dashboard_id?: string; slice_id?: string } }>(
      '/superset/log/',
      {
        config: { access: 'authenticated', csrf: false, guest: true },
        bodyLimit: LOG_BODY_LIMIT,
        schema: { querystring: logQuery, response: { 200: { description: 'Logged', type: 'null' } } },
      },
      async (req, reply) => {
        const events = parseEvents(eventsOf(req));
        // A guest of an embedded dashboard has no account to log under: its events are read and dropped.
        if (req.user?.guest) return reply.code(200).send();
        const referrer = typeof req.headers.referer === 'string' ? req.headers.referer : null;
        const rows = rowsOfEvents(events, {
          userId: req.user?.id ?? null,
          dashboardId: req.query.dashboard_id,
          sliceId: req.query.slice_id,
          referrer,
        });
        if (rows.length) await deps.db.insertInto('logs').values(rows).execute();
        return reply.code(200).send();
      },
    );
  });
}
