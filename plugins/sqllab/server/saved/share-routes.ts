import type { FastifyInstance, FastifyReply } from 'fastify';
import { badRequest, notFound } from '../../../../server/http/errors.ts';
import { parseId } from '../../../../server/rest/show-resource.ts';
import { KV_RESOURCES, keyOfUuid, uuidOfKey, type KeyValueStore } from './key-value-store.ts';
import { apiResponses, openObject, routeDoc } from '../../../../server/http/openapi-schemas.ts';

/** `POST /api/v1/sqllab/permalink`: the shared tab's fields (Superset's SqlLabPermalinkSchema). */
const permalinkSchema = {
  type: 'object',
  required: ['dbId', 'sql'],
  additionalProperties: false,
  properties: {
    dbId: { type: 'integer' },
    name: { type: ['string', 'null'] },
    catalog: { type: ['string', 'null'] },
    schema: { type: ['string', 'null'] },
    sql: { type: 'string' },
    autorun: { type: ['boolean', 'null'] },
    templateParams: { type: ['string', 'object', 'null'] },
  },
} as const;

const MAX_KV_VALUE = 60 * 1024;

/**
 * Shared SQL Lab queries: Superset's SQL Lab permalinks (`/api/v1/sqllab/permalink`, opened at
 * `/sqllab/p/<key>`) and the legacy key/value store old share links use (`/kv/store/`, `/kv/<id>/`).
 */
export function registerShareRoutes(app: FastifyInstance, deps: { kv: KeyValueStore }): void {
  const { kv } = deps;

  app.post<{ Body: Record<string, unknown> }>(
    '/api/v1/sqllab/permalink',
    {
      config: { access: { perm: 'can_write', view: 'SqlLabPermalinkRestApi' } },
      schema: { body: permalinkSchema, response: apiResponses({ 201: openObject }) },
    },
    async (req, reply) => {
      const { uuid } = await kv.put(KV_RESOURCES.sqllabPermalink, JSON.stringify(req.body), req.user!.id);
      const key = keyOfUuid(uuid);
      const origin = `${req.protocol}://${req.host}`;
      return reply.code(201).send({ key, url: `${origin}/sqllab/p/${key}` });
    },
  );

  app.get<{ Params: { key: string } }>(
    '/api/v1/sqllab/permalink/:key',
    { config: { access: { perm: 'can_read', view: 'SqlLabPermalinkRestApi' } }, schema: routeDoc.object },
    async (req) => {
      const uuid = uuidOfKey(req.params.key);
      const value = uuid ? await kv.byUuid(KV_RESOURCES.sqllabPermalink, uuid) : null;
      if (value === null) throw notFound();
      return JSON.parse(value) as Record<string, unknown>;
    },
  );

  // The page of a permalink: the editor reads `?permalink=` and opens the saved SQL in a new tab.
  app.get<{ Params: { key: string } }>('/sqllab/p/:key', { config: { access: 'public' } }, async (req, reply) =>
    reply.redirect(`/sqllab/?permalink=${encodeURIComponent(req.params.key)}`),
  );
  app.get<{ Params: { key: string } }>('/sqllab/p/:key/', { config: { access: 'public' } }, async (req, reply) =>
    reply.redirect(`/sqllab/?permalink=${encodeURIComponent(req.params.key)}`),
  );

  app.post('/kv/store/', { config: { access: { perm: 'can_store', view: 'KV' } } }, async (req) => {
    const body = req.body as Record<string, unknown> | undefined;
    const data = body && typeof body === 'object' ? body.data : undefined;
    if (typeof data !== 'string' || data === '') throw badRequest({ data: ['Missing data for required field.'] });
    if (data.length > MAX_KV_VALUE) throw badRequest({ data: ['Longer than maximum length 61440.'] });
    const { id } = await kv.put(KV_RESOURCES.legacyKv, data, req.user!.id);
    return { id };
  });

  const getValue = async (req: { params: { id: string } }, reply: FastifyReply) => {
    const id = parseId(req.params.id);
    const value = id === null ? null : await kv.byId(KV_RESOURCES.legacyKv, id);
    if (value === null) throw notFound();
    return reply.type('text/plain; charset=utf-8').send(value);
  };
  app.get<{ Params: { id: string } }>(
    '/kv/:id/',
    { config: { access: { perm: 'can_get_value', view: 'KV' } } },
    getValue,
  );
  app.get<{ Params: { id: string } }>(
    '/kv/:id',
    { config: { access: { perm: 'can_get_value', view: 'KV' } } },
    getValue,
  );
}
