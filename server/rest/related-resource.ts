import { sql, type Expression, type Kysely } from 'kysely';
import { notFound, unprocessable } from '../http/errors.ts';
import { asText, likePredicate } from './like-predicate.ts';
import { pageWindow } from './paging.ts';
import { pkOf, relationField } from './resource-columns.ts';
import type { AnyExpressionBuilder, Predicate, Relation, ResourceDef, RestContext } from './resource-def.ts';
import { parseRisonQuery } from './rison.ts';
import { relatedQuerySchema, type RelatedQuery } from './rison-schemas.ts';
import { wireValue } from './wire-format.ts';
import { dynamicTables } from '../store/dynamic-tables.ts';

export interface RelatedOption {
  value: unknown;
  text: string;
  extra: Record<string, unknown>;
}
export interface RelatedResponse {
  count: number;
  result: RelatedOption[];
}

type Row = Record<string, unknown>;

function searchExpression(rel: Relation, entry: string | string[]): Expression<unknown> {
  const ref = (f: string) => {
    const { column, type } = relationField(rel, f)!;
    return asText(`${rel.table}.${column}`, type);
  };
  if (!Array.isArray(entry)) return ref(entry);
  return sql`${sql.join(
    entry.map((f) => sql`coalesce(${ref(f)}, '')`),
    sql` || ' ' || `,
  )}`;
}

function relatedWhere(
  rel: Relation,
  filter: string | undefined,
  ctx: RestContext,
): (eb: AnyExpressionBuilder) => Predicate {
  return (eb) => {
    const parts: Predicate[] = [];
    const visible = rel.relatedBaseFilter?.(eb, ctx);
    if (visible) parts.push(visible);
    const narrowed = rel.relatedFilter?.(eb, ctx);
    if (narrowed) parts.push(narrowed);
    if (filter) {
      parts.push(
        eb.or(
          (rel.search ?? []).map((entry) =>
            likePredicate(ctx.dialect, searchExpression(rel, entry), filter, 'contains'),
          ),
        ),
      );
    }
    return eb.and(parts);
  };
}

function toOption(rel: Relation, raw: Row): RelatedOption {
  const row: Row = {};
  for (const name of Object.keys(rel.fields)) row[name] = wireValue(relationField(rel, name)!.type, raw[name]);
  return { value: wireValue('number', raw.__pk), text: rel.text(row), extra: rel.extra?.(row) ?? {} };
}

/**
 * `GET /api/v1/<res>/related/<column>?q=(filter,page,page_size,include_ids)` (reference §2.4).
 * 404 unless the column is one of the resource's related columns. `filter` matches the
 * relation's search fields (contains, any case); `include_ids` not on the page are appended,
 * as Superset does, without the relation's option filter but never past its base filter (the
 * related rows' own list filter: what the caller may not list is not named). `count` counts the
 * filtered options; with `include_ids` it counts the answer (Superset's `len(result)`), and
 * `include_ids` with a page past the first answers 422 (pagination with forced ids).
 */
export async function relatedResource<DB>(
  store: Kysely<DB>,
  def: ResourceDef,
  column: string,
  q: string | undefined,
  ctx: RestContext,
): Promise<RelatedResponse> {
  const db = dynamicTables(store);
  if (!def.relatedColumns?.includes(column) || !def.relations?.[column]) throw notFound();
  const rel = def.relations[column];
  const args = parseRisonQuery<RelatedQuery>(q, relatedQuerySchema);
  const includeIds = [...new Set(args.include_ids ?? [])];
  // Superset: "pagination with forced ids is not supported" (FAB's bare 422).
  if (args.page && includeIds.length > 0) throw unprocessable('Could not process entity');
  const where = relatedWhere(rel, args.filter, ctx);
  const window = pageWindow(def, args.page, args.page_size);
  const pk = `${rel.table}.${pkOf(rel)}`;
  const selections = [
    `${pk} as __pk`,
    ...Object.keys(rel.fields).map((f) => `${rel.table}.${relationField(rel, f)!.column} as ${f}`),
  ];

  let query = db.selectFrom(rel.table).select(selections).where(where);
  if (rel.relatedOrder) {
    const { field, direction } = rel.relatedOrder;
    query = query.orderBy(`${rel.table}.${relationField(rel, field)!.column}`, direction);
  }
  query = query.orderBy(pk, 'asc');
  if (window) query = query.limit(window.limit).offset(window.offset);

  const [counted, rows] = await Promise.all([
    db
      .selectFrom(rel.table)
      .where(where)
      .select((eb) => eb.fn.countAll().as('count'))
      .executeTakeFirstOrThrow(),
    query.execute() as Promise<Row[]>,
  ]);
  const result = rows.map((r) => toOption(rel, r));

  const onPage = new Set(result.map((o) => o.value));
  const missing = includeIds.filter((id) => !onPage.has(id));
  if (missing.length > 0) {
    const extra = (await db
      .selectFrom(rel.table)
      .select(selections)
      .where(pk, 'in', missing)
      .where((eb) => rel.relatedBaseFilter?.(eb, ctx) ?? eb.lit(true))
      .orderBy(pk, 'asc')
      .execute()) as Row[];
    result.push(...extra.map((r) => toOption(rel, r)));
  }
  // With include_ids Superset counts what it answers: the first page and the ids added to it.
  const count = includeIds.length > 0 ? result.length : Number((counted as { count: unknown }).count);
  return { count, result };
}
