import type { FastifyInstance } from 'fastify';
import { pathParams } from '../../../../server/http/openapi-schemas.ts';
import type { ResourceRouteDeps } from '../../../../server/http/resource-routes.ts';
import { resourceReadSchemas as schemas } from '../../../../server/http/resource-schemas.ts';
import { restContext } from '../../../../server/http/rest-context.ts';
import { infoResource } from '../../../../server/rest/info-resource.ts';
import { listResource } from '../../../../server/rest/list-resource.ts';
import { relatedResource } from '../../../../server/rest/related-resource.ts';
import { showResource } from '../../../../server/rest/show-resource.ts';
import { ANNOTATION_CLASS, annotationResource, annotationsOfLayer } from './annotation-resources.ts';
import { idParam } from './annotation-params.ts';

type Q = { Querystring: { q?: string } };
const READ = { access: { perm: 'can_read', view: ANNOTATION_CLASS } } as const;
const BASE = '/api/v1/annotation_layer/:pk/annotation';

/**
 * The FAB reads of one layer's annotations (superset/annotation_layers/annotations/api.py): the
 * list and show narrowed to the layer in the path (a missing layer lists nothing, as Superset's
 * `layer rel_o_m <pk>` filter), `_info` and `related/<col>`.
 */
export function registerAnnotationReads(app: FastifyInstance, deps: ResourceRouteDeps): void {
  const ctx = (req: Parameters<typeof restContext>[0]) => restContext(req, deps.store.dialect, deps.catalog);
  const db = deps.store.db;
  const withPk = (extra: string[] = []) => pathParams('pk', ...extra);

  app.get<Q>(`${BASE}/`, { config: READ, schema: { ...schemas.list, params: withPk() } }, (req) =>
    listResource(db, annotationsOfLayer(idParam(req, 'pk')), req.query.q, ctx(req)),
  );
  app.get<Q>(`${BASE}/_info`, { config: READ, schema: { ...schemas.info, params: withPk() } }, async (req) =>
    infoResource(annotationResource, req.query.q, ctx(req)),
  );
  app.get<Q & { Params: { column: string } }>(
    `${BASE}/related/:column`,
    { config: READ, schema: { ...schemas.related, params: withPk(['column']) } },
    (req) => relatedResource(db, annotationResource, req.params.column, req.query.q, ctx(req)),
  );
  app.get<Q>(
    `${BASE}/:annotation_id`,
    { config: READ, schema: { ...schemas.show, params: withPk(['annotation_id']) } },
    (req) =>
      showResource(db, annotationsOfLayer(idParam(req, 'pk')), idParam(req, 'annotation_id'), req.query.q, ctx(req)),
  );
}
