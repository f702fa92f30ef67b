import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bulkDeletedBody, createdBody, deletedBody, parseBulkIds, updatedBody } from '../rest/envelopes.ts';
import type { ResourceDef } from '../rest/resource-def.ts';
import { parseId } from '../rest/show-resource.ts';
import type { AuthUser } from '../security/auth-user.ts';
import { notFound } from './errors.ts';
import { responses, routeDoc } from './openapi-schemas.ts';
import { bulkDeleteSchema } from './resource-schemas.ts';

/** What the write routes ask of a resource's service: create, update by id, delete many. */
export interface ResourceWriteService<Body> {
  create(body: Body, user: AuthUser): Promise<{ id: number; result: unknown }>;
  update(id: number, body: Body, user: AuthUser): Promise<{ id: number; result: unknown }>;
  delete(ids: number[], user: AuthUser): Promise<number>;
}

export interface ResourceWriteOptions {
  /** JSON schemas of the POST and PUT bodies. */
  createSchema: object;
  updateSchema: object;
  /** The bulk delete message's nouns, e.g. ['chart', 'charts'] → "Deleted 2 charts". */
  noun: readonly [singular: string, plural: string];
}

/** A route's `:pk` as an id; 404 for anything that is not one. */
export function pkParam(req: FastifyRequest): number {
  const id = parseId((req.params as Record<string, string>).pk ?? '');
  if (id === null) throw notFound();
  return id;
}

/**
 * FAB's write routes for a resource, the counterpart of registerResourceReads: `POST /` (201 with
 * id and result), `PUT /<pk>`, `DELETE /<pk>` and the bulk `DELETE /?q=!(ids)`, all behind
 * can_write on the resource's class.
 */
export function registerResourceWrites<Body>(
  app: FastifyInstance,
  def: ResourceDef,
  service: ResourceWriteService<Body>,
  opts: ResourceWriteOptions,
): void {
  const base = `/api/v1/${def.name}`;
  const write = { access: { perm: 'can_write', view: def.className } } as const;

  app.post<{ Body: Body }>(
    `${base}/`,
    { config: write, schema: { body: opts.createSchema, response: responses.created } },
    async (req, reply) => {
      const { id, result } = await service.create(req.body as Body, req.user!);
      return reply.code(201).send(createdBody(id, result));
    },
  );

  app.put<{ Body: Body }>(
    `${base}/:pk`,
    { config: write, schema: { body: opts.updateSchema, response: responses.updated } },
    async (req) => {
      const { id, result } = await service.update(pkParam(req), req.body as Body, req.user!);
      return updatedBody(id, result);
    },
  );

  app.delete(`${base}/:pk`, { config: write, schema: routeDoc.message }, async (req) => {
    await service.delete([pkParam(req)], req.user!);
    return deletedBody();
  });

  app.delete<{ Querystring: { q?: string } }>(`${base}/`, { config: write, schema: bulkDeleteSchema }, async (req) => {
    const n = await service.delete(parseBulkIds(req.query.q), req.user!);
    return bulkDeletedBody(n, opts.noun[0], opts.noun[1]);
  });
}
