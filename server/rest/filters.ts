import { sql } from 'kysely';
import { badRequest } from '../http/errors.ts';
import { likePredicate, type LikeMode } from './like-predicate.ts';
import { fieldColumn, pkOf, resolveColumn } from './resource-columns.ts';
import type {
  AnyExpressionBuilder,
  FilterOperator,
  ManyToMany,
  Predicate,
  Relation,
  ResourceDef,
  RestContext,
} from './resource-def.ts';
import { FILTER_OPERATORS } from './resource-def.ts';
import type { RisonFilter } from './rison-schemas.ts';
import { parseDatetime, type FieldType } from './wire-format.ts';

/** FAB's display names of its filters (flask_appbuilder/models/sqla/filters.py), shown by _info. */
export const OPERATOR_NAMES: Record<FilterOperator, string> = {
  sw: 'Starts with',
  nsw: 'Not Starts with',
  ew: 'Ends with',
  new: 'Not Ends with',
  ct: 'Contains',
  nct: 'Not Contains',
  eq: 'Equal to',
  neq: 'Not Equal to',
  gt: 'Greater than',
  lt: 'Smaller than',
  ge: 'Greater equal',
  le: 'Smaller equal',
  in: 'One of',
  rel_o_m: 'Relation',
  nrel_o_m: 'No Relation',
  rel_m_m: 'Relation as Many',
  nrel_m_m: 'No Relation as Many', // FAB's SQLA interface has no nrel_m_m; name is ours
};

const TEXT_OPS: FilterOperator[] = ['sw', 'nsw', 'ew', 'new', 'ct', 'nct', 'eq', 'neq', 'in'];
const ORDERED_OPS: FilterOperator[] = ['eq', 'neq', 'gt', 'lt', 'ge', 'le', 'in'];

/** Operators that make sense for a field type or relation kind (checked by defineResource). */
export function operatorsFor(target: FieldType | Relation['kind']): FilterOperator[] {
  switch (target) {
    case 'string':
    case 'json-text':
      return TEXT_OPS;
    case 'number':
    case 'datetime':
      return ORDERED_OPS;
    case 'boolean':
      return ['eq', 'neq'];
    case 'many-to-one':
      return ['rel_o_m', 'nrel_o_m'];
    case 'many-to-many':
      return ['rel_m_m', 'nrel_m_m'];
  }
}

export function isFilterOperator(opr: string): opr is FilterOperator {
  return (FILTER_OPERATORS as readonly string[]).includes(opr);
}

export type CompiledFilter = (eb: AnyExpressionBuilder) => Predicate | null;

const LIKE: Partial<Record<FilterOperator, [LikeMode, boolean]>> = {
  sw: ['starts', false],
  nsw: ['starts', true],
  ew: ['ends', false],
  new: ['ends', true],
  ct: ['contains', false],
  nct: ['contains', true],
};
const COMPARE: Partial<Record<FilterOperator, '=' | '<>' | '>' | '<' | '>=' | '<='>> = {
  eq: '=',
  neq: '<>',
  gt: '>',
  lt: '<',
  ge: '>=',
  le: '<=',
};

const INT4_MAX = 2_147_483_647;

/**
 * A number as a bound parameter. PostgreSQL types `$1` after the column, so a fraction or a huge
 * value against an integer column would fail there; those are cast to numeric (plain integers are
 * not, so index lookups stay index lookups).
 */
function numberParam(n: number): unknown {
  return Number.isInteger(n) && Math.abs(n) <= INT4_MAX ? n : sql`cast(${n} as numeric)`;
}

function invalid(col: string, value: unknown, expected: string): never {
  throw badRequest(`Filter value: ${JSON.stringify(value)} not valid for column: ${col} (expected ${expected})`);
}

/** A rison value → a bound parameter of the field's type; 400 when it is not one. */
function scalarValue(type: FieldType, col: string, value: unknown, dialect: RestContext['dialect']): unknown {
  switch (type) {
    case 'string':
    case 'json-text':
      if (typeof value === 'string') return value;
      if (typeof value === 'number') return String(value);
      return invalid(col, value, 'a string');
    case 'number': {
      const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
      if (typeof n === 'number' && Number.isFinite(n)) return numberParam(n);
      return invalid(col, value, 'a number');
    }
    case 'datetime': {
      const stored = typeof value === 'string' ? parseDatetime(value) : null;
      return stored ?? invalid(col, value, 'an ISO 8601 datetime');
    }
    case 'boolean': {
      const b =
        value === true || value === 1 || value === 'true'
          ? true
          : value === false || value === 0 || value === 'false'
            ? false
            : null;
      if (b === null) return invalid(col, value, 'a boolean');
      return dialect === 'sqlite' ? (b ? 1 : 0) : b;
    }
  }
}

function relatedId(col: string, value: unknown): number {
  const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  if (typeof n === 'number' && Number.isInteger(n) && Math.abs(n) <= INT4_MAX) return n;
  return invalid(col, value, 'a related id');
}

