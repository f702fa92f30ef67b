import type { FastifyInstance } from 'fastify';
import { registerResourceReads, type ResourceRouteDeps } from '../../../../server/http/resource-routes.ts';
import { createdBody, deletedBody } from '../../../../server/rest/envelopes.ts';
import { showResource } from '../../../../server/rest/show-resource.ts';
import { resourceReadSchemas } from '../../../../server/http/resource-schemas.ts';
import { pkParam } from '../route-params.ts';
import { uriToParameters } from '../../../../server/engine/connectors/uri.ts';
import { databaseResource } from './database-resource.ts';
import {
  createDatabaseSchema,
  testConnectionSchema,
  updateDatabaseSchema,
  validateParametersSchema,
  type DatabaseBody,
} from './database-body-schema.ts';
import type { DatabaseService } from './database-service.ts';
import { availableEngines, validateParameters, validateParametersPayload } from './engines.ts';
import { masked } from './database-uri.ts';
import { maskedTunnel } from './ssh-tunnels.ts';
import { databaseExtra } from './database-row.ts';
import { registerDatabaseBrowse } from './database-browse-routes.ts';
import { registerDatabaseEditorRoutes } from './database-editor-routes.ts';
import type { IConnectorPool } from './connector-pool.ts';
import { assertSafeDatabaseUri, type DatabaseUriSafety } from './database-uri-safety.ts';
import { documentedBody, responses, routeDoc } from '../../../../server/http/openapi-schemas.ts';

const READ = { access: { perm: 'can_read', view: 'Database' } } as const;
const WRITE = { access: { perm: 'can_write', view: 'Database' } } as const;

/** `/api/v1/database/…` (reference §10.2). */
export function registerDatabaseRoutes(
  app: FastifyInstance,
  deps: ResourceRouteDeps & { service: DatabaseService; pool: IConnectorPool; uriSafety: DatabaseUriSafety },
): void {
  const ctx = registerResourceReads(app, databaseResource, deps, { show: false });
  const { service } = deps;

  // Superset's show adds the database's SSH tunnel, its secrets masked.
  app.get<{ Params: { pk: string }; Querystring: { q?: string } }>(
    '/api/v1/database/:pk',
    { config: READ, schema: resourceReadSchemas.show },
    async (req) => {
      const shown = await showResource(deps.store.db, databaseResource, req.params.pk, req.query.q, ctx(req));
      const tunnel = await service.storedTunnel(shown.id as number);
      return tunnel ? { ...shown, result: { ...shown.result, ssh_tunnel: maskedTunnel(tunnel) } } : shown;
    },
  );
  /** A URI that is not the database's stored one must point somewhere Loupe may connect to. */
  const checkUri = (uri: string, stored?: Parameters<DatabaseService['uriOf']>[1]) => {
    if (!stored || uri !== service.uriOf({}, stored)) assertSafeDatabaseUri(uri, deps.uriSafety);
  };

  app.get('/api/v1/database/available/', { config: READ, schema: routeDoc.object }, async () => ({
    databases: availableEngines(service.sshTunnelingEnabled),
  }));

  app.post<{ Body: DatabaseBody }>(
    '/api/v1/database/',
    { config: WRITE, schema: { body: createDatabaseSchema, response: responses.created } },
    async (req, reply) => {
      service.assertTunnelAllowed(req.body);
      checkUri(service.uriOf(req.body));
      const { id, result } = await service.create(req.body, req.user!.id);
      return reply.code(201).send(createdBody(id, result));
    },
  );

  app.put<{ Body: DatabaseBody }>(
    '/api/v1/database/:pk',
    { config: WRITE, schema: { body: updateDatabaseSchema, response: responses.updated } },
    async (req) => {
      const id = pkParam(req);
      service.assertTunnelAllowed(req.body);
      if (req.body.sqlalchemy_uri || req.body.parameters) {
        const row = await service.row(id);
        checkUri(service.uriOf(req.body, row), row);
      }
      return service.update(id, req.body, req.user!.id);
    },
  );

  app.delete('/api/v1/database/:pk', { config: WRITE, schema: routeDoc.message }, async (req) => {
    await service.delete(pkParam(req));
    return deletedBody();
  });

  app.get('/api/v1/database/:pk/connection', { config: WRITE, schema: routeDoc.updated }, async (req) => {
    const row = await service.row(pkParam(req));
    const tunnel = await service.storedTunnel(row.id);
    const base = await showResource(deps.store.db, databaseResource, row.id, undefined, ctx(req));
    return {
      id: row.id,
      result: {
        ...base.result,
        sqlalchemy_uri: masked(row.sqlalchemy_uri, Boolean(row.password)),
        extra: row.extra ?? '{}',
        masked_encrypted_extra: row.encrypted_extra ? '{}' : null,
        server_cert: row.server_cert,
        parameters: parametersOf(row.sqlalchemy_uri, Boolean(row.password)),
        ssh_tunnel: tunnel ? maskedTunnel(tunnel) : null,
        metadata_params: databaseExtra(row).metadata_params ?? {},
      },
    };
  });

  app.post<{ Body: DatabaseBody }>(
    '/api/v1/database/test_connection/',
    { config: WRITE, schema: { body: testConnectionSchema, response: responses.message } },
    async (req) => {
      service.assertTunnelAllowed(req.body);
      service.validateBody(req.body);
      const stored = req.body.database_name
        ? await deps.store.db
            .selectFrom('dbs')
            .selectAll()
            .where('database_name', '=', req.body.database_name)
            .executeTakeFirst()
        : undefined;
      const uri = service.uriOf(req.body, stored as never);
      checkUri(uri, stored as never);
      const storedTunnel = stored ? await service.storedTunnel(stored.id) : null;
      await service.testUri(uri, service.tunnelOf(req.body, uri, storedTunnel));
      return { message: 'OK' };
    },
  );

  app.post<{ Body: unknown }>(
    '/api/v1/database/validate_parameters/',
    { config: WRITE, schema: { ...documentedBody(validateParametersSchema), response: responses.message } },
    async (req) => {
      await validateParameters(validateParametersPayload(req.body), service, deps.uriSafety);
      return { message: 'OK' };
    },
  );

  registerDatabaseBrowse(app, { ...deps, ctx });
  registerDatabaseEditorRoutes(app, { ...deps, ctx });
}

function parametersOf(storedUri: string, hasPassword: boolean): Record<string, unknown> | null {
  try {
    return uriToParameters(masked(storedUri, hasPassword)) as unknown as Record<string, unknown>;
  } catch {
    return null;
  }
}
