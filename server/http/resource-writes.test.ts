import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ResourceDef } from '../rest/resource-def.ts';
import { ApiError } from './errors.ts';
import { registerResourceWrites, type ResourceWriteService } from './resource-writes.ts';

type Body = { name?: string };

async function appWith(calls: unknown[][]) {
  const service: ResourceWriteService<Body> = {
    create: async (body) => (calls.push(['create', body]), { id: 7, result: body }),
    update: async (id, body) => (calls.push(['update', id, body]), { id, result: body }),
    delete: async (ids) => (calls.push(['delete', ids]), ids.length),
  };
  const app = Fastify();
  app.setErrorHandler((err, _req, reply) =>
    err instanceof ApiError ? reply.code(err.status).send(err.body) : reply.send(err),
  );
  const def = { name: 'saved_query', className: 'SavedQuery' } as ResourceDef;
  const schema = { type: 'object', properties: { name: { type: 'string' } }, additionalProperties: false };
  registerResourceWrites(app, def, service, {
    createSchema: schema,
    updateSchema: schema,
    noun: ['saved query', 'saved queries'],
  });
  await app.ready();
  return app;
}

describe('registerResourceWrites', () => {
  it('creates (201 with id and result), updates by pk and deletes one or many, as FAB answers', async () => {
    const calls: unknown[][] = [];
    const app = await appWith(calls);
    const created = await app.inject({ method: 'POST', url: '/api/v1/saved_query/', payload: { name: 'a' } });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({ id: 7, result: { name: 'a' } });

    const updated = await app.inject({ method: 'PUT', url: '/api/v1/saved_query/3', payload: { name: 'b' } });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id: 3, result: { name: 'b' } });

    const one = await app.inject({ method: 'DELETE', url: '/api/v1/saved_query/3' });
    expect(one.json()).toEqual({ message: 'OK' });
    const many = await app.inject({ method: 'DELETE', url: '/api/v1/saved_query/?q=!(1,2)' });
    expect(many.json()).toEqual({ message: 'Deleted 2 saved queries' });
    const single = await app.inject({ method: 'DELETE', url: '/api/v1/saved_query/?q=!(5)' });
    expect(single.json()).toEqual({ message: 'Deleted 1 saved query' });

    expect(calls).toEqual([
      ['create', { name: 'a' }],
      ['update', 3, { name: 'b' }],
      ['delete', [3]],
      ['delete', [1, 2]],
      ['delete', [5]],
    ]);
  });

  it('answers 404 for a pk that is not an id, without calling the service', async () => {
    const calls: unknown[][] = [];
    const app = await appWith(calls);
    expect((await app.inject({ method: 'PUT', url: '/api/v1/saved_query/abc', payload: {} })).statusCode).toBe(404);
    expect((await app.inject({ method: 'DELETE', url: '/api/v1/saved_query/abc' })).statusCode).toBe(404);
    expect(calls).toEqual([]);
  });
});
