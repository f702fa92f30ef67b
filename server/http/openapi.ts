import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import type { Access } from '../security/access.ts';
import { apiResponses, DOCUMENTED_BODY, RISON_SCHEMA } from './openapi-schemas.ts';

/** Where FAB serves the spec and its UI (flask_appbuilder/api/manager.py: OpenApi, SwaggerView). */
export const OPENAPI_URL = '/api/v1/_openapi';
export const SWAGGER_UI_PREFIX = '/swagger/v1';
const API_PREFIX = '/api/v1';

/** FAB's permissions: `can_get` on OpenApi for the spec, `can_show` on SwaggerView for its page. */
const SPEC_ACCESS: Access = { perm: 'can_get', view: 'OpenApi' };
const UI_ACCESS: Access = { perm: 'can_show', view: 'SwaggerView' };

type DocSchema = FastifySchema & { hide?: boolean; querystring?: unknown };

/**
 * A rison `q` is a string on the wire; the document describes it as FAB's spec does: a query
 * parameter whose `content` is the decoded value's schema (what @fastify/swagger writes for a
 * property marked `x-consume`).
 */
function documentRisonQuery(querystring: unknown): unknown {
  const qs = querystring as { properties?: Record<string, Record<string | symbol, unknown>> } | undefined;
  const q = qs?.properties?.q;
  const rison = q?.[RISON_SCHEMA] as Record<string, unknown> | undefined;
  if (!qs || !q || !rison) return querystring;
  return {
    ...qs,
    properties: {
      ...qs.properties,
      q: { ...rison, description: q.description, 'x-consume': 'application/json' },
    },
  };
}

/**
 * Installs @fastify/swagger before any route exists (it collects routes as they are added).
 * The document covers `/api/v1/**` with paths relative to the `/api/v1` server, as FAB's does.
 * Response schemas are documentation: responses are serialised with JSON.stringify as before,
 * so a schema never drops or coerces a field a handler sends.
 */
export async function installOpenApi(app: FastifyInstance): Promise<void> {
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Loupe',
        description: 'Loupe REST API, wire-compatible with Apache Superset',
        version: 'v1',
      },
      servers: [{ url: API_PREFIX }],
      components: {
        securitySchemes: {
          jwt: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          jwt_refresh: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ jwt: [] }],
    },
    transform: ({ schema, url }) => {
      const s = (schema ?? {}) as DocSchema;
      if (!url.startsWith(`${API_PREFIX}/`)) return { schema: { ...s, hide: true }, url };
      const body = s.body ?? (s as { [DOCUMENTED_BODY]?: unknown })[DOCUMENTED_BODY];
      return {
        schema: {
          ...s,
          ...(body === undefined ? {} : { body }),
          querystring: documentRisonQuery(s.querystring),
        } as FastifySchema,
        url: url.slice(API_PREFIX.length),
      };
    },
  });
}

/** `/api/v1/_openapi` (the document) and `/swagger/v1` (Swagger UI reading it). */
export async function registerOpenApiRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    OPENAPI_URL,
    {
      config: { access: SPEC_ACCESS },
      schema: {
        summary: 'The OpenAPI document of this API',
        response: apiResponses({
          200: { description: 'The OpenAPI spec', type: 'object', additionalProperties: true },
        }),
      },
    },
    async () => app.swagger(),
  );
  await app.register(
    async (scope) => {
      // @fastify/swagger-ui adds its routes (page, initializer, static files) without a config.
      scope.decorate('defaultRouteConfig', { access: UI_ACCESS, loginRedirect: true });
      await scope.register(swaggerUi, { routePrefix: SWAGGER_UI_PREFIX, uiConfig: { deepLinking: true } });
    },
    { prefix: '' },
  );
}
