import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, notFound } from '../http/errors.ts';
import { apiResponses, resultOf, risonQuerystring } from '../http/openapi-schemas.ts';
import { registerResourceReads } from '../http/resource-routes.ts';
import { createdBody, deletedBody, updatedBody } from '../rest/envelopes.ts';
import type { ResourceDef } from '../rest/resource-def.ts';
import { parseRisonQuery } from '../rest/rison.ts';
import { parseId } from '../rest/show-resource.ts';
import type { IMetadataStore } from '../store/store.ts';
import type { IPermissionCatalog } from './permission-catalog.ts';
import type { RoleAdmin, RoleSearchArgs } from './role-admin.ts';
import * as S from './security-admin-schemas.ts';
import {
  permissionResource,
  permissionViewResource,
  roleResource,
  userResource,
  viewMenuResource,
} from './security-resources.ts';
import type { UserAdmin, UserWrite } from './user-admin.ts';

export interface SecurityAdminDeps {
  store: IMetadataStore;
  catalog: IPermissionCatalog;
  users: UserAdmin;
  roles: RoleAdmin;
}

type Q = { Querystring: { q?: string } };
type Pk = { Params: { pk: string } };

function pk(req: FastifyRequest): number {
  const id = parseId((req.params as { pk: string }).pk);
  if (id === null) throw notFound();
  return id;
}

const actor = (req: FastifyRequest) => ({ id: req.user!.id });

/**
 * The security administration API (FAB's security REST API with Superset's role additions):
 * users, roles, permissions, view menus and their pairs, a role's permissions and users, and the
 * signed-in user's own name and password. Every class is admin-only by the built-in roles; every
 * write is audited in the action log.
 */
