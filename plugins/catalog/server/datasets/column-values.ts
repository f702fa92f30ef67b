import type { FastifyInstance } from 'fastify';
import type { ResourceRouteDeps } from '../../../../server/http/resource-routes.ts';
import { ConnectorError } from '../../../../server/engine/connectors/connector-error.ts';
import { compileQuery, QueryCompileError, runCompiledQuery } from '../../../../server/engine/compiler/index.ts';
import type { IDatasourceProvider, QueryDatasource } from '../../../../server/engine/datasource-provider.ts';
import type { IRowLevelSecurity } from '../../../../server/engine/row-level-security.ts';
import { ApiError, badRequest, supersetErrors } from '../../../../server/http/errors.ts';
import { parseId } from '../../../../server/rest/show-resource.ts';
import { renderQueryTemplates } from '../../../../server/engine/chart-data/query-templates.ts';
import { loadTemplateDatasets } from '../../../../server/engine/chart-data/template-datasets.ts';
import { DEFAULT_CHART_DATA_SETTINGS } from '../../../../server/engine/chart-data/chart-data-settings.ts';
import { connectionErrorBody } from '../databases/connection-errors.ts';
import { routeDoc } from '../../../../server/http/openapi-schemas.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import { datasourceAccessMessage } from './query-datasource-provider.ts';

/** Spec: at most 1000 options for a column's values. */
export const COLUMN_VALUES_LIMIT = 1000;

/** Superset's DatasourceType values; any other path segment is "Invalid datasource type". */
const DATASOURCE_TYPES = new Set(['table', 'dataset', 'query', 'saved_query', 'view', 'sl_table']);
/** Types with no model behind them here (Superset's DatasourceTypeNotSupportedError). */
const UNSUPPORTED_TYPES = new Set(['dataset', 'view', 'sl_table']);

const message = (status: number, text: string) => new ApiError(status, { message: text });

export interface ColumnValuesDeps extends ResourceRouteDeps {
  datasources: IDatasourceProvider;
  rls: IRowLevelSecurity;
}

/**
 * GET /api/v1/datasource/<type>/<id>/column/<col>/values/ (reference §6.3), as Superset's
 * get_column_values: the distinct values of one column of a dataset the caller may query, sorted,
 * at most 1000, under the dataset's fetch_values_predicate and the caller's row-level security
 * (the value list of every native filter must not offer what RLS hides). The query goes through
 * the engine's compiler, so virtual SQL, calculated columns and RLS are handled as in chart data,
 * templates included (the virtual SQL, the predicate and the RLS clauses are rendered for the caller).
 */
export function registerColumnValues(app: FastifyInstance, deps: ColumnValuesDeps): void {
  app.get<{ Params: { type: string; pk: string; column: string } }>(
    '/api/v1/datasource/:type/:pk/column/:column/values/',
    { config: { access: { perm: 'can_read', view: 'Datasource' } }, schema: routeDoc.result },
    async (req) => {
      const { type, column } = req.params;
      if (!DATASOURCE_TYPES.has(type)) throw badRequest(`Invalid datasource type: ${type}`);
      if (UNSUPPORTED_TYPES.has(type)) throw badRequest('DAO datasource query source type is not supported');
      const id = parseId(req.params.pk);
      if (id === null) throw message(404, 'Datasource does not exist');
      if (type !== 'table') throw badRequest(`Unable to get column values for datasource type: ${type}`);
      const ds = await loadForValues(deps, id, req.user);
      if (!ds.columns.some((c) => c.column_name === column)) throw badRequest(`Column name ${column} does not exist`);
      const predicate = await deps.store.db
        .selectFrom('tables')
        .select('fetch_values_predicate')
        .where('id', '=', id)
        .executeTakeFirst();
      const where = (predicate?.fetch_values_predicate as string | null | undefined) || undefined;
      const rls = await deps.rls.clausesFor(req.user, ds.id);
      const templateDatasets = await loadTemplateDatasets(deps, req.user, [
        ds.compile.sql,
        where,
        ...rls.map((c) => c.clause),
      ]);
      try {
        // The virtual SQL, the predicate and the RLS clauses rendered as chart data renders them.
        const rendered = renderQueryTemplates(
          {
            columns: [column],
            metrics: [],
            orderby: [[column, true]],
            row_limit: COLUMN_VALUES_LIMIT,
            extras: where ? { where } : {},
          },
          { ds, rls, now: new Date(), user: req.user, templateDatasets },
        );
        const compiled = compileQuery(rendered.raw, rendered.ds.compile, ds.database.backend, {
          defaultRowLimit: COLUMN_VALUES_LIMIT,
          maxRowLimit: COLUMN_VALUES_LIMIT,
          resolveTimeRange: () => ({ since: null, until: null }),
          rlsClauses: rendered.rls,
        });
        const res = await runCompiledQuery(ds.connector, compiled, {
          timeoutMs: DEFAULT_CHART_DATA_SETTINGS.queryTimeoutMs,
        });
        return { result: res.rows.map((r) => r[0]) };
      } catch (err) {
        if (err instanceof QueryCompileError) throw badRequest(err.message);
        if (err instanceof ConnectorError) throw supersetErrors(400, [connectionErrorBody(err)]);
        throw err;
      }
    },
  );
}

/** The dataset, or Superset's 404 "Datasource does not exist" / 403 `{message}` without access. */
async function loadForValues(deps: ColumnValuesDeps, id: number, user: AuthUser | null): Promise<QueryDatasource> {
  let ds: QueryDatasource;
  try {
    ds = await deps.datasources.load({ id, type: 'table' });
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) throw message(404, 'Datasource does not exist');
    throw err;
  }
  try {
    await deps.datasources.assertAccess(user, ds);
  } catch (err) {
    if (err instanceof ApiError && err.status === 403) throw message(403, datasourceAccessMessage(ds.name));
    throw err;
  }
  return ds;
}
