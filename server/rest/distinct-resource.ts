import type { Kysely } from 'kysely';
import { notFound } from '../http/errors.ts';
import { whereAll } from './filters.ts';
import { asText, likePredicate } from './like-predicate.ts';
import { pageWindow } from './paging.ts';
import { fieldColumn } from './resource-columns.ts';
import type { ResourceDef, RestContext } from './resource-def.ts';
import { parseRisonQuery } from './rison.ts';
import { distinctQuerySchema, type DistinctQuery } from './rison-schemas.ts';
import { wireValue } from './wire-format.ts';
import { dynamicTables } from '../store/dynamic-tables.ts';

export interface DistinctResponse {
  count: number;
  result: { text: unknown; value: unknown }[];
}

/**
 * `GET /api/v1/<res>/distinct/<column>?q=(filter,page,page_size)` (reference §2.5): the non-null
 * distinct values of a column among the rows the caller may see, ascending, `filter` matching
 * their start (any case). 404 unless the column is one of the resource's distinct columns.
 */
export async function distinctResource<DB>(
  store: Kysely<DB>,
  def: ResourceDef,
  column: string,
  q: string | undefined,
  ctx: RestContext,
): Promise<DistinctResponse> {
  const db = dynamicTables(store);
  const field = def.distinctColumns?.includes(column) && Object.hasOwn(def.fields, column) ? def.fields[column]! : null;
  const sqlColumn = field ? fieldColumn(column, field) : null;
  if (!field || !sqlColumn) throw notFound();
  const args = parseRisonQuery<DistinctQuery>(q, distinctQuerySchema);
  const ref = `${def.table}.${sqlColumn}`;
  const visible = whereAll(def, ctx, []);
  const filter = args.filter;
  const where = (eb: Parameters<typeof visible>[0]) =>
    eb.and([
      visible(eb),
      eb(ref, 'is not', null),
      ...(filter ? [likePredicate(ctx.dialect, asText(ref, field.type), filter, 'starts')] : []),
    ]);
  const window = pageWindow(def, args.page, args.page_size);

  let query = db.selectFrom(def.table).where(where).select(`${ref} as value`).distinct().orderBy('value', 'asc');
  if (window) query = query.limit(window.limit).offset(window.offset);
  const [counted, rows] = await Promise.all([
    db
      .selectFrom(def.table)
      .where(where)
      .select((eb) => eb.fn.count(ref).distinct().as('count'))
      .executeTakeFirstOrThrow(),
    query.execute() as Promise<{ value: unknown }[]>,
  ]);
  return {
    count: Number((counted as { count: unknown }).count),
    result: rows.map((r) => {
      const value = wireValue(field.type, r.value);
      return { text: value, value };
    }),
  };
}