export function registerSecurityAdminRoutes(app: FastifyInstance, deps: SecurityAdminDeps): void {
  // FAB's read routes, as every resource has them; related/distinct only where the resource has columns for them.
  const reads = (def: ResourceDef) =>
    registerResourceReads(app, def, deps, {
      related: Boolean(def.relatedColumns?.length),
      distinct: Boolean(def.distinctColumns?.length),
    });
  reads(userResource);
  reads(roleResource);
  reads(permissionResource);
  reads(viewMenuResource);
  reads(permissionViewResource);

  const userWrite = { access: { perm: 'can_write', view: 'User' } } as const;
  const roleWrite = { access: { perm: 'can_write', view: 'Role' } } as const;
  const roleRead = { access: { perm: 'can_read', view: 'Role' } } as const;

  app.post<{
    Body: UserWrite & { username: string; first_name: string; last_name: string; roles: number[]; password: string };
  }>(
    '/api/v1/security/users/',
    {
      config: userWrite,
      schema: {
        body: S.userPostBody,
        response: apiResponses({ 201: S.idResult }),
      },
    },
    async (req, reply) => {
      const id = await deps.users.create(req.body, actor(req));
      const { password: _pw, ...echo } = req.body;
      return reply.code(201).send(createdBody(id, echo));
    },
  );

  app.put<Pk & { Body: UserWrite }>(
    '/api/v1/security/users/:pk',
    {
      config: userWrite,
      schema: {
        params: S.pkParams,
        body: S.userPutBody,
        response: apiResponses({ 200: S.idResult }),
      },
    },
    async (req) => {
      const id = pk(req);
      await deps.users.update(id, req.body, actor(req));
      const { password: _pw, ...echo } = req.body;
      return updatedBody(id, echo);
    },
  );

  app.delete<Pk>(
    '/api/v1/security/users/:pk',
    {
      config: userWrite,
      schema: {
        params: S.pkParams,
        response: apiResponses({ 200: S.okMessage }),
      },
    },
    async (req) => {
      await deps.users.delete(pk(req), actor(req));
      return deletedBody();
    },
  );

  app.post<{ Body: { name: string } }>(
    '/api/v1/security/roles/',
    {
      config: roleWrite,
      schema: {
        body: S.rolePostBody,
        response: apiResponses({ 201: S.idResult }),
      },
    },
    async (req, reply) => {
      const id = await deps.roles.create(req.body.name, actor(req));
      return reply.code(201).send(createdBody(id, { name: req.body.name.trim() }));
    },
  );

  app.put<Pk & { Body: { name: string } }>(
    '/api/v1/security/roles/:pk',
    {
      config: roleWrite,
      schema: {
        params: S.pkParams,
        body: S.rolePostBody,
        response: apiResponses({ 200: S.idResult }),
      },
    },
    async (req) => {
      const id = pk(req);
      await deps.roles.rename(id, req.body.name, actor(req));
      return updatedBody(id, { name: req.body.name.trim() });
    },
  );

  app.delete<Pk>(
    '/api/v1/security/roles/:pk',
    {
      config: roleWrite,
      schema: {
        params: S.pkParams,
        response: apiResponses({ 200: S.okMessage }),
      },
    },
    async (req) => {
      await deps.roles.delete(pk(req), actor(req));
      return deletedBody();
    },
  );

  app.get<Q>(
    '/api/v1/security/roles/search/',
    {
      config: { access: { perm: 'list_roles', view: 'Role' } },
      schema: {
        querystring: risonQuerystring(S.roleSearchQuery),
        response: apiResponses({ 200: S.roleSearchAnswer }),
      },
    },
    async (req) => {
      const a = parseRisonQuery<Partial<RoleSearchArgs>>(req.query.q, S.roleSearchQuery);
      return deps.roles.search({
        order_column: a.order_column ?? 'id',
        order_direction: a.order_direction ?? 'asc',
        page: a.page ?? 0,
        page_size: a.page_size ?? 10,
        filters: a.filters ?? [],
      });
    },
  );

  app.get<Pk>(
    '/api/v1/security/roles/:pk/permissions/',
    {
      config: roleRead,
      schema: {
        params: S.pkParams,
        response: apiResponses({ 200: S.rolePermissionsAnswer }),
      },
    },
    async (req) => ({ result: await deps.roles.permissions(pk(req)) }),
  );

  app.post<Pk & { Body: { permission_view_menu_ids: number[] } }>(
    '/api/v1/security/roles/:pk/permissions',
    {
      config: roleWrite,
      schema: {
        params: S.pkParams,
        body: S.rolePermissionsBody,
        response: apiResponses({
          200: {
            type: 'object',
            properties: {
              result: {
                type: 'object',
                properties: { permission_view_menu_ids: { type: 'array', items: { type: 'integer' } } },
              },
            },
          },
        }),
      },
    },
    async (req) => {
      const ids = await deps.roles.setPermissions(pk(req), req.body.permission_view_menu_ids, actor(req));
      return { result: { permission_view_menu_ids: ids } };
    },
  );

  app.put<Pk & { Body: { user_ids: number[] } }>(
    '/api/v1/security/roles/:pk/users',
    {
      config: roleWrite,
      schema: {
        params: S.pkParams,
        body: S.roleUsersBody,
        response: apiResponses({
          200: {
            type: 'object',
            properties: {
              result: { type: 'object', properties: { user_ids: { type: 'array', items: { type: 'integer' } } } },
            },
          },
        }),
      },
    },
    async (req) => {
      const ids = await deps.roles.setUsers(pk(req), req.body.user_ids, actor(req));
      return { result: { user_ids: ids } };
    },
  );

  app.put<{ Body: { first_name?: string; last_name?: string } }>(
    '/api/v1/me/',
    {
      config: { access: 'authenticated' },
      schema: {
        body: S.mePutBody,
        response: apiResponses({ 200: resultOf() }),
      },
    },
    async (req) => {
      // Superset's CurrentUserRestApi.update_me: 400 for an empty body, else the user as GET /me/ shows it.
      if (Object.keys(req.body ?? {}).length === 0) throw badRequest('At least one field must be provided.');
      await deps.users.updateOwnName(req.user!.id, req.body);
      const u = req.user!;
      return {
        result: {
          id: u.id,
          username: u.username,
          first_name: req.body.first_name ?? u.firstName,
          last_name: req.body.last_name ?? u.lastName,
          email: u.email,
          is_active: u.active,
          is_anonymous: false,
        },
      };
    },
  );

  app.put<{ Body: { current_password: string; password: string } }>(
    '/api/v1/me/password/',
    {
      config: { access: 'authenticated' },
      schema: {
        body: S.mePasswordBody,
        response: apiResponses({ 200: S.okMessage }),
      },
    },
    async (req) => {
      await deps.users.changeOwnPassword(req.user!.id, req.body.current_password, req.body.password);
      return { message: 'OK' };
    },
  );
}
