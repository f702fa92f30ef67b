import type { FastifyInstance } from 'fastify';
import type { ResourceRouteDeps } from '../../../../server/http/resource-routes.ts';
import type { LoupeRestContext } from '../../../../server/http/rest-context.ts';
import { ConnectorError } from '../../../../server/engine/connectors/connector-error.ts';
import type { Backend } from '../../../../server/engine/connectors/connector.ts';
import {
  virtualDatasetSql,
  VirtualSqlError,
  wrapVirtualSql,
} from '../../../../server/engine/sql/virtual-dataset-sql.ts';
import { badRequest, notFound, supersetErrors } from '../../../../server/http/errors.ts';
import { parseId } from '../../../../server/rest/show-resource.ts';
import type { IConnectorPool } from '../databases/connector-pool.ts';
import { connectionErrorBody } from '../databases/connection-errors.ts';
import { datasetVisibility } from './dataset-resource.ts';
import { dataAccessOf } from '../../shared/index.ts';
import { routeDoc } from '../../../../server/http/openapi-schemas.ts';

/** Spec: at most 1000 options for a column's values. */
export const COLUMN_VALUES_LIMIT = 1000;

/**
 * GET /api/v1/datasource/table/<id>/column/<col>/values/ (reference §6.3): the distinct values of
 * one column of a dataset the caller may see, sorted, at most 1000, honouring the dataset's
 * fetch_values_predicate.
 */
export function registerColumnValues(
  app: FastifyInstance,
  deps: ResourceRouteDeps & { pool: IConnectorPool; ctx: (req: never) => LoupeRestContext },
): void {
  app.get<{ Params: { type: string; pk: string; column: string } }>(
    '/api/v1/datasource/:type/:pk/column/:column/values/',
    { config: { access: { perm: 'can_read', view: 'Datasource' } }, schema: routeDoc.result },
    async (req) => {
      if (req.params.type !== 'table') throw badRequest(`Unknown datasource type: ${req.params.type}`);
      const id = parseId(req.params.pk);
      if (id === null) throw notFound();
      const access = dataAccessOf(req.user);
      const ds = await deps.store.db
        .selectFrom('tables')
        .select([
          'tables.id',
          'tables.table_name',
          'tables.schema',
          'tables.sql',
          'tables.database_id',
          'tables.fetch_values_predicate',
        ])
        .where('tables.id', '=', id)
        .where((eb) => datasetVisibility(eb, access) ?? eb.lit(true))
        .executeTakeFirst();
      if (!ds) throw notFound();
      const col = await deps.store.db
        .selectFrom('table_columns')
        .select(['column_name', 'expression'])
        .where('table_id', '=', id)
        .where('column_name', '=', req.params.column)
        .executeTakeFirst();
      if (!col) throw badRequest(`Column ${req.params.column} does not exist in this dataset`);
      const { connector } = await deps.pool.forDatabase(ds.database_id as number);
      const q = (n: string) => connector.quoteIdentifier(n);
      const source = ds.sql
        ? wrapVirtualSql(checkedVirtualSql(ds.sql as string, connector.backend), 'virtual_table')
        : ds.schema
          ? `${q(ds.schema as string)}.${q(ds.table_name as string)}`
          : q(ds.table_name as string);
      const expr = (col.expression as string | null) || q(col.column_name as string);
      const where = ds.fetch_values_predicate ? ` WHERE ${ds.fetch_values_predicate}` : '';
      const sql = `SELECT DISTINCT ${expr} AS value FROM ${source}${where} ORDER BY 1 LIMIT ${COLUMN_VALUES_LIMIT}`;
      try {
        const res = await connector.execute(sql);
        return { result: res.rows.map((r) => r[0]) };
      } catch (err) {
        if (err instanceof ConnectorError) throw supersetErrors(400, [connectionErrorBody(err)]);
        throw err;
      }
    },
  );
}

/** The dataset's SQL checked to be one SELECT, as on every query; 400 with the reason otherwise. */
function checkedVirtualSql(sql: string, backend: Backend): string {
  try {
    return virtualDatasetSql(sql, backend);
  } catch (err) {
    if (err instanceof VirtualSqlError) throw badRequest(err.message);
    throw err;
  }
}
