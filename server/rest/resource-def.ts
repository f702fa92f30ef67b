import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { FilterValue } from './rison-schemas.ts';
import type { FieldType } from './wire-format.ts';

/** Kysely's expression builder over an untyped metadata schema (plugins own their tables). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyExpressionBuilder = ExpressionBuilder<any, any>;
export type Predicate = Expression<SqlBool>;

/** FAB's standard filter operators (reference §2.2). */
export const FILTER_OPERATORS = [
  'sw',
  'nsw',
  'ew',
  'new',
  'ct',
  'nct',
  'eq',
  'neq',
  'gt',
  'lt',
  'ge',
  'le',
  'in',
  'rel_o_m',
  'nrel_o_m',
  'rel_m_m',
  'nrel_m_m',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

/** Who is asking. Built per request by the security layer. */
export interface RestContext {
  dialect: 'sqlite' | 'postgres';
  userId: number | null;
  /** Permission names the caller holds on a class, e.g. ['can_read', 'can_write'] (for _info). */
  permissions: (className: string) => string[];
  now?: () => Date;
}

/** A scalar field of the resource. Its row is the base table's, keyed by SQL column. */
export interface FieldDef {
  /** SQL column on the base table; defaults to the field's key. Absent on purely computed fields. */
  column?: string;
  type: FieldType;
  /**
   * Derived value (changed_on_delta_humanized, explore_url…). `row` holds the raw stored values
   * of the base columns and of `relation.field` paths (many-to-one only) listed in `needs`.
   */
  computed?: (row: Record<string, unknown>, ctx: RestContext) => unknown;
  needs?: string[];
  /** SQL column on the base table to order by, e.g. changed_on for changed_on_delta_humanized. */
  sortColumn?: string;
}

/** A related field: its SQL column, and the type that decides its wire form. */
export type RelationField = string | { column: string; type: FieldType };

interface RelationBase {
  /** The related table and its integer primary key. */
  table: string;
  pk?: 'id';
  /** API name → column on the related table. Nested list/show columns pick from these. */
  fields: Record<string, RelationField>;
  /** The option label in related/ (gets the row keyed by API field names, wire values). */
  text: (row: Record<string, unknown>) => string;
  /** related/'s `extra` per option; `{}` when absent. */
  extra?: (row: Record<string, unknown>) => Record<string, unknown>;
  /** Fields the related/ `filter` text matches (contains, any case); an array is joined with spaces. */
  search?: (string | string[])[];
  /** Order of related/ options; primary key ascending when absent. */
  relatedOrder?: { field: string; direction: 'asc' | 'desc' };
  /**
   * Which related rows are offered in related/ (Superset's related_field_filters): narrows the
   * options only; `include_ids` are still appended without it (a chosen value stays shown).
   */
  relatedFilter?: (eb: AnyExpressionBuilder, ctx: RestContext) => Predicate | null;
  /**
   * The base filter of the related rows' own list (Superset's base_related_field_filters, e.g.
   * DatabaseFilter on `related/database`): rows the caller may not list are never named, neither
   * as options nor through `include_ids`.
   */
  relatedBaseFilter?: (eb: AnyExpressionBuilder, ctx: RestContext) => Predicate | null;
}

export interface ManyToOne extends RelationBase {
  kind: 'many-to-one';
  /** Column on the base table holding the related pk. */
  fk: string;
}

export interface ManyToMany extends RelationBase {
  kind: 'many-to-many';
  through: string;
  /** Column of `through` pointing at the base row. */
  throughSourceFk: string;
  /** Column of `through` pointing at the related row. */
  throughTargetFk: string;
}

export type Relation = ManyToOne | ManyToMany;

export interface CustomFilterArgs {
  eb: AnyExpressionBuilder;
  value: FilterValue;
  ctx: RestContext;
  def: ResourceDef;
  /** The search column the filter was sent for. */
  column: string;
}

/** A Superset custom filter (`chart_is_favorite`, `dataset_is_null_or_empty`…). */
export interface CustomFilter {
  /** Shown in _info's filters list, e.g. "Is favorite". */
  name: string;
  /** A predicate on the base table (reference it by its table name), or null to ignore the filter. */
  apply: (args: CustomFilterArgs) => Predicate | null;
}

/** One entry of _info's add_columns / edit_columns. */
export interface InfoColumn {
  name: string;
  type: string;
  label?: string;
  description?: string;
  required?: boolean;
  unique?: boolean;
  validate?: string[];
  [more: string]: unknown;
}

export interface ResourceDef {
  /** API resource name, e.g. 'dataset'. */
  name: string;
  /** Permission class, e.g. 'Dataset'. */
  className: string;
  /** Used in titles ("List Slice"); defaults to className. */
  modelName?: string;
  table: string;
  pk?: 'id';
  fields: Record<string, FieldDef>;
  relations?: Record<string, Relation>;
  /** Columns of list/ and show/ results; dotted paths (`owners.id`) render nested. */
  listColumns: string[];
  showColumns: string[];
  orderColumns: string[];
  /** Search column → allowed operators: standard ones or keys of customFilters. */
  searchColumns: Record<string, string[]>;
  customFilters?: Record<string, CustomFilter>;
  /** Order when the caller gives none: a SQL column of the base table. */
  defaultOrder?: { column: string; direction: 'asc' | 'desc' };
  /** Row visibility (ownership, access); applied to list, show, distinct. */
  baseFilter?: (eb: AnyExpressionBuilder, ctx: RestContext) => Predicate | null;
  distinctColumns?: string[];
  relatedColumns?: string[];
  addColumns?: InfoColumn[];
  editColumns?: InfoColumn[];
  labelColumns?: Record<string, string>;
  descriptionColumns?: Record<string, string>;
  /** FAB's page_size default, 20. */
  pageSize?: number;
  /** FAB's max_page_size, 100; -1 lets callers ask page_size -1 for everything. */
  maxPageSize?: number;
}
