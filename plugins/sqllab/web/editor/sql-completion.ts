/** What autocomplete offers, before Monaco turns it into completion items. */
export interface Suggestion {
  label: string;
  kind: 'keyword' | 'schema' | 'table' | 'column' | 'function';
  /** Shown beside the label: the column's type, the table's schema… */
  detail: string;
  /** Lower sorts first. */
  rank: number;
}

export const SQL_KEYWORDS = [
  'SELECT',
  'FROM',
  'WHERE',
  'GROUP BY',
  'ORDER BY',
  'HAVING',
  'LIMIT',
  'OFFSET',
  'JOIN',
  'LEFT JOIN',
  'RIGHT JOIN',
  'INNER JOIN',
  'FULL OUTER JOIN',
  'CROSS JOIN',
  'ON',
  'USING',
  'AS',
  'AND',
  'OR',
  'NOT',
  'IN',
  'IS',
  'NULL',
  'LIKE',
  'ILIKE',
  'BETWEEN',
  'EXISTS',
  'CASE',
  'WHEN',
  'THEN',
  'ELSE',
  'END',
  'DISTINCT',
  'UNION',
  'UNION ALL',
  'INTERSECT',
  'EXCEPT',
  'WITH',
  'ASC',
  'DESC',
  'NULLS FIRST',
  'NULLS LAST',
  'INSERT INTO',
  'VALUES',
  'UPDATE',
  'SET',
  'DELETE',
  'CREATE TABLE',
  'CREATE VIEW',
  'DROP TABLE',
  'ALTER TABLE',
  'COUNT',
  'SUM',
  'AVG',
  'MIN',
  'MAX',
  'CAST',
  'COALESCE',
  'NULLIF',
  'OVER',
  'PARTITION BY',
  'ROW_NUMBER',
  'RANK',
  'DATE_TRUNC',
  'EXTRACT',
  'INTERVAL',
  'CURRENT_DATE',
  'CURRENT_TIMESTAMP',
  'TRUE',
  'FALSE',
];

export interface CompletionContext {
  schemas: readonly string[];
  /** Tables of the tab's schema (and of any schema the list has loaded), with their schema. */
  tables: readonly { name: string; schema: string | null; type: string }[];
  /** Columns of tables whose metadata is known. */
  columns: readonly { table: string; name: string; type: string | null }[];
}

/**
 * Suggestions for the word being typed. After `name.` only what lives in `name` is offered (the
 * tables of a schema, the columns of a table); otherwise columns first, then tables, schemas and
 * keywords, as Superset's editor ranks them.
 */
export function suggest(ctx: CompletionContext, qualifier: string | null): Suggestion[] {
  if (qualifier) {
    const q = qualifier.toLowerCase();
    const inSchema = ctx.tables
      .filter((t) => t.schema?.toLowerCase() === q)
      .map((t) => ({ label: t.name, kind: 'table' as const, detail: t.type, rank: 0 }));
    const inTable = ctx.columns
      .filter((c) => c.table.toLowerCase() === q)
      .map((c) => ({ label: c.name, kind: 'column' as const, detail: c.type ?? '', rank: 0 }));
    return [...inTable, ...inSchema];
  }
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  const add = (s: Suggestion) => {
    const key = `${s.kind}:${s.label}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push(s);
  };
  for (const c of ctx.columns)
    add({ label: c.name, kind: 'column', detail: `${c.table}${c.type ? ` · ${c.type}` : ''}`, rank: 1 });
  for (const t of ctx.tables)
    add({ label: t.name, kind: 'table', detail: t.schema ? `${t.schema} · ${t.type}` : t.type, rank: 2 });
  for (const s of ctx.schemas) add({ label: s, kind: 'schema', detail: 'schema', rank: 3 });
  for (const k of SQL_KEYWORDS) add({ label: k, kind: 'keyword', detail: 'keyword', rank: 4 });
  return out;
}

/** The identifier before a dot at the cursor (`orders.` → `orders`), or null. */
export function qualifierBefore(textBeforeCursor: string): string | null {
  const m = /([A-Za-z_][\w$]*)"?\.\s*"?[\w$]*$/.exec(textBeforeCursor);
  return m ? m[1]! : null;
}
