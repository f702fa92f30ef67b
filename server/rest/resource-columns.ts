import type { FieldDef, Relation, ResourceDef } from './resource-def.ts';
import type { FieldType } from './wire-format.ts';

/** What an API column path (`slice_name`, `owners.id`, `owners`) points at. */
export type ColumnRef =
  | { kind: 'field'; key: string; field: FieldDef }
  | { kind: 'relation'; key: string; rel: Relation; sub: string | null };

export function pkOf(def: { pk?: 'id' }): string {
  return def.pk ?? 'id';
}

/** The base table's SQL column behind a field, or null for a computed field without one. */
export function fieldColumn(key: string, field: FieldDef): string | null {
  if (field.column) return field.column;
  return field.computed ? null : key;
}

/** The SQL column and wire type of one field of a relation. */
export function relationField(rel: Relation, sub: string): { column: string; type: FieldType | undefined } | null {
  if (!Object.hasOwn(rel.fields, sub)) return null;
  const f = rel.fields[sub]!;
  return typeof f === 'string' ? { column: f, type: sub === pkOf(rel) ? 'number' : undefined } : f;
}

export function resolveColumn(def: ResourceDef, path: string): ColumnRef | null {
  const dot = path.indexOf('.');
  const head = dot < 0 ? path : path.slice(0, dot);
  const rel = def.relations && Object.hasOwn(def.relations, head) ? def.relations[head]! : undefined;
  if (dot < 0) {
    if (Object.hasOwn(def.fields, path)) return { kind: 'field', key: path, field: def.fields[path]! };
    return rel ? { kind: 'relation', key: head, rel, sub: null } : null;
  }
  const sub = path.slice(dot + 1);
  if (!rel || !relationField(rel, sub)) return null;
  return { kind: 'relation', key: head, rel, sub };
}

/** FAB's label for a column without one: `changed_by.first_name` → "Changed By First Name". */
export function prettifyColumn(name: string): string {
  return name
    .replace(/[._]/g, ' ')
    .toLowerCase()
    .replace(/(^|[^a-z])([a-z])/g, (_m, before: string, letter: string) => before + letter.toUpperCase());
}

export function labelColumns(def: ResourceDef, columns: readonly string[]): Record<string, string> {
  return Object.fromEntries(columns.map((c) => [c, def.labelColumns?.[c] ?? prettifyColumn(c)]));
}

export function descriptionColumns(def: ResourceDef, columns: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const c of columns) {
    const d = def.descriptionColumns?.[c];
    if (d !== undefined) out[c] = d;
  }
  return out;
}

export function modelTitle(def: ResourceDef): string {
  // FAB's _prettify_name: a space before each inner capital ("SavedQuery" → "Saved Query").
  return (def.modelName ?? def.className).replace(/(?<=.)([A-Z])/g, ' $1');
}
