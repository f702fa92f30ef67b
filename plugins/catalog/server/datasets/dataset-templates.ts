import type { Backend } from '../../../../server/engine/connectors/connector.ts';
import { embedDataset } from '../../../../server/engine/chart-data/query-templates.ts';
import type { TemplateDatasets } from '../../../../server/engine/chart-data/template-datasets.ts';
import { unprocessable } from '../../../../server/http/errors.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import {
  parseTemplateParams,
  renderSqlTemplateWith,
  TemplateParamsError,
  type SqlTemplateContext,
} from '../../../../server/engine/templating/sql-template.ts';

/** A dataset's template context outside a query: its `template_params`, its metrics, the caller. */
export function datasetTemplateContext(
  ds: { template_params: string | null },
  user: AuthUser | null,
  backend: Backend,
  metrics: Record<string, string> = {},
): SqlTemplateContext {
  return {
    user: user ? { id: user.id, username: user.username, email: user.email } : null,
    params: parseTemplateParams(ds.template_params),
    metrics,
    dialect: backend,
  };
}

/**
 * A virtual dataset's SQL rendered for checking and reading its columns on create, update and
 * refresh (Superset's get_virtual_table_metadata renders it first); a template that does not
 * render is the SQL's fault: 422 `{sql: [reason]}`. `datasets` are those its `dataset(<id>)` calls
 * name, loaded for the caller (loadTemplateDatasets).
 */
export function renderDatasetSql(
  sql: string,
  ds: { template_params: string | null },
  user: AuthUser | null,
  backend: Backend,
  datasets?: TemplateDatasets,
): string {
  try {
    const ctx = datasetTemplateContext(ds, user, backend);
    return renderSqlTemplateWith(sql, { ...ctx, dataset: embedDataset(datasets, { now: new Date(), user }) });
  } catch (err) {
    if (err instanceof TemplateParamsError) throw unprocessable({ sql: [err.message] });
    throw err;
  }
}

type Item = Record<string, unknown> & { expression?: unknown };

/**
 * `GET /api/v1/dataset/<pk>?include_rendered_sql=true` (Superset's render_dataset_fields): the
 * SQL as `rendered_sql`, and each metric's and calculated column's `rendered_expression`; a
 * template that does not render is a 422 naming what failed.
 */
export function renderDatasetFields(
  result: Record<string, unknown>,
  user: AuthUser | null,
  backend: Backend,
): Record<string, unknown> {
  const metrics = (result.metrics as Item[] | undefined) ?? [];
  const ctx = datasetTemplateContextOrFail(result, user, backend, metrics);
  const render = (text: string, what: string) => {
    try {
      return renderSqlTemplateWith(text, ctx);
    } catch (err) {
      if (err instanceof TemplateParamsError) throw unprocessable(`Unable to render expression from dataset ${what}.`);
      throw err;
    }
  };
  const renderItems = (items: Item[], what: string) =>
    items.map((i) =>
      typeof i.expression === 'string' && i.expression ? { ...i, rendered_expression: render(i.expression, what) } : i,
    );
  const out = { ...result };
  if (typeof result.sql === 'string' && result.sql) out.rendered_sql = render(result.sql, 'query');
  if (Array.isArray(result.metrics)) out.metrics = renderItems(result.metrics as Item[], 'metric');
  if (Array.isArray(result.columns)) out.columns = renderItems(result.columns as Item[], 'calculated column');
  return out;
}

function datasetTemplateContextOrFail(
  result: Record<string, unknown>,
  user: AuthUser | null,
  backend: Backend,
  metrics: Item[],
): SqlTemplateContext {
  try {
    return datasetTemplateContext(
      { template_params: (result.template_params as string | null | undefined) ?? null },
      user,
      backend,
      Object.fromEntries(metrics.map((m) => [String(m.metric_name), String(m.expression ?? '')])),
    );
  } catch (err) {
    if (err instanceof TemplateParamsError) throw unprocessable('Unable to render expression from dataset query.');
    throw err;
  }
}
