import { genericTypeOf } from '../../../../server/engine/connectors/connector.ts';
import type { LoupeRestContext } from '../../../../server/http/rest-context.ts';
import { showResource } from '../../../../server/rest/show-resource.ts';
import { wireDatetime } from '../../../../server/rest/wire-format.ts';
import { backendOf } from '../databases/engine-info.ts';
import { databaseExtra } from '../databases/database-row.ts';
import { datasetResource } from './dataset-resource.ts';
import { renderDatasetFields } from './dataset-templates.ts';
import type { Backend } from '../../../../server/engine/connectors/connector.ts';
import type { CatalogDb } from '../migrations/catalog-tables.ts';

const b = (v: unknown) => (v === null || v === undefined ? v : Boolean(v));

/**
 * GET /api/v1/dataset/<pk>: the generic show fields plus what the SPA's dataset editor needs —
 * columns, metrics, the database, and the derived maps Explore reads (reference §6.2, §6.4).
 */
export async function showDataset(
  db: CatalogDb,
  id: number | string,
  q: string | undefined,
  ctx: LoupeRestContext,
  includeRenderedSql = false,
) {
  const base = await showResource(db, datasetResource, id, q, ctx);
  const pk = base.id as number;
  const dbRow = await db
    .selectFrom('tables')
    .innerJoin('dbs', 'dbs.id', 'tables.database_id')
    .select(['dbs.id', 'dbs.database_name', 'dbs.uuid', 'dbs.sqlalchemy_uri', 'dbs.extra'])
    .where('tables.id', '=', pk)
    .executeTakeFirstOrThrow();
  const backend = backendOf(dbRow.sqlalchemy_uri as string);
  const columns = (
    await db.selectFrom('table_columns').selectAll().where('table_id', '=', pk).orderBy('id').execute()
  ).map((c) => ({
    id: c.id,
    uuid: c.uuid,
    column_name: c.column_name,
    verbose_name: c.verbose_name,
    description: c.description,
    expression: c.expression,
    filterable: b(c.filterable),
    groupby: b(c.groupby),
    is_active: b(c.is_active),
    is_dttm: b(c.is_dttm),
    python_date_format: c.python_date_format,
    type: c.type,
    type_generic: c.type ? genericTypeOf(backend as never, c.type as string) : null,
    advanced_data_type: c.advanced_data_type,
    extra: c.extra,
    changed_on: wireDatetime(c.changed_on as string | null),
    created_on: wireDatetime(c.created_on as string | null),
  }));
  const metrics = (
    await db.selectFrom('sql_metrics').selectAll().where('table_id', '=', pk).orderBy('id').execute()
  ).map((m) => ({
    id: m.id,
    uuid: m.uuid,
    metric_name: m.metric_name,
    verbose_name: m.verbose_name,
    metric_type: m.metric_type,
    expression: m.expression,
    description: m.description,
    d3format: m.d3format,
    currency: parseCurrency(m.currency as string | null),
    warning_text: m.warning_text,
    extra: m.extra,
    changed_on: wireDatetime(m.changed_on as string | null),
    created_on: wireDatetime(m.created_on as string | null),
  }));
  const r = base.result as Record<string, unknown>;
  const verbose: Record<string, string> = { __timestamp: 'Time' };
  for (const c of columns)
    verbose[c.column_name as string] = (c.verbose_name as string | null) || (c.column_name as string);
  for (const m of metrics)
    verbose[m.metric_name as string] = (m.verbose_name as string | null) || (m.metric_name as string);
  const result = {
    ...r,
    database: {
      id: dbRow.id,
      database_name: dbRow.database_name,
      uuid: dbRow.uuid,
      backend,
      allow_multi_catalog: Boolean(databaseExtra({ extra: dbRow.extra as string | null }).allow_multi_catalog),
    },
    columns,
    metrics,
    column_formats: Object.fromEntries(metrics.filter((m) => m.d3format).map((m) => [m.metric_name, m.d3format])),
    verbose_map: verbose,
    granularity_sqla: columns.filter((c) => c.is_dttm).map((c) => [c.column_name, c.column_name]),
    order_by_choices: columns
      .map((c) => c.column_name as string)
      .sort()
      .flatMap((n) => [
        [JSON.stringify([n, true]), `${n} [asc]`],
        [JSON.stringify([n, false]), `${n} [desc]`],
      ]),
  };
  return { ...base, result: includeRenderedSql ? renderDatasetFields(result, ctx.user, backend as Backend) : result };
}

function parseCurrency(text: string | null): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
