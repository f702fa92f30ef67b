import type { FastifyInstance } from 'fastify';
import { registerResourceReads, type ResourceRouteDeps } from '../../../../server/http/resource-routes.ts';
import { createdBody, deletedBody, parseBulkIds, updatedBody } from '../../../../server/rest/envelopes.ts';
import { pkParam } from '../route-params.ts';
import { createRlsSchema, updateRlsSchema, type RlsBody } from './rls-body-schema.ts';
import { rlsResource } from './rls-resource.ts';
import type { RlsService } from './rls-service.ts';
import { responses, routeDoc } from '../../../../server/http/openapi-schemas.ts';
import { bulkDeleteSchema } from '../../../../server/http/resource-schemas.ts';

const WRITE = { access: { perm: 'can_write', view: 'Row Level Security' } } as const;

/** `/api/v1/rowlevelsecurity/…` (reference §15.4): reads, create, update, delete, bulk delete. */
export function registerRlsRoutes(app: FastifyInstance, deps: ResourceRouteDeps & { service: RlsService }): void {
  registerResourceReads(app, rlsResource, deps);
  const { service } = deps;

  app.post<{ Body: RlsBody }>(
    '/api/v1/rowlevelsecurity/',
    { config: WRITE, schema: { body: createRlsSchema, response: responses.created } },
    async (req, reply) => {
      const { id, result } = await service.create(req.body, req.user!);
      return reply.code(201).send(createdBody(id, result));
    },
  );

  app.put<{ Body: Partial<RlsBody> }>(
    '/api/v1/rowlevelsecurity/:pk',
    { config: WRITE, schema: { body: updateRlsSchema, response: responses.updated } },
    async (req) => {
      const { id, result } = await service.update(pkParam(req), req.body, req.user!);
      return updatedBody(id, result);
    },
  );

  app.delete('/api/v1/rowlevelsecurity/:pk', { config: WRITE, schema: routeDoc.message }, async (req) => {
    await service.delete([pkParam(req)], req.user!);
    return deletedBody();
  });

  // Superset words it "Deleted %(num)d rules" whatever the number.
  app.delete<{ Querystring: { q?: string } }>(
    '/api/v1/rowlevelsecurity/',
    { config: WRITE, schema: bulkDeleteSchema },
    async (req) => {
      const n = await service.delete(parseBulkIds(req.query.q), req.user!);
      return { message: `Deleted ${n} rules` };
    },
  );
}