function hasRelated(eb: AnyExpressionBuilder, def: ResourceDef, rel: ManyToMany, id: number): Predicate {
  return eb.exists(
    eb
      .selectFrom(rel.through)
      .select(sql.lit(1).as('one'))
      .whereRef(`${rel.through}.${rel.throughSourceFk}`, '=', `${def.table}.${pkOf(def)}`)
      .where(`${rel.through}.${rel.throughTargetFk}`, '=', id),
  );
}

function relationFilter(
  def: ResourceDef,
  col: string,
  rel: Relation,
  opr: FilterOperator,
  value: unknown,
): CompiledFilter {
  if (rel.kind === 'many-to-one') {
    const id = relatedId(col, value);
    const fk = `${def.table}.${rel.fk}`;
    if (opr === 'rel_o_m') return (eb) => eb(fk, '=', id);
    // SQLAlchemy's `relation != obj` also keeps rows without a relation.
    return (eb) => eb.or([eb(fk, '<>', id), eb(fk, 'is', null)]);
  }
  const ids = (Array.isArray(value) ? value : [value]).map((v) => relatedId(col, v));
  if (ids.length === 0) return () => null;
  // A list means all of them (rel_m_m) or none of them (nrel_m_m).
  if (opr === 'rel_m_m') return (eb) => eb.and(ids.map((id) => hasRelated(eb, def, rel, id)));
  return (eb) => eb.and(ids.map((id) => eb.not(hasRelated(eb, def, rel, id))));
}

function fieldFilter(
  def: ResourceDef,
  col: string,
  type: FieldType,
  column: string,
  opr: FilterOperator,
  value: unknown,
  ctx: RestContext,
): CompiledFilter {
  const ref = `${def.table}.${column}`;
  // FAB: eq/neq with the string "NULL" test for (non-)null.
  if (value === 'NULL' && (opr === 'eq' || opr === 'neq')) {
    return (eb) => eb(ref, opr === 'eq' ? 'is' : 'is not', null);
  }
  const like = LIKE[opr];
  if (like) {
    const text = scalarValue('string', col, value, ctx.dialect) as string;
    const [mode, negate] = like;
    return (eb) => {
      const p = likePredicate(ctx.dialect, eb.ref(ref), text, mode);
      return negate ? eb.not(p) : p;
    };
  }
  if (opr === 'in') {
    let list = value;
    if (typeof value === 'string') {
      try {
        list = JSON.parse(value); // FAB's FilterIn takes a JSON-encoded list
      } catch {
        list = value;
      }
    }
    if (!Array.isArray(list)) return invalid(col, value, 'a list');
    const values = list.map((v) => scalarValue(type, col, v, ctx.dialect));
    return values.length === 0 ? () => null : (eb) => eb(ref, 'in', values);
  }
  const op = COMPARE[opr]!;
  const bound = scalarValue(type, col, value, ctx.dialect);
  return (eb) => eb(ref, op, bound);
}

/**
 * Validates a list request's filters against the resource's search columns and compiles each to
 * a predicate on the base table. Values are always bound parameters. 400 on: a column not
 * searchable, an operator not allowed on it (or unknown), a value of the wrong type.
 */
export function compileFilters(def: ResourceDef, filters: readonly RisonFilter[], ctx: RestContext): CompiledFilter[] {
  return filters.map(({ col, opr, value }) => {
    const allowed = Object.hasOwn(def.searchColumns, col) ? def.searchColumns[col]! : null;
    if (!allowed) throw badRequest(`Filter column: ${col} not allowed to filter`);
    if (!allowed.includes(opr)) throw badRequest(`Filter operator: ${opr} not allowed on column: ${col}`);
    const custom = def.customFilters && Object.hasOwn(def.customFilters, opr) ? def.customFilters[opr]! : null;
    if (custom) return (eb) => custom.apply({ eb, value, ctx, def, column: col });
    const ref = resolveColumn(def, col);
    if (!ref || !isFilterOperator(opr)) throw badRequest(`Filter operator: ${opr} not allowed on column: ${col}`);
    if (ref.kind === 'relation') return relationFilter(def, col, ref.rel, opr, value);
    return fieldFilter(def, col, ref.field.type, fieldColumn(ref.key, ref.field)!, opr, value, ctx);
  });
}

/** All of a request's predicates (the base filter first) as one WHERE, or null for none. */
export function whereAll(
  def: ResourceDef,
  ctx: RestContext,
  compiled: readonly CompiledFilter[],
): (eb: AnyExpressionBuilder) => Predicate {
  return (eb) => {
    const parts: Predicate[] = [];
    const base = def.baseFilter?.(eb, ctx);
    if (base) parts.push(base);
    for (const f of compiled) {
      const p = f(eb);
      if (p) parts.push(p);
    }
    return eb.and(parts);
  };
}
