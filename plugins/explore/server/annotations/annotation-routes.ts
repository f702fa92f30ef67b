import type { FastifyInstance } from 'fastify';
import { inject, injectable } from 'tsyringe';
import type { ServerRoutes } from '../../../../server/host/server-plugin.ts';
import { responses, routeDoc } from '../../../../server/http/openapi-schemas.ts';
import { registerResourceReads } from '../../../../server/http/resource-routes.ts';
import { bulkDeleteSchema } from '../../../../server/http/resource-schemas.ts';
import {
  bulkDeletedBody,
  createdBody,
  deletedBody,
  parseBulkIds,
  updatedBody,
} from '../../../../server/rest/envelopes.ts';
import { idParam } from './annotation-params.ts';
import { IPermissionCatalog } from '../../../../server/security/permission-catalog.ts';
import { IMetadataStore } from '../../../../server/store/store.ts';
import {
  createAnnotationSchema,
  createLayerSchema,
  updateAnnotationSchema,
  updateLayerSchema,
  type AnnotationBody,
  type LayerBody,
} from './annotation-body-schemas.ts';
import { registerAnnotationReads } from './annotation-read-routes.ts';
import { ANNOTATION_CLASS, annotationLayerResource } from './annotation-resources.ts';
import { AnnotationService } from './annotation-service.ts';

const WRITE = { access: { perm: 'can_write', view: ANNOTATION_CLASS } } as const;
const BASE = '/api/v1/annotation_layer';

/** `/api/v1/annotation_layer/…` and its `<pk>/annotation/…` (reference §3.10), on Superset's `Annotation` class. */
@injectable()
export class AnnotationRoutes implements ServerRoutes {
  constructor(
    @inject(IMetadataStore) private readonly store: IMetadataStore,
    @inject(IPermissionCatalog) private readonly catalog: IPermissionCatalog,
    @inject(AnnotationService) private readonly service: AnnotationService,
  ) {}

  register(app: FastifyInstance): void {
    const { service } = this;
    const deps = { store: this.store, catalog: this.catalog };
    registerAnnotationReads(app, deps);
    registerResourceReads(app, annotationLayerResource, deps);

    app.post<{ Body: LayerBody }>(
      `${BASE}/`,
      { config: WRITE, schema: { body: createLayerSchema, response: responses.created } },
      async (req, reply) => reply.code(201).send(createdBody(await service.createLayer(req.body, req.user!), req.body)),
    );
    app.put<{ Body: LayerBody }>(
      `${BASE}/:pk`,
      { config: WRITE, schema: { body: updateLayerSchema, response: responses.updated } },
      async (req) => {
        const id = idParam(req, 'pk');
        await service.updateLayer(id, req.body, req.user!);
        return updatedBody(id, req.body);
      },
    );
    app.delete(`${BASE}/:pk`, { config: WRITE, schema: routeDoc.message }, async (req) => {
      await service.deleteLayers([idParam(req, 'pk')]);
      return deletedBody();
    });
    app.delete<{ Querystring: { q?: string } }>(
      `${BASE}/`,
      { config: WRITE, schema: bulkDeleteSchema },
      async (req) => {
        const n = await service.deleteLayers(parseBulkIds(req.query.q));
        return bulkDeletedBody(n, 'annotation layer', 'annotation layers');
      },
    );

    app.post<{ Body: AnnotationBody }>(
      `${BASE}/:pk/annotation/`,
      { config: WRITE, schema: { body: createAnnotationSchema, response: responses.created } },
      async (req, reply) => {
        const id = await service.createAnnotation(idParam(req, 'pk'), req.body, req.user!);
        return reply.code(201).send(createdBody(id, req.body));
      },
    );
    app.put<{ Body: AnnotationBody }>(
      `${BASE}/:pk/annotation/:annotation_id`,
      { config: WRITE, schema: { body: updateAnnotationSchema, response: responses.updated } },
      async (req) => {
        const id = idParam(req, 'annotation_id');
        await service.updateAnnotation(idParam(req, 'pk'), id, req.body, req.user!);
        return updatedBody(id, req.body);
      },
    );
    app.delete(`${BASE}/:pk/annotation/:annotation_id`, { config: WRITE, schema: routeDoc.message }, async (req) => {
      await service.deleteAnnotations(idParam(req, 'pk'), [idParam(req, 'annotation_id')]);
      return deletedBody();
    });
    app.delete<{ Querystring: { q?: string } }>(
      `${BASE}/:pk/annotation/`,
      { config: WRITE, schema: bulkDeleteSchema },
      async (req) => {
        const n = await service.deleteAnnotations(idParam(req, 'pk'), parseBulkIds(req.query.q));
        return bulkDeletedBody(n, 'annotation', 'annotations');
      },
    );
  }
}
