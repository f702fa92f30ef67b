import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ConnectorError } from '../../../../server/engine/connectors/connector-error.ts';
import type { LoupeRestContext } from '../../../../server/http/rest-context.ts';
import type { ResourceRouteDeps } from '../../../../server/http/resource-routes.ts';
import { badRequest, supersetErrors } from '../../../../server/http/errors.ts';
import { apiResponses, documentedBody, pathParams, resultOf } from '../../../../server/http/openapi-schemas.ts';
import type { IConnectorPool } from './connector-pool.ts';
import { connectionErrorBody } from './connection-errors.ts';
import { renderSqlTemplateWith, TemplateParamsError } from '../../../../server/engine/templating/sql-template.ts';
import { validateSql } from './validate-sql.ts';
import { visibleDatabaseFinder } from './visible-database.ts';

const READ = { access: { perm: 'can_read', view: 'Database' } } as const;

type Deps = ResourceRouteDeps & { pool: IConnectorPool; ctx: (req: FastifyRequest) => LoupeRestContext };

const validateSqlBody = {
  type: 'object',
  required: ['sql'],
  additionalProperties: false,
  properties: {
    sql: { type: 'string', description: 'SQL statement(s) to validate' },
    catalog: { type: ['string', 'null'] },
    schema: { type: ['string', 'null'] },
    template_params: { type: ['object', 'null'] },
  },
} as const;

const annotation = {
  type: 'object',
  properties: {
    line_number: { type: ['integer', 'null'] },
    start_column: { type: ['integer', 'null'] },
    end_column: { type: ['integer', 'null'] },
    message: { type: 'string' },
  },
};
const relatedList = (item: Record<string, unknown>) => ({
  type: 'object',
  properties: { count: { type: 'integer' }, result: { type: 'array', items: { type: 'object', properties: item } } },
});
const relatedObjectsResponse = apiResponses({
  200: {
    type: 'object',
    properties: {
      charts: relatedList({ id: { type: 'integer' }, slice_name: { type: 'string' }, viz_type: { type: 'string' } }),
      dashboards: relatedList({
        id: { type: 'integer' },
        json_metadata: { type: ['string', 'null'] },
        slug: { type: ['string', 'null'] },
        title: { type: 'string' },
      }),
    },
  },
});

/** What SQL Lab's editor and the database list ask of one database: its related objects, and SQL checks. */
export function registerDatabaseEditorRoutes(app: FastifyInstance, deps: Deps): void {
  const visibleDatabase = visibleDatabaseFinder(deps);

  /**
   * Superset's `related_objects`: the charts and dashboards built on the database's datasets.
   * Loupe has neither yet (they land with the chart and dashboard APIs), so both lists are empty.
   */
  app.get(
    '/api/v1/database/:pk/related_objects/',
    { config: READ, schema: { params: pathParams('pk'), response: relatedObjectsResponse } },
    async (req) => {
      await visibleDatabase(req);
      return { charts: { count: 0, result: [] }, dashboards: { count: 0, result: [] } };
    },
  );

  app.post<{ Body: unknown }>(
    '/api/v1/database/:pk/validate_sql/',
    {
      config: READ,
      schema: {
        params: pathParams('pk'),
        ...documentedBody(validateSqlBody),
        response: apiResponses({ 200: resultOf({ type: 'array', items: annotation }) }),
      },
    },
    async (req) => {
      const body = validateSqlPayload(req.body);
      const database = await visibleDatabase(req);
      const { connector } = await deps.pool.forDatabase(database.id);
      const sql = renderForValidation(body, connector.backend, req);
      try {
        return { result: await validateSql(connector, sql, body.schema ?? null) };
      } catch (err) {
        if (err instanceof ConnectorError) throw supersetErrors(422, [connectionErrorBody(err)]);
        throw err;
      }
    },
  );
}

interface ValidateSqlPayload {
  sql: string;
  schema?: string | null;
  template_params?: Record<string, unknown> | null;
}

/**
 * The SQL with its `template_params` rendered through SQL Lab's template environment (the same
 * macros, `current_username()` and the rest), so the validator checks what would run. Superset's
 * legacy endpoint refused template parameters; SQL Lab sends them, so they are rendered here. A
 * template that cannot be rendered is the body's fault: 400 with the template error.
 */
function renderForValidation(body: ValidateSqlPayload, dialect: string, req: FastifyRequest): string {
  const user = req.user ? { id: req.user.id, username: req.user.username, email: req.user.email } : null;
  try {
    return renderSqlTemplateWith(body.sql, { user, params: body.template_params ?? {}, dialect });
  } catch (err) {
    if (err instanceof TemplateParamsError)
      throw supersetErrors(400, [
        { message: err.message, error_type: err.errorType, level: 'error', extra: err.extra },
      ]);
    throw err;
  }
}

/** The validate_sql body, with marshmallow's messages for what is wrong in it (400). */
function validateSqlPayload(body: unknown): ValidateSqlPayload {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest({ _schema: ['Invalid input type.'] });
  const b = body as Record<string, unknown>;
  const errors: Record<string, string[]> = {};
  for (const key of Object.keys(b)) if (!(key in validateSqlBody.properties)) errors[key] = ['Unknown field.'];
  if (!('sql' in b)) errors.sql = ['Missing data for required field.'];
  else if (b.sql === null) errors.sql = ['Field may not be null.'];
  else if (typeof b.sql !== 'string') errors.sql = ['Not a valid string.'];
  for (const key of ['catalog', 'schema'])
    if (b[key] !== undefined && b[key] !== null && typeof b[key] !== 'string') errors[key] = ['Not a valid string.'];
  const tp = b.template_params;
  if (tp !== undefined && tp !== null && (typeof tp !== 'object' || Array.isArray(tp)))
    errors.template_params = ['Not a valid mapping type.'];
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  return b as unknown as ValidateSqlPayload;
}
