import type { FastifyInstance } from 'fastify';
import { registerResourceReads, type ResourceRouteDeps } from '../../../../server/http/resource-routes.ts';
import { bulkDeletedBody, createdBody, deletedBody, parseBulkIds } from '../../../../server/rest/envelopes.ts';
import { pkParam } from '../route-params.ts';
import {
  createDatasetSchema,
  duplicateDatasetSchema,
  getOrCreateDatasetSchema,
  updateDatasetSchema,
  type CreateDatasetBody,
  type UpdateDatasetBody,
} from './dataset-body-schema.ts';
import { datasetResource } from './dataset-resource.ts';
import type { DatasetService } from './dataset-service.ts';
import { showDataset } from './dataset-show.ts';
import { responses, routeDoc } from '../../../../server/http/openapi-schemas.ts';
import { bulkDeleteSchema, resourceReadSchemas } from '../../../../server/http/resource-schemas.ts';

const READ = { access: { perm: 'can_read', view: 'Dataset' } } as const;
const WRITE = { access: { perm: 'can_write', view: 'Dataset' } } as const;

/** `/api/v1/dataset/…` (reference §6.2). */
export function registerDatasetRoutes(
  app: FastifyInstance,
  deps: ResourceRouteDeps & { service: DatasetService },
): void {
  const ctx = registerResourceReads(app, datasetResource, deps, { show: false });
  const { service } = deps;

  app.get<{ Params: { pk: string }; Querystring: { q?: string } }>(
    '/api/v1/dataset/:pk',
    { config: READ, schema: resourceReadSchemas.show },
    (req) => showDataset(deps.store.db, req.params.pk, req.query.q, ctx(req)),
  );

  app.post<{ Body: CreateDatasetBody }>(
    '/api/v1/dataset/',
    { config: WRITE, schema: { body: createDatasetSchema, response: responses.created } },
    async (req, reply) => {
      const { id, result } = await service.create(req.body, req.user!);
      return reply.code(201).send(createdBody(id, result));
    },
  );

  app.put<{ Body: UpdateDatasetBody; Querystring: { override_columns?: string } }>(
    '/api/v1/dataset/:pk',
    {
      config: WRITE,
      schema: {
        body: updateDatasetSchema,
        querystring: { type: 'object', properties: { override_columns: { type: 'string', enum: ['true', 'false'] } } },
        response: responses.updated,
      },
    },
    (req) => service.update(pkParam(req), req.body, req.user!, req.query.override_columns === 'true'),
  );

  app.delete('/api/v1/dataset/:pk', { config: WRITE, schema: routeDoc.message }, async (req) => {
    await service.delete([pkParam(req)], req.user!);
    return deletedBody();
  });

  app.delete<{ Querystring: { q?: string } }>(
    '/api/v1/dataset/',
    { config: WRITE, schema: bulkDeleteSchema },
    async (req) => {
      const n = await service.delete(parseBulkIds(req.query.q), req.user!);
      return bulkDeletedBody(n, 'dataset', 'datasets');
    },
  );

  app.put('/api/v1/dataset/:pk/refresh', { config: WRITE, schema: routeDoc.message }, async (req) => {
    await service.refresh(pkParam(req), req.user!);
    return { message: 'OK' };
  });

  app.post<{ Body: { base_model_id: number; table_name: string } }>(
    '/api/v1/dataset/duplicate',
    {
      config: { access: { perm: 'can_duplicate', view: 'Dataset' } },
      schema: { body: duplicateDatasetSchema, response: responses.created },
    },
    async (req, reply) => {
      const { id, result } = await service.duplicate(req.body.base_model_id, req.body.table_name, req.user!);
      return reply.code(201).send(createdBody(id, result));
    },
  );

  app.post<{
    Body: {
      table_name: string;
      database_id: number;
      catalog?: string | null;
      schema?: string | null;
      template_params?: string | null;
    };
  }>(
    '/api/v1/dataset/get_or_create/',
    {
      config: { access: { perm: 'can_get_or_create_dataset', view: 'Dataset' } },
      schema: { body: getOrCreateDatasetSchema, response: responses.result },
    },
    async (req) => ({ result: { table_id: await service.getOrCreate(req.body, req.user!) } }),
  );
}
