import type { Kysely, SelectQueryBuilder } from 'kysely';
import { fieldColumn, pkOf, relationField, resolveColumn } from './resource-columns.ts';
import type { ManyToMany, Relation, ResourceDef, RestContext } from './resource-def.ts';
import { wireValue } from './wire-format.ts';
import type { DynamicTables } from '../store/dynamic-tables.ts';

type AnyDb = Kysely<DynamicTables>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;
type Row = Record<string, unknown>;

/** What one list/show request reads: base columns, joined many-to-one fields, to-many fields. */
export interface RowPlan {
  columns: readonly string[];
  base: Set<string>;
  /** many-to-one relation → fields read through a LEFT JOIN (rendered or needed by computed fields). */
  joins: Map<string, Set<string>>;
  /** many-to-one relation → fields rendered (null: the whole relation). */
  rendered: Map<string, Set<string> | null>;
  /** many-to-many relation → fields rendered, loaded with one query per relation for all rows. */
  toMany: Map<string, Set<string>>;
}

function allFields(rel: Relation): Set<string> {
  return new Set(Object.keys(rel.fields));
}

function add(map: Map<string, Set<string>>, key: string, subs: Iterable<string>): void {
  const set = map.get(key) ?? new Set<string>();
  for (const s of subs) set.add(s);
  map.set(key, set);
}

/** Columns must already be known to resolve (callers check them against list/show columns). */
export function planColumns(def: ResourceDef, columns: readonly string[]): RowPlan {
  const plan: RowPlan = {
    columns,
    base: new Set([pkOf(def)]),
    joins: new Map(),
    rendered: new Map(),
    toMany: new Map(),
  };
  for (const path of columns) {
    const ref = resolveColumn(def, path)!;
    if (ref.kind === 'field') {
      const column = fieldColumn(ref.key, ref.field);
      if (column) plan.base.add(column);
      for (const need of ref.field.needs ?? []) {
        const dot = need.indexOf('.');
        if (dot < 0) plan.base.add(need);
        else add(plan.joins, need.slice(0, dot), [need.slice(dot + 1)]);
      }
      continue;
    }
    const subs = ref.sub === null ? allFields(ref.rel) : new Set([ref.sub]);
    if (ref.rel.kind === 'many-to-many') {
      add(plan.toMany, ref.key, subs);
      continue;
    }
    add(plan.joins, ref.key, subs);
    const shown = plan.rendered.get(ref.key);
    if (ref.sub === null || shown === null) plan.rendered.set(ref.key, null);
    else add(plan.rendered as Map<string, Set<string>>, ref.key, subs);
  }
  return plan;
}

export const joinAlias = (relation: string): string => `rel_${relation}`;

/** LEFT JOIN a many-to-one relation as `rel_<name>`. */
export function joinRelation(qb: AnySelect, def: ResourceDef, key: string): AnySelect {
  const rel = def.relations![key]!;
  if (rel.kind !== 'many-to-one') return qb;
  const alias = joinAlias(key);
  return qb.leftJoin(`${rel.table} as ${alias}`, `${alias}.${pkOf(rel)}`, `${def.table}.${rel.fk}`);
}

/** SELECT … FROM base LEFT JOIN … for a plan; the caller adds WHERE, ORDER BY and paging. */
export function selectPlanned(
  db: AnyDb,
  def: ResourceDef,
  plan: RowPlan,
  extraJoins: readonly string[] = [],
): AnySelect {
  let qb: AnySelect = db.selectFrom(def.table);
  for (const key of new Set([...plan.joins.keys(), ...extraJoins])) qb = joinRelation(qb, def, key);
  const selections = [...plan.base].map((c) => `${def.table}.${c} as ${c}`);
  for (const [key, subs] of plan.joins) {
    const rel = def.relations![key]!;
    const alias = joinAlias(key);
    selections.push(`${alias}.${pkOf(rel)} as ${key}.__pk`);
    for (const sub of subs) selections.push(`${alias}.${relationField(rel, sub)!.column} as ${key}.${sub}`);
  }
  return qb.select(selections);
}

function pickFields(rel: Relation, subs: Iterable<string>, raw: (sub: string) => unknown): Row {
  const out: Row = {};
  for (const sub of subs) out[sub] = wireValue(relationField(rel, sub)!.type, raw(sub));
  return out;
}

/** One query per many-to-many relation for all rows: relation → base pk → related objects. */
export async function loadToMany(
  db: AnyDb,
  def: ResourceDef,
  plan: RowPlan,
  ids: readonly unknown[],
): Promise<Map<string, Map<string, Row[]>>> {
  const out = new Map<string, Map<string, Row[]>>();
  if (ids.length === 0) return out;
  await Promise.all(
    [...plan.toMany].map(async ([key, subs]) => {
      const rel = def.relations![key] as ManyToMany;
      const selections = [
        `t.${rel.throughSourceFk} as __src`,
        ...[...subs].map((s) => `r.${relationField(rel, s)!.column} as ${s}`),
      ];
      const rows = (await db
        .selectFrom(`${rel.through} as t`)
        .innerJoin(`${rel.table} as r`, `r.${pkOf(rel)}`, `t.${rel.throughTargetFk}`)
        .where(`t.${rel.throughSourceFk}`, 'in', ids)
        .select(selections)
        .orderBy(`r.${pkOf(rel)}`)
        .execute()) as Row[];
      const byBase = new Map<string, Row[]>();
      for (const row of rows) {
        const list = byBase.get(String(row.__src)) ?? [];
        list.push(pickFields(rel, subs, (s) => row[s]));
        byBase.set(String(row.__src), list);
      }
      out.set(key, byBase);
    }),
  );
  return out;
}

/** A raw joined row → the wire object, dotted columns nested, in the order of plan.columns. */
export function renderRow(
  def: ResourceDef,
  plan: RowPlan,
  raw: Row,
  toMany: Map<string, Map<string, Row[]>>,
  ctx: RestContext,
): Row {
  const out: Row = {};
  const id = String(raw[pkOf(def)]);
  for (const path of plan.columns) {
    const ref = resolveColumn(def, path)!;
    if (ref.kind === 'field') {
      const { field } = ref;
      out[ref.key] = field.computed
        ? field.computed(raw, ctx)
        : wireValue(field.type, raw[fieldColumn(ref.key, field)!]);
    } else if (Object.hasOwn(out, ref.key)) {
      continue;
    } else if (ref.rel.kind === 'many-to-many') {
      out[ref.key] = toMany.get(ref.key)?.get(id) ?? [];
    } else if (raw[`${ref.key}.__pk`] === null || raw[`${ref.key}.__pk`] === undefined) {
      out[ref.key] = null;
    } else {
      const subs = plan.rendered.get(ref.key) ?? allFields(ref.rel);
      out[ref.key] = pickFields(ref.rel, subs, (s) => raw[`${ref.key}.${s}`]);
    }
  }
  return out;
}
