import { parserFor, type SqlGrammar } from './sql-parser.ts';

/** A table a statement reads or writes, as Superset's `sql_tables` lists it. */
export interface SqlTable {
  table: string;
  schema: string | null;
  catalog: string | null;
}

/** The grammar for a database URI's scheme (`mysql+pymysql://` → mysql); PostgreSQL's for the rest (DuckDB reads like it). */
export function grammarOf(uri: string | null | undefined): SqlGrammar {
  const scheme = /^([a-z0-9]+)/i.exec(uri ?? '')?.[1]?.toLowerCase() ?? '';
  if (scheme === 'mysql' || scheme === 'mariadb') return 'mysql';
  if (scheme === 'sqlite') return 'sqlite';
  return 'postgresql';
}

/**
 * The tables the SQL names (every statement), in order of first mention, as Superset's
 * `sql_tables`; [] when the grammar cannot read the SQL (the list is informative, never a gate).
 */
export function sqlTables(sqlText: string | null | undefined, grammar: SqlGrammar = 'postgresql'): SqlTable[] {
  if (!sqlText?.trim()) return [];
  const order: SqlGrammar[] = [grammar, ...(['postgresql', 'mysql', 'sqlite'] as const).filter((g) => g !== grammar)];
  for (const g of order) {
    let list: string[];
    try {
      list = parserFor(g).tableList(sqlText, { database: g });
    } catch {
      continue;
    }
    const seen = new Set<string>();
    const out: SqlTable[] = [];
    for (const entry of list) {
      // `select::schema::table`, the schema `null` when absent.
      const [, schema, table] = entry.split('::');
      if (!table) continue;
      const s = schema && schema !== 'null' ? schema : null;
      const key = `${s ?? ''}.${table}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ table, schema: s, catalog: null });
    }
    return out;
  }
  return [];
}
