import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../../../server/http/errors.ts';
import { INT32_RANGE } from '../../../../server/http/number-schemas.ts';
import { apiResponses, pathParams } from '../../../../server/http/openapi-schemas.ts';
import { CHART_DATASOURCE_TYPES } from '../charts/chart-body-schema.ts';
import { checkExploreAccess, type ExploreAccessDeps } from './explore-access.ts';
import type { FormDataCache, FormDataCommand } from './form-data-cache.ts';

const READ = { access: { perm: 'can_read', view: 'ExploreFormDataRestApi' } } as const;
const WRITE = { access: { perm: 'can_write', view: 'ExploreFormDataRestApi' } } as const;

/** Superset's FormDataPostSchema / FormDataPutSchema. */
const bodySchema = {
  type: 'object',
  required: ['datasource_id', 'datasource_type', 'form_data'],
  additionalProperties: false,
  properties: {
    datasource_id: { type: 'integer', ...INT32_RANGE },
    datasource_type: { enum: [...CHART_DATASOURCE_TYPES] },
    chart_id: { type: ['integer', 'null'], ...INT32_RANGE },
    form_data: { type: 'string' },
  },
} as const;
const tabQuery = { type: 'object', properties: { tab_id: { type: 'string' } } } as const;
const keyAnswer = { type: 'object', properties: { key: { type: 'string' } } };

interface Body {
  datasource_id: number;
  datasource_type: string;
  chart_id?: number | null;
  form_data: string;
}

function command(body: Body, userId: number, tabId: string | undefined): FormDataCommand {
  try {
    JSON.parse(body.form_data);
  } catch {
    throw badRequest({ form_data: ['JSON not valid'] });
  }
  return {
    userId,
    tabId: tabId && /^\d{1,9}$/.test(tabId) ? Number(tabId) : null,
    datasourceId: body.datasource_id,
    datasourceType: body.datasource_type,
    chartId: body.chart_id ?? null,
    formData: body.form_data,
  };
}

/** `/api/v1/explore/form_data` (reference §9.2): the unsaved Explore state of a user's tab. */
export function registerFormDataRoutes(
  app: FastifyInstance,
  deps: ExploreAccessDeps & { formData: FormDataCache },
): void {
  const { formData } = deps;
  const access = (
    user: Parameters<typeof checkExploreAccess>[1],
    c: { datasourceId: number; datasourceType: string; chartId: number | null },
  ) => checkExploreAccess(deps, user, c.datasourceId, c.datasourceType, c.chartId);

  app.post<{ Body: Body; Querystring: { tab_id?: string } }>(
    '/api/v1/explore/form_data',
    { config: WRITE, schema: { body: bodySchema, querystring: tabQuery, response: apiResponses({ 201: keyAnswer }) } },
    async (req, reply) => {
      const c = command(req.body, req.user!.id, req.query.tab_id);
      await access(req.user, c);
      return reply.code(201).send({ key: await formData.create(c) });
    },
  );

  app.put<{ Body: Body; Params: { key: string }; Querystring: { tab_id?: string } }>(
    '/api/v1/explore/form_data/:key',
    {
      config: WRITE,
      schema: {
        params: pathParams('key'),
        body: bodySchema,
        querystring: tabQuery,
        response: apiResponses({ 200: keyAnswer }),
      },
    },
    async (req) => {
      const c = command(req.body, req.user!.id, req.query.tab_id);
      await access(req.user, c);
      return { key: await formData.update(req.params.key, c) };
    },
  );

  app.get<{ Params: { key: string } }>(
    '/api/v1/explore/form_data/:key',
    {
      config: READ,
      schema: {
        params: pathParams('key'),
        response: apiResponses({ 200: { type: 'object', properties: { form_data: { type: 'string' } } } }),
      },
    },
    async (req) => {
      const state = await formData.get(req.params.key);
      if (!state) throw notFound();
      await access(req.user, {
        datasourceId: state.datasource_id,
        datasourceType: state.datasource_type,
        chartId: state.chart_id,
      });
      return { form_data: state.form_data };
    },
  );

  app.delete<{ Params: { key: string } }>(
    '/api/v1/explore/form_data/:key',
    {
      config: WRITE,
      schema: {
        params: pathParams('key'),
        response: apiResponses({ 200: { type: 'object', properties: { message: { type: 'string' } } } }),
      },
    },
    async (req) => {
      const state = await formData.get(req.params.key);
      if (!state) throw notFound();
      await access(req.user, {
        datasourceId: state.datasource_id,
        datasourceType: state.datasource_type,
        chartId: state.chart_id,
      });
      await formData.delete(req.params.key, req.user!.id);
      return { message: 'Deleted successfully' };
    },
  );
}
