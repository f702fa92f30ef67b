import { notFound } from '../../../../server/http/errors.ts';
import type { LoupeRestContext } from '../../../../server/http/rest-context.ts';
import { parseRisonQuery } from '../../../../server/rest/rison.ts';
import { humanizeDelta } from '../../../../server/rest/wire-format.ts';
import { dataAccessOf } from '../../shared/index.ts';
import type { CatalogDb } from '../migrations/catalog-tables.ts';
import { datasetVisibility } from './dataset-resource.ts';

/** `q` of drill_info: `(dashboard_id:<int>)`, optional. */
export const drillInfoQuerySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { dashboard_id: { type: 'integer' } },
} as const;

type UserRef = { first_name: string; last_name: string } | null;

/**
 * GET /api/v1/dataset/<pk>/drill_info/ (Superset 4.1+, DatasetDrillInfoSchema): what drill to detail
 * shows of a dataset — its columns, name, owners and who changed it when. 404 for a dataset that
 * does not exist or that the caller may not query (Superset master: a dataset outside the base
 * filter is not found unless a dashboard the caller may see uses it). `dashboard_id` is accepted;
 * with no dashboards in Loupe yet it grants nothing more.
 */
export async function datasetDrillInfo(db: CatalogDb, id: number, q: string | undefined, ctx: LoupeRestContext) {
  parseRisonQuery<{ dashboard_id?: number }>(q, drillInfoQuerySchema);
  const row = await db
    .selectFrom('tables')
    .select([
      'tables.id',
      'tables.table_name',
      'tables.created_on',
      'tables.changed_on',
      'tables.created_by_fk',
      'tables.changed_by_fk',
    ])
    .where('tables.id', '=', id)
    .where((eb) => datasetVisibility(eb, dataAccessOf(ctx.user)) ?? eb.lit(true))
    .executeTakeFirst();
  if (!row) throw notFound();
  const columns = await db
    .selectFrom('table_columns')
    .select(['column_name', 'verbose_name', 'groupby'])
    .where('table_id', '=', id)
    .orderBy('id')
    .execute();
  const owners = await db
    .selectFrom('sqlatable_user')
    .innerJoin('ab_user', 'ab_user.id', 'sqlatable_user.user_id')
    .select(['ab_user.first_name', 'ab_user.last_name'])
    .where('sqlatable_user.table_id', '=', id)
    .orderBy('ab_user.id')
    .execute();
  const user = async (fk: unknown): Promise<UserRef> => {
    if (fk === null || fk === undefined) return null;
    const u = await db
      .selectFrom('ab_user')
      .select(['first_name', 'last_name'])
      .where('id', '=', fk as number)
      .executeTakeFirst();
    return u ? { first_name: u.first_name as string, last_name: u.last_name as string } : null;
  };
  const now = new Date();
  return {
    id: row.id,
    result: {
      id: row.id,
      table_name: row.table_name,
      columns: columns.map((c) => ({
        column_name: c.column_name,
        verbose_name: c.verbose_name,
        groupby: Boolean(c.groupby),
      })),
      owners: owners.map((o) => ({ first_name: o.first_name, last_name: o.last_name })),
      created_by: await user(row.created_by_fk),
      created_on_humanized: humanizeDelta(row.created_on as string | null, now),
      changed_by: await user(row.changed_by_fk),
      changed_on_humanized: humanizeDelta(row.changed_on as string | null, now),
    },
  };
}
