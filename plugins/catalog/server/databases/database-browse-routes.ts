import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ConnectorError } from '../../../../server/engine/connectors/connector-error.ts';
import type { LoupeRestContext } from '../../../../server/http/rest-context.ts';
import type { ResourceRouteDeps } from '../../../../server/http/resource-routes.ts';
import { badRequest, supersetErrors } from '../../../../server/http/errors.ts';
import { parseRisonQuery } from '../../../../server/rest/rison.ts';
import type { IConnectorPool } from './connector-pool.ts';
import { connectionErrorBody } from './connection-errors.ts';
import { visibleDatabaseFinder } from './visible-database.ts';
import { assertTableAccess } from './table-access.ts';
import {
  apiResponses,
  pathParams,
  responses,
  risonQuerystring,
  routeDoc,
} from '../../../../server/http/openapi-schemas.ts';
import { functionNames } from './function-names.ts';

const READ = { access: { perm: 'can_read', view: 'Database' } } as const;

const schemasQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    force: { type: 'boolean' },
    catalog: { type: ['string', 'null'] },
    upload_allowed: { type: 'boolean' },
  },
};
const tablesQuery = {
  type: 'object',
  required: ['schema_name'],
  additionalProperties: false,
  properties: {
    schema_name: { type: 'string' },
    force: { type: 'boolean' },
    catalog_name: { type: ['string', 'null'] },
  },
};

/** `?name=<table>&schema=<schema>` of table_metadata (plain query parameters, not rison). */
const tableQuery = {
  type: 'object',
  properties: { name: { type: 'string' }, schema: { type: 'string' }, catalog: { type: 'string' } },
};

const functionNamesResponse = apiResponses({
  200: { type: 'object', properties: { function_names: { type: 'array', items: { type: 'string' } } } },
});

type Deps = ResourceRouteDeps & { pool: IConnectorPool; ctx: (req: FastifyRequest) => LoupeRestContext };

/** Browsing a connection: schemas, tables, one table's metadata, and its SELECT * (reference §10.2, §10.3). */
export function registerDatabaseBrowse(app: FastifyInstance, deps: Deps): void {
  const visibleDatabase = visibleDatabaseFinder(deps);
  /** The caller's connector for a database they may see. */
  const connectorFor = async (req: FastifyRequest) =>
    (await deps.pool.forDatabase((await visibleDatabase(req)).id)).connector;

  const engine = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      if (err instanceof ConnectorError) {
        const status = ['TABLE_DOES_NOT_EXIST_ERROR', 'SCHEMA_DOES_NOT_EXIST_ERROR'].includes(err.errorType)
          ? 404
          : 422;
        throw supersetErrors(status, [connectionErrorBody(err)]);
      }
      throw err;
    }
  };

  app.get<{ Querystring: { q?: string } }>(
    '/api/v1/database/:pk/schemas/',
    { config: READ, schema: { querystring: risonQuerystring(schemasQuery), response: responses.result } },
    async (req) => {
      parseRisonQuery(req.query.q, schemasQuery);
      const connector = await connectorFor(req);
      return { result: await engine(() => connector.getSchemas()) };
    },
  );

  app.get<{ Querystring: { q?: string } }>(
    '/api/v1/database/:pk/tables/',
    { config: READ, schema: { querystring: risonQuerystring(tablesQuery), response: responses.object } },
    async (req) => {
      const q = parseRisonQuery<{ schema_name: string }>(req.query.q, tablesQuery);
      const connector = await connectorFor(req);
      const tables = await engine(() => connector.getTables(q.schema_name));
      return { count: tables.length, result: tables.map((t) => ({ value: t.name, type: t.type, extra: null })) };
    },
  );

  const metadata = async (req: FastifyRequest, table: string | undefined, schema: string | null) => {
    if (!table) throw badRequest({ name: ['Missing data for required field.'] });
    const database = await visibleDatabase(req);
    await assertTableAccess(deps.store.db, req.user, database, table, schema);
    const { connector } = await deps.pool.forDatabase(database.id);
    return engine(() => connector.getTableMetadata(table, schema));
  };
  const nullable = (s: string | undefined) =>
    s === undefined || s === '' || s === 'null' || s === 'undefined' ? null : s;

  app.get<{ Querystring: { name?: string; schema?: string; catalog?: string } }>(
    '/api/v1/database/:pk/table_metadata/',
    { config: READ, schema: { querystring: tableQuery, response: responses.object } },
    (req) => metadata(req, req.query.name, nullable(req.query.schema)),
  );
  app.get<{ Params: { pk: string; table: string; schema: string } }>(
    '/api/v1/database/:pk/table/:table/:schema/',
    { config: READ, schema: routeDoc.object },
    (req) => metadata(req, req.params.table, nullable(req.params.schema)),
  );
  app.get<{ Querystring: { name?: string; schema?: string } }>(
    '/api/v1/database/:pk/table_metadata/extra/',
    { config: READ, schema: { querystring: tableQuery, response: responses.object } },
    async (req) => {
      await connectorFor(req);
      return {};
    },
  );

  /** Superset's `get_extra_table_metadata`: nothing more for these engines, once the table may be read. */
  app.get<{ Params: { pk: string; table: string; schema: string } }>(
    '/api/v1/database/:pk/table_extra/:table/:schema/',
    { config: READ, schema: { params: pathParams('pk', 'table', 'schema'), response: responses.object } },
    async (req) => {
      const database = await visibleDatabase(req);
      await assertTableAccess(deps.store.db, req.user, database, req.params.table, nullable(req.params.schema));
      return {};
    },
  );

  app.get(
    '/api/v1/database/:pk/function_names/',
    { config: READ, schema: { params: pathParams('pk'), response: functionNamesResponse } },
    async (req) => {
      const connector = await connectorFor(req);
      return { function_names: await engine(() => functionNames(connector)) };
    },
  );

  const selectStar = async (req: FastifyRequest, table: string, schema: string | null) => {
    const md = await metadata(req, table, schema);
    return { result: md.selectStar };
  };
  app.get<{ Params: { pk: string; table: string } }>(
    '/api/v1/database/:pk/select_star/:table/',
    { config: READ, schema: routeDoc.result },
    (req) => selectStar(req, req.params.table, null),
  );
  app.get<{ Params: { pk: string; table: string; schema: string } }>(
    '/api/v1/database/:pk/select_star/:table/:schema/',
    { config: READ, schema: routeDoc.result },
    (req) => selectStar(req, req.params.table, nullable(req.params.schema)),
  );
}
