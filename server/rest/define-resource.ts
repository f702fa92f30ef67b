import { isFilterOperator, operatorsFor } from './filters.ts';
import { fieldColumn, relationField, resolveColumn } from './resource-columns.ts';
import type { ResourceDef } from './resource-def.ts';

/** An API column `order_column` may name, and the SQL it orders by. */
export function orderTarget(def: ResourceDef, column: string): { relation: string | null; column: string } | null {
  const ref = resolveColumn(def, column);
  if (!ref) return null;
  if (ref.kind === 'field') {
    const sqlColumn = ref.field.sortColumn ?? fieldColumn(ref.key, ref.field);
    return sqlColumn ? { relation: null, column: sqlColumn } : null;
  }
  if (ref.rel.kind !== 'many-to-one' || ref.sub === null) return null;
  return { relation: ref.key, column: relationField(ref.rel, ref.sub)!.column };
}

function check(def: ResourceDef): string[] {
  const problems: string[] = [];
  const columnsOf = (what: string, list: readonly string[]) => {
    for (const c of list)
      if (!resolveColumn(def, c)) problems.push(`${what} column ${c} is neither a field nor a relation field`);
  };
  columnsOf('list', def.listColumns);
  columnsOf('show', def.showColumns);
  for (const c of def.orderColumns)
    if (!orderTarget(def, c)) problems.push(`order column ${c} has no SQL column to order by`);
  for (const [key, field] of Object.entries(def.fields)) {
    for (const need of field.needs ?? []) {
      const ref = need.includes('.') ? resolveColumn(def, need) : null;
      if (need.includes('.') && (!ref || ref.kind !== 'relation' || ref.rel.kind !== 'many-to-one')) {
        problems.push(`field ${key} needs ${need}, which is not a many-to-one relation field`);
      }
    }
    if (field.computed === undefined && fieldColumn(key, field) === null) problems.push(`field ${key} has no column`);
  }
  for (const [col, oprs] of Object.entries(def.searchColumns)) {
    const ref = resolveColumn(def, col);
    const target =
      ref?.kind === 'field'
        ? fieldColumn(ref.key, ref.field)
          ? ref.field.type
          : null
        : ref?.sub === null
          ? ref.rel.kind
          : null;
    for (const opr of oprs) {
      if (def.customFilters && Object.hasOwn(def.customFilters, opr)) continue;
      if (!isFilterOperator(opr))
        problems.push(`search column ${col}: operator ${opr} is neither standard nor a custom filter`);
      else if (!target) problems.push(`search column ${col} is not a stored field or a relation`);
      else if (!operatorsFor(target).includes(opr))
        problems.push(`search column ${col}: ${opr} does not apply to ${target}`);
    }
  }
  for (const c of def.relatedColumns ?? []) {
    if (!def.relations?.[c]) problems.push(`related column ${c} is not a relation`);
    else if (!def.relations[c].search?.length) problems.push(`related column ${c} has no search fields`);
  }
  for (const c of def.distinctColumns ?? []) {
    const f = def.fields[c];
    if (!f || !fieldColumn(c, f)) problems.push(`distinct column ${c} is not a stored field`);
  }
  for (const [key, rel] of Object.entries(def.relations ?? {})) {
    for (const s of rel.search ?? []) {
      for (const f of Array.isArray(s) ? s : [s])
        if (!relationField(rel, f)) problems.push(`relation ${key} searches unknown field ${f}`);
    }
    if (rel.relatedOrder && !relationField(rel, rel.relatedOrder.field))
      problems.push(`relation ${key} orders by unknown field`);
  }
  return problems;
}

/**
 * Checks a resource definition once, at plugin activation, so a typo fails loudly at start rather
 * than as a 500 on some request. Returns the definition unchanged.
 */
export function defineResource<T extends ResourceDef>(def: T): T {
  const problems = check(def);
  if (problems.length > 0) throw new Error(`Resource ${def.name} is misdefined:\n- ${problems.join('\n- ')}`);
  return def;
}
