import type { FastifyInstance } from 'fastify';
import { registerResourceWrites } from '../../../../server/http/resource-writes.ts';
import { registerResourceReads, type ResourceRouteDeps } from '../../../../server/http/resource-routes.ts';
import { parseBulkIds } from '../../../../server/rest/envelopes.ts';
import { addFavorite, favoriteStatus, removeFavorite } from '../../../../server/rest/favorites.ts';
import { createSavedQuerySchema, updateSavedQuerySchema, type SavedQueryBody } from './saved-query-body-schema.ts';
import { SAVED_QUERY_FAV_CLASS, savedQueryResource } from './saved-query-resource.ts';
import type { SavedQueryService } from './saved-query-service.ts';
import { idParam } from './route-params.ts';
import { responses, risonQuerystring, routeDoc } from '../../../../server/http/openapi-schemas.ts';
import { idListSchema } from '../../../../server/rest/rison-schemas.ts';

const READ = { access: { perm: 'can_read', view: 'SavedQuery' } } as const;

/** `/api/v1/saved_query/…` (reference §5.7): FAB reads, writes by the owner or an admin. */
export function registerSavedQueryRoutes(
  app: FastifyInstance,
  deps: ResourceRouteDeps & { service: SavedQueryService },
): void {
  const { service } = deps;
  const db = deps.store.db;

  // Static paths before the resource's `<pk>` route reads them as ids.
  app.get<{ Querystring: { q?: string } }>(
    '/api/v1/saved_query/favorite_status/',
    { config: READ, schema: { querystring: risonQuerystring(idListSchema), response: responses.result } },
    (req) => favoriteStatus(db, req.user!.id, SAVED_QUERY_FAV_CLASS, parseBulkIds(req.query.q)),
  );
  app.post('/api/v1/saved_query/:pk/favorites/', { config: READ, schema: routeDoc.result }, async (req) => {
    const id = await service.visibleId(idParam(req), req.user!);
    await addFavorite(db, req.user!.id, SAVED_QUERY_FAV_CLASS, id);
    return { result: 'OK' };
  });
  app.delete('/api/v1/saved_query/:pk/favorites/', { config: READ, schema: routeDoc.result }, async (req) => {
    const id = await service.visibleId(idParam(req), req.user!);
    await removeFavorite(db, req.user!.id, SAVED_QUERY_FAV_CLASS, id);
    return { result: 'OK' };
  });
  registerResourceReads(app, savedQueryResource, deps);

  registerResourceWrites<SavedQueryBody>(app, savedQueryResource, service, {
    createSchema: createSavedQuerySchema,
    updateSchema: updateSavedQuerySchema,
    noun: ['saved query', 'saved queries'],
  });
}
