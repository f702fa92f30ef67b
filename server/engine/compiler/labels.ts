import type { DialectSpec } from './dialects.ts';
import { QueryCompileError } from './query-compile-error.ts';

/** A string as Python's repr() writes it, for Superset's messages (`['x']`). */
export function pyRepr(s: string): string {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  const body = s.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/\r/g, '\\r').replace(/\t/g, '\\t');
  return quote + (quote === "'" ? body.replace(/'/g, "\\'") : body) + quote;
}

export function pyListRepr(items: readonly string[]): string {
  return `[${items.map(pyRepr).join(', ')}]`;
}

/** Superset refuses a query whose result columns would share a label. */
export function assertUniqueLabels(labels: readonly string[]): void {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const l of labels) (seen.has(l) ? dup : seen).add(l);
  if (dup.size > 0) {
    throw new QueryCompileError(
      `Duplicate column/metric labels: ${[...dup].map(pyRepr).join(', ')}. Please make sure all columns and metrics have a unique label.`,
    );
  }
}

/**
 * The alias each result column gets in SQL: its label, unless the engine cannot keep it as a
 * column name (too long for PostgreSQL, outside MySQL's character rules, or equal to an earlier one
 * in an engine whose names ignore case). Those get `__loupe_col_<n>`; the plan runner names result
 * columns by label, whatever their alias.
 */
export function assignAliases(labels: readonly string[], spec: DialectSpec): string[] {
  const key = (s: string) => (spec.caseInsensitiveAliases ? s.toLowerCase() : s);
  const used = new Set<string>();
  return labels.map((label, i) => {
    let alias = label;
    if (!spec.aliasAllowed(label) || label.includes('\0') || used.has(key(label))) {
      let n = i;
      do alias = `__loupe_col_${n++}`;
      while (used.has(key(alias)) || labels.includes(alias));
    }
    used.add(key(alias));
    return alias;
  });
}
