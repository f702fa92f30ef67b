import type { FastifyRequest } from 'fastify';
import type { LoupeRestContext } from '../../../../server/http/rest-context.ts';
import type { ResourceRouteDeps } from '../../../../server/http/resource-routes.ts';
import { notFound } from '../../../../server/http/errors.ts';
import { databaseResource } from './database-resource.ts';
import { pkParam } from '../route-params.ts';

export type VisibleDatabaseDeps = Pick<ResourceRouteDeps, 'store'> & {
  ctx: (req: FastifyRequest) => LoupeRestContext;
};

/** The `:pk` database of a request if the caller may see it; 404 otherwise (no existence leak). */
export function visibleDatabaseFinder(deps: VisibleDatabaseDeps) {
  return async (req: FastifyRequest): Promise<{ id: number; database_name: string }> => {
    const id = pkParam(req);
    const ctx = deps.ctx(req);
    const filter = databaseResource.baseFilter!;
    const visible = await deps.store.db
      .selectFrom('dbs')
      .select(['id', 'database_name'])
      .where('id', '=', id)
      .where((eb) => filter(eb, ctx) ?? eb.lit(true))
      .executeTakeFirst();
    if (!visible) throw notFound();
    return visible as { id: number; database_name: string };
  };
}
