import type { Kysely } from 'kysely';
import { notFound } from '../http/errors.ts';
import { whereAll } from './filters.ts';
import { selectedColumns, wantsKey } from './list-resource.ts';
import { loadToMany, planColumns, renderRow, selectPlanned } from './load-rows.ts';
import { descriptionColumns, labelColumns, modelTitle, pkOf } from './resource-columns.ts';
import type { ResourceDef, RestContext } from './resource-def.ts';
import { parseRisonQuery } from './rison.ts';
import { showQuerySchema, type ShowKey, type ShowQuery } from './rison-schemas.ts';
import { wireValue } from './wire-format.ts';
import { dynamicTables } from '../store/dynamic-tables.ts';

export interface ShowResponse {
  id: unknown;
  result: Record<string, unknown>;
  show_columns?: string[];
  label_columns?: Record<string, string>;
  description_columns?: Record<string, string>;
  show_title?: string;
}

/** An id from the URL: a non-negative integer, or null (FAB's `<int:pk>` route would not match). */
export function parseId(id: number | string): number | null {
  if (typeof id === 'number') return Number.isSafeInteger(id) ? id : null;
  return /^\d{1,15}$/.test(id) ? Number(id) : null;
}

/**
 * `GET /api/v1/<res>/<pk>` (reference §0.2) with `q=(columns:!(…),keys:!(…))`.
 * 404 when the row does not exist or the base filter hides it from the caller.
 */
export async function showResource<DB>(
  store: Kysely<DB>,
  def: ResourceDef,
  id: number | string,
  q: string | undefined,
  ctx: RestContext,
): Promise<ShowResponse> {
  const db = dynamicTables(store);
  const args = parseRisonQuery<ShowQuery>(q, showQuerySchema);
  const columns = selectedColumns(args.columns, def.showColumns);
  const pk = parseId(id);
  if (pk === null) throw notFound();
  const plan = planColumns(def, columns);
  const base = whereAll(def, ctx, []);
  const row = (await selectPlanned(db, def, plan)
    .where((eb) => eb.and([eb(`${def.table}.${pkOf(def)}`, '=', pk), base(eb)]))
    .executeTakeFirst()) as Record<string, unknown> | undefined;
  if (!row) throw notFound();
  const toMany = await loadToMany(db, def, plan, [row[pkOf(def)]]);

  const response: ShowResponse = {
    id: wireValue('number', row[pkOf(def)]),
    result: renderRow(def, plan, row, toMany, ctx),
  };
  const keys = args.keys as ShowKey[] | undefined;
  if (wantsKey(keys, 'show_columns')) response.show_columns = [...columns];
  if (wantsKey(keys, 'label_columns')) response.label_columns = labelColumns(def, columns);
  if (wantsKey(keys, 'description_columns')) response.description_columns = descriptionColumns(def, columns);
  if (wantsKey(keys, 'show_title')) response.show_title = `Show ${modelTitle(def)}`;
  return response;
}
