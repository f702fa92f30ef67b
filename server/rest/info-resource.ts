import { isFilterOperator, OPERATOR_NAMES } from './filters.ts';
import { wantsKey } from './list-resource.ts';
import { modelTitle, prettifyColumn } from './resource-columns.ts';
import type { InfoColumn, ResourceDef, RestContext } from './resource-def.ts';
import { parseRisonQuery } from './rison.ts';
import { infoQuerySchema, type InfoKey, type InfoQuery } from './rison-schemas.ts';

export interface InfoResponse {
  permissions?: string[];
  filters?: Record<string, { name: string; operator: string }[]>;
  add_columns?: InfoColumn[];
  edit_columns?: InfoColumn[];
  add_title?: string;
  edit_title?: string;
}

function infoColumns(columns: readonly InfoColumn[] | undefined): InfoColumn[] {
  return (columns ?? []).map((c) => ({
    label: prettifyColumn(c.name),
    description: '',
    required: false,
    unique: false,
    validate: [],
    ...c,
  }));
}

/** _info's `filters`: per search column, its operators with FAB's names (custom filters first). */
export function filtersInfo(def: ResourceDef): Record<string, { name: string; operator: string }[]> {
  const out: Record<string, { name: string; operator: string }[]> = {};
  for (const [col, oprs] of Object.entries(def.searchColumns)) {
    const custom = oprs.filter((o) => def.customFilters && Object.hasOwn(def.customFilters, o));
    const standard = oprs.filter((o) => !custom.includes(o) && isFilterOperator(o));
    out[col] = [
      ...custom.map((o) => ({ name: def.customFilters![o]!.name, operator: o })),
      ...standard.map((o) => ({ name: OPERATOR_NAMES[o as keyof typeof OPERATOR_NAMES], operator: o })),
    ];
  }
  return out;
}

/**
 * `GET /api/v1/<res>/_info?q=(keys:!(…))` (reference §2.3). `permissions` are those the caller
 * holds on the resource's class. Related-field paging inside add/edit columns
 * (`add_columns:(owners:(page:0))`) is accepted and ignored: clients page relations via related/.
 */
export function infoResource(def: ResourceDef, q: string | undefined, ctx: RestContext): InfoResponse {
  const args = parseRisonQuery<InfoQuery>(q, infoQuerySchema);
  const keys = args.keys as InfoKey[] | undefined;
  const out: InfoResponse = {};
  if (wantsKey(keys, 'add_columns')) out.add_columns = infoColumns(def.addColumns);
  if (wantsKey(keys, 'edit_columns')) out.edit_columns = infoColumns(def.editColumns);
  if (wantsKey(keys, 'filters')) out.filters = filtersInfo(def);
  if (wantsKey(keys, 'permissions')) out.permissions = ctx.permissions(def.className);
  if (wantsKey(keys, 'add_title')) out.add_title = `Add ${modelTitle(def)}`;
  if (wantsKey(keys, 'edit_title')) out.edit_title = `Edit ${modelTitle(def)}`;
  return out;
}
