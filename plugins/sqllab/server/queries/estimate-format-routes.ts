import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../../../server/http/errors.ts';
import { DatabaseNotFoundError, type IConnectorPool } from '../../../catalog/server/exports.ts';
import { estimateCost } from './estimate-cost.ts';
import { formatSql, formatterLanguage } from './format-sql.ts';
import { assertDatabaseAccess } from './query-access.ts';
import { DATABASE_NOT_FOUND_MESSAGE, SqlLabError } from './sqllab-errors.ts';
import { sqllabErrors } from './sqllab-routes.ts';
import {
  parseTemplateParams,
  renderSqlTemplate,
  TemplateParamsError,
} from '../../../../server/engine/templating/sql-template.ts';
import { responses } from '../../../../server/http/openapi-schemas.ts';
import { INT32_RANGE } from '../../../../server/http/number-schemas.ts';

interface EstimateBody {
  database_id: number;
  sql: string;
  template_params?: Record<string, unknown> | string | null;
  catalog?: string | null;
  schema?: string | null;
}
const estimateSchema = {
  type: 'object',
  required: ['database_id', 'sql'],
  properties: {
    database_id: { type: 'integer', minimum: 1, maximum: INT32_RANGE.maximum },
    sql: { type: 'string', minLength: 1 },
    template_params: { type: ['object', 'string', 'null'] },
    catalog: { type: ['string', 'null'] },
    schema: { type: ['string', 'null'] },
  },
} as const;

interface FormatBody {
  sql: string;
  engine?: string | null;
  database_id?: number | null;
  template_params?: string | null;
}
const formatSchema = {
  type: 'object',
  required: ['sql'],
  properties: {
    sql: { type: 'string' },
    engine: { type: ['string', 'null'] },
    database_id: { type: ['integer', 'null'], minimum: 1, maximum: INT32_RANGE.maximum },
    template_params: { type: ['string', 'object', 'null'] },
  },
} as const;

async function databaseOf(pool: IConnectorPool, id: number) {
  try {
    return await pool.forDatabase(id);
  } catch (err) {
    if (err instanceof DatabaseNotFoundError)
      throw new SqlLabError(404, 'DATABASE_NOT_FOUND_ERROR', DATABASE_NOT_FOUND_MESSAGE);
    throw err;
  }
}

/** `POST /api/v1/sqllab/estimate/` and `POST /api/v1/sqllab/format_sql/` (reference §5.3). */
export function registerEstimateFormatRoutes(
  app: FastifyInstance,
  deps: { pool: IConnectorPool; timeoutSeconds: number },
): void {
  app.post<{ Body: EstimateBody }>(
    '/api/v1/sqllab/estimate/',
    {
      config: { access: { perm: 'can_estimate_query_cost', view: 'SQLLab' } },
      schema: { body: estimateSchema, response: responses.result },
    },
    (req) =>
      sqllabErrors(async () => {
        const { row, connector } = await databaseOf(deps.pool, req.body.database_id);
        assertDatabaseAccess(req.user!, row);
        let sql: string;
        try {
          sql = renderSqlTemplate(req.body.sql, parseTemplateParams(req.body.template_params), {
            id: req.user!.id,
            username: req.user!.username,
            email: req.user!.email,
          });
        } catch (err) {
          if (err instanceof TemplateParamsError) throw new SqlLabError(400, err.errorType, err.message, err.extra);
          throw err;
        }
        return {
          result: await estimateCost(
            connector,
            sql,
            Boolean(row.allow_dml),
            deps.timeoutSeconds * 1000,
            req.body.schema ?? null,
          ),
        };
      }),
  );

  app.post<{ Body: FormatBody }>(
    '/api/v1/sqllab/format_sql/',
    {
      config: { access: { perm: 'can_format_sql', view: 'SQLLab' } },
      schema: { body: formatSchema, response: responses.result },
    },
    (req) =>
      sqllabErrors(async () => {
        const backend = req.body.database_id
          ? (await databaseOf(deps.pool, req.body.database_id)).connector.backend
          : null;
        try {
          return { result: formatSql(req.body.sql, formatterLanguage(backend, req.body.engine)) };
        } catch (err) {
          throw badRequest(`The SQL could not be formatted: ${(err as Error).message.split('\n')[0]}`);
        }
      }),
  );
}
