import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../../../server/http/errors.ts';
import { pathParams, responses, routeDoc } from '../../../../server/http/openapi-schemas.ts';
import type { GuestUsers } from '../../../../server/security/guest-users.ts';
import type { GuestResource } from '../../../../server/security/guest-token.ts';
import type { DashboardDb } from '../migrations/dashboard-tables.ts';
import { EmbeddedStore, findDashboardId } from './embedded-store.ts';

const READ = { perm: 'can_read', view: 'Dashboard' } as const;
const SET_EMBEDDED = { perm: 'can_set_embedded', view: 'Dashboard' } as const;

const configBody = {
  type: 'object',
  required: ['allowed_domains'],
  additionalProperties: false,
  properties: {
    allowed_domains: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 1000 } },
  },
} as const;

/** Superset's GuestTokenCreateSchema (the newer one: unknown rule keys refused, dataset a positive id). */
const guestTokenBody = {
  type: 'object',
  required: ['resources', 'rls'],
  properties: {
    user: {
      type: 'object',
      properties: {
        username: { type: 'string', maxLength: 256 },
        first_name: { type: 'string', maxLength: 256 },
        last_name: { type: 'string', maxLength: 256 },
      },
    },
    resources: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        required: ['type', 'id'],
        properties: { type: { enum: ['dashboard'] }, id: { type: 'string', minLength: 1, maxLength: 256 } },
      },
    },
    rls: {
      type: 'array',
      maxItems: 100,
      items: {
        type: 'object',
        required: ['clause'],
        additionalProperties: false,
        properties: {
          dataset: { type: 'integer', minimum: 1 },
          clause: { type: 'string', minLength: 1, maxLength: 10000 },
        },
      },
    },
  },
} as const;

export const EMBEDDED_NOT_FOUND = 'Embedded dashboard could not be found.';

type GuestTokenBody = {
  user?: { username?: string; first_name?: string; last_name?: string };
  resources: GuestResource[];
  rls: { dataset?: number; clause: string }[];
};

/**
 * The embedding configuration (reference §1.4, embedded-sdk.md §4): GET/POST/PUT/DELETE
 * `/api/v1/dashboard/<id_or_slug>/embedded`, `GET /api/v1/embedded_dashboard/<uuid>`, and the
 * guest token `POST /api/v1/security/guest_token/`. Everything answers 404 while the
 * EMBEDDED_SUPERSET flag is off, as Superset's before_request hook.
 */
export function registerEmbeddedApiRoutes(
  app: FastifyInstance,
  deps: { db: DashboardDb; guestUsers: GuestUsers; enabled: boolean },
): void {
  const store = new EmbeddedStore(deps.db);
  const dashboardOr404 = async (idOrSlug: string) => {
    if (!deps.enabled) throw notFound();
    const id = await findDashboardId(deps.db, idOrSlug);
    if (id === null) throw notFound();
    return id;
  };
  const params = pathParams('id_or_slug');

  app.get<{ Params: { id_or_slug: string } }>(
    '/api/v1/dashboard/:id_or_slug/embedded',
    { config: { access: READ }, schema: { params, ...routeDoc.result } },
    async (req) => {
      const row = await store.byDashboard(await dashboardOr404(req.params.id_or_slug));
      if (!row) throw notFound();
      return { result: await store.wire(row.uuid) };
    },
  );

  for (const method of ['POST', 'PUT'] as const) {
    app.route<{ Params: { id_or_slug: string }; Body: { allowed_domains: string[] } }>({
      method,
      url: '/api/v1/dashboard/:id_or_slug/embedded',
      config: { access: SET_EMBEDDED },
      schema: { params, body: configBody, response: responses.result },
      handler: async (req) => {
        const id = await dashboardOr404(req.params.id_or_slug);
        const uuid = await store.upsert(id, req.body.allowed_domains, req.user!.id);
        return { result: await store.wire(uuid) };
      },
    });
  }

  app.delete<{ Params: { id_or_slug: string } }>(
    '/api/v1/dashboard/:id_or_slug/embedded',
    { config: { access: SET_EMBEDDED }, schema: { params, ...routeDoc.message } },
    async (req) => {
      await store.remove(await dashboardOr404(req.params.id_or_slug));
      return { message: 'OK' };
    },
  );

  app.get<{ Params: { uuid: string } }>(
    '/api/v1/embedded_dashboard/:uuid',
    {
      config: { access: { perm: 'can_read', view: 'EmbeddedDashboard' } },
      schema: { params: pathParams('uuid'), ...routeDoc.result },
    },
    async (req) => {
      if (!deps.enabled) throw notFound();
      const row = await store.byUuid(req.params.uuid);
      if (!row) throw notFound();
      return { result: await store.wire(row.uuid) };
    },
  );

  app.post<{ Body: GuestTokenBody }>(
    '/api/v1/security/guest_token/',
    {
      config: { access: { perm: 'can_grant_guest_token', view: 'SecurityRestApi' } },
      schema: { body: guestTokenBody, ...routeDoc.object },
    },
    async (req) => {
      if (!deps.enabled) throw notFound();
      // Each resource names an embedding (uuid) or a dashboard (id or slug), else 400.
      for (const r of req.body.resources) {
        const known = (await store.byUuid(r.id)) ?? (await findDashboardId(deps.db, r.id));
        if (known === null) throw badRequest(EMBEDDED_NOT_FOUND);
      }
      const u = req.body.user ?? {};
      const user = {
        ...(u.username !== undefined && { username: u.username }),
        ...(u.first_name !== undefined && { first_name: u.first_name }),
        ...(u.last_name !== undefined && { last_name: u.last_name }),
      };
      const resources = req.body.resources.map((r) => ({ type: r.type, id: r.id }));
      const rls = req.body.rls.map((r) => (r.dataset === undefined ? { clause: r.clause } : r));
      const token = await deps.guestUsers.tokens.mint({ user, resources, rls }, deps.guestUsers.audience(req));
      return { token };
    },
  );
}
