import type { Kysely } from 'kysely';
import { badRequest } from '../http/errors.ts';
import { orderTarget } from './define-resource.ts';
import { compileFilters, whereAll } from './filters.ts';
import { joinAlias, loadToMany, planColumns, renderRow, selectPlanned } from './load-rows.ts';
import { pageWindow } from './paging.ts';
import { descriptionColumns, labelColumns, modelTitle, pkOf } from './resource-columns.ts';
import type { ResourceDef, RestContext } from './resource-def.ts';
import { parseRisonQuery } from './rison.ts';
import { listQuerySchema, type ListKey, type ListQuery } from './rison-schemas.ts';
import { wireValue } from './wire-format.ts';
import { dynamicTables } from '../store/dynamic-tables.ts';

export interface ListResponse {
  count: number;
  ids: unknown[];
  result: Record<string, unknown>[];
  list_columns?: string[];
  order_columns?: string[];
  label_columns?: Record<string, string>;
  description_columns?: Record<string, string>;
  list_title?: string;
}

/** `keys` absent: every block; `keys:!(none)`: none; otherwise the blocks named (FAB's set_response_key_mappings). */
export function wantsKey<K extends string>(keys: readonly K[] | undefined, key: K): boolean {
  return keys === undefined || keys.length === 0 || keys.includes(key);
}

/** The API columns a request selects: `columns` (or FAB's `select_columns`), each a list column. */
export function selectedColumns(
  requested: readonly string[] | undefined,
  allowed: readonly string[],
): readonly string[] {
  if (!requested || requested.length === 0) return allowed;
  for (const c of requested) if (!allowed.includes(c)) throw badRequest(`Invalid column: ${c}`);
  return requested;
}

function resolveOrder(
  def: ResourceDef,
  args: ListQuery,
): { relation: string | null; column: string; direction: 'asc' | 'desc' } | null {
  if (args.order_column) {
    const target = def.orderColumns.includes(args.order_column) ? orderTarget(def, args.order_column) : null;
    if (!target) throw badRequest(`Invalid order by column: ${args.order_column}`);
    return { ...target, direction: args.order_direction ?? 'asc' };
  }
  if (def.defaultOrder)
    return { relation: null, column: def.defaultOrder.column, direction: def.defaultOrder.direction };
  return null;
}

/**
 * `GET /api/v1/<res>/?q=(…)` (reference §2.1): filters, order, page, columns and keys. `count`
 * is every row the filters (and the resource's base filter) match; the page is loaded with one
 * query plus one per to-many relation.
 */
export async function listResource<DB>(
  store: Kysely<DB>,
  def: ResourceDef,
  q: string | undefined,
  ctx: RestContext,
): Promise<ListResponse> {
  const db = dynamicTables(store);
  const args = parseRisonQuery<ListQuery>(q, listQuerySchema);
  const columns = selectedColumns(args.columns ?? args.select_columns, def.listColumns);
  const where = whereAll(def, ctx, compileFilters(def, args.filters ?? [], ctx));
  const order = resolveOrder(def, args);
  const window = pageWindow(def, args.page, args.page_size);
  const plan = planColumns(def, columns);
  const pk = `${def.table}.${pkOf(def)}`;

  let query = selectPlanned(db, def, plan, order?.relation ? [order.relation] : []).where(where);
  if (order) {
    const ref = `${order.relation ? joinAlias(order.relation) : def.table}.${order.column}`;
    // PostgreSQL's null placement on both stores: last ascending, first descending.
    query = query.orderBy(ref, (ob) => (order.direction === 'asc' ? ob.asc().nullsLast() : ob.desc().nullsFirst()));
  }
  query = query.orderBy(pk, 'asc');
  if (window) query = query.limit(window.limit).offset(window.offset);

  const [counted, rows] = await Promise.all([
    db
      .selectFrom(def.table)
      .where(where)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow(),
    query.execute() as Promise<Record<string, unknown>[]>,
  ]);
  const ids = rows.map((r) => wireValue('number', r[pkOf(def)]));
  const toMany = await loadToMany(db, def, plan, ids);

  const response: ListResponse = {
    count: Number((counted as { count: unknown }).count),
    ids,
    result: rows.map((r) => renderRow(def, plan, r, toMany, ctx)),
  };
  const keys = args.keys as ListKey[] | undefined;
  if (wantsKey(keys, 'list_columns')) response.list_columns = [...columns];
  if (wantsKey(keys, 'order_columns')) response.order_columns = [...def.orderColumns];
  if (wantsKey(keys, 'label_columns')) response.label_columns = labelColumns(def, columns);
  if (wantsKey(keys, 'description_columns')) response.description_columns = descriptionColumns(def, columns);
  if (wantsKey(keys, 'list_title')) response.list_title = `List ${modelTitle(def)}`;
  return response;
}
