import type { FastifyRequest } from 'fastify';
import { notFound } from '../../../server/http/errors.ts';
import { parseId } from '../../../server/rest/show-resource.ts';

/** The `:pk` of a route as an id; 404 for anything that is not one. */
export function pkParam(req: FastifyRequest): number {
  const id = parseId((req.params as { pk: string }).pk);
  if (id === null) throw notFound();
  return id;
}
