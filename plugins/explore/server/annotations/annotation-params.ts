import type { FastifyRequest } from 'fastify';
import { notFound } from '../../../../server/http/errors.ts';
import { parseId } from '../../../../server/rest/show-resource.ts';

/** A route's path parameter as an id; 404 for anything that is not one. */
export function idParam(req: FastifyRequest, name: string): number {
  const id = parseId((req.params as Record<string, string>)[name] ?? '');
  if (id === null) throw notFound();
  return id;
}
