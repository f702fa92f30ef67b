import type { FastifyInstance } from 'fastify';
import { inject, injectable } from 'tsyringe';
import type { ServerRoutes } from '../../../server/host/server-plugin.ts';
import { notFound } from '../../../server/http/errors.ts';
import { apiResponses, fileResponse } from '../../../server/http/openapi-schemas.ts';
import { fetchBundle } from './fetch-bundle.ts';
import { registerResourceWrites } from '../../../server/http/resource-writes.ts';
import { registerResourceReads } from '../../../server/http/resource-routes.ts';
import { parseId } from '../../../server/rest/show-resource.ts';
import { IPermissionCatalog } from '../../../server/security/permission-catalog.ts';
import { IMetadataStore } from '../../../server/store/store.ts';
import {
  createDynamicPluginSchema,
  updateDynamicPluginSchema,
  type DynamicPluginBody,
} from './dynamic-plugin-body-schema.ts';
import { dynamicPluginResource } from './dynamic-plugin-resource.ts';
import { DynamicPluginService } from './dynamic-plugin-service.ts';

const READ = { access: { perm: 'can_read', view: 'DynamicPlugin' } } as const;

const entry = {
  type: 'object',
  additionalProperties: true,
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    key: { type: 'string' },
    bundle_url: { type: 'string' },
    integrity: { type: 'string' },
  },
};

/** FAB ModelView's `api/read` answer, as Superset's web client reads it (`result[].key`, `bundle_url`). */
const apiReadResponses = apiResponses({
  200: {
    type: 'object',
    additionalProperties: true,
    properties: {
      count: { type: 'integer' },
      pks: { type: 'array', items: { type: 'integer' } },
      result: { type: 'array', items: entry },
    },
  },
});

const COLUMNS = ['name', 'key', 'bundle_url', 'integrity', 'id'];

/**
 * `GET /dynamic-plugins/api/read` (Superset's DynamicPluginsView, which every page with
 * DYNAMIC_PLUGINS reads) and the admins' REST API `/api/v1/dynamic_plugin/` (reads, create,
 * update, delete, bulk delete).
 */
@injectable()
export class DynamicPluginRoutes implements ServerRoutes {
  constructor(
    @inject(IMetadataStore) private readonly store: IMetadataStore,
    @inject(IPermissionCatalog) private readonly catalog: IPermissionCatalog,
    @inject(DynamicPluginService) private readonly service: DynamicPluginService,
  ) {}

  register(app: FastifyInstance): void {
    const { service } = this;
    registerResourceReads(
      app,
      dynamicPluginResource,
      { store: this.store, catalog: this.catalog },
      { distinct: false },
    );

    app.get('/dynamic-plugins/api/read', { config: READ, schema: { response: apiReadResponses } }, async () => {
      const result = await service.listForLoading();
      return {
        count: result.length,
        label_columns: { name: 'Name', key: 'Key', bundle_url: 'Bundle URL', integrity: 'Integrity', id: 'Id' },
        list_columns: COLUMNS,
        modelview_name: 'DynamicPluginsView',
        order_columns: ['name', 'key', 'bundle_url'],
        page: null,
        page_size: null,
        pks: result.map((r) => r.id),
        result,
      };
    });

    // The bundle through Loupe, so the page's CSP keeps connect-src to 'self' whatever hosts
    // admins register; the page still checks the integrity hash before it runs a byte.
    app.get<{ Params: { pk: string } }>(
      '/dynamic-plugins/bundle/:pk',
      { config: READ, schema: { response: { 200: fileResponse('text/javascript', 'The plugin bundle') } } },
      async (req, reply) => {
        const plugin = await service.get(pk(req.params.pk));
        if (!plugin) throw notFound();
        const code = await fetchBundle(plugin.bundle_url);
        return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(code);
      },
    );

    registerResourceWrites<DynamicPluginBody>(app, dynamicPluginResource, service, {
      createSchema: createDynamicPluginSchema,
      updateSchema: updateDynamicPluginSchema,
      noun: ['plugin', 'plugins'],
    });
  }
}

function pk(raw: string): number {
  const id = parseId(raw);
  if (id === null) throw notFound();
  return id;
}
