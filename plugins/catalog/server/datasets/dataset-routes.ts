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
import {
  apiResponses,
  pathParams,
  resultOf,
  responses,
  risonQuerystring,
  routeDoc,
} from '../../../../server/http/openapi-schemas.ts';
import { parseId } from '../../../../server/rest/show-resource.ts';
import { notFound } from '../../../../server/http/errors.ts';
import { datasetDrillInfo, drillInfoQuerySchema } from './dataset-drill-info.ts';
import { bulkDeleteSchema, resourceReadSchemas } from '../../../../server/http/resource-schemas.ts';

const READ = { access: { perm: 'can_read', view: 'Dataset' } } as const;
const WRITE = { access: { perm: 'can_write', view: 'Dataset' } } as const;

const userRef = {
  type: ['object', 'null'],
  properties: { first_name: { type: 'string' }, last_name: { type: 'string' } },
};
/** DatasetDrillInfoSchema. */
const openDrillInfo = {
  type: 'object',
  additionalProperties: true,
  properties: {
    id: { type: 'integer' },
    table_name: { type: 'string' },
    columns: {
      type: 'array',
      items: {
        type: 'object',
        properties: { column_name: { type: 'string' }, verbose_name: {}, groupby: { type: 'boolean' } },
      },
    },
    owners: { type: 'array', items: userRef },
    created_by: userRef,
    created_on_humanized: { type: ['string', 'null'] },
    changed_by: userRef,
    changed_on_humanized: { type: ['string', 'null'] },
  },
};

/** `/api/v1/dataset/…` (reference §6.2). */
export function registerDatasetRoutes(
  app: FastifyInstance,
  deps: ResourceRouteDeps & { service: DatasetService },
): void {
  const ctx = registerResourceReads(app, datasetResource, deps, { show: false });
  const { service } = deps;

  app.get<{ Params: { pk: string }; Querystring: { q?: string; include_rendered_sql?: string } }>(
    '/api/v1/dataset/:pk',
    {
      config: READ,
      schema: {
        ...resourceReadSchemas.show,
        querystring: {
          ...resourceReadSchemas.show.querystring,
          properties: {
            ...(resourceReadSchemas.show.querystring.properties as Record<string, unknown>),
            include_rendered_sql: {
              type: 'string',
              enum: ['true', 'false'],
              description:
                'Render the Jinja of sql, metrics and calculated columns (rendered_sql, rendered_expression)',
            },
          },
        },
      },
    },
    (req) =>
      showDataset(deps.store.db, req.params.pk, req.query.q, ctx(req), req.query.include_rendered_sql === 'true'),
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

  for (const kind of ['column', 'metric'] as const) {
    app.delete<{ Params: { pk: string; item: string } }>(
      `/api/v1/dataset/:pk/${kind}/:item`,
      { config: WRITE, schema: { params: pathParams('pk', 'item'), response: responses.message } },
      async (req) => {
        const item = parseId(req.params.item);
        if (item === null || item > 2 ** 31 - 1) throw notFound(); // no row has an id past INTEGER's range
        await service.deleteItem(pkParam(req), kind, item, req.user!);
        return { message: 'OK' };
      },
    );
  }

  app.get<{ Params: { pk: string }; Querystring: { q?: string } }>(
    '/api/v1/dataset/:pk/drill_info/',
    {
      config: { access: { perm: 'can_get_drill_info', view: 'Dataset' } },
      schema: {
        params: pathParams('pk'),
        querystring: risonQuerystring(drillInfoQuerySchema),
        response: apiResponses({ 200: resultOf(openDrillInfo, { id: { type: 'integer' } }) }),
      },
    },
    (req) => datasetDrillInfo(deps.store.db, pkParam(req), req.query.q, ctx(req)),
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
