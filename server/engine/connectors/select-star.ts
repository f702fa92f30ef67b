/** `SELECT col,\n       col2\nFROM schema.table\nLIMIT 100`, as Superset formats it. */
export function formatSelectStar(quote: (name: string) => string, table: string, schema: string | null, limit = 100, columns?: string[]): string {
  const cols = columns && columns.length > 0 ? columns.map(quote).join(',\n       ') : '*';
  const from = schema ? `${quote(schema)}.${quote(table)}` : quote(table);
  return `SELECT ${cols}\nFROM ${from}\nLIMIT ${limit}`;
}

/** Quotes an identifier only when it needs it (not a plain lower-case word or a keyword). */
export function quoteWhenNeeded(name: string, quoteChar: '"' | '`', reserved: ReadonlySet<string>): string {
  if (/^[a-z_][a-z0-9_]*$/.test(name) && !reserved.has(name)) return name;
  return quoteChar + name.replaceAll(quoteChar, quoteChar + quoteChar) + quoteChar;
}

/** Words every one of our dialects reserves (enough to keep SELECT * and column lists valid). */
export const COMMON_RESERVED = new Set([
  'all', 'and', 'any', 'as', 'asc', 'between', 'by', 'case', 'cast', 'check', 'collate', 'column', 'constraint', 'create', 'cross',
  'current_date', 'current_time', 'current_timestamp', 'default', 'delete', 'desc', 'distinct', 'drop', 'else', 'end', 'except',
  'exists', 'false', 'fetch', 'for', 'foreign', 'from', 'full', 'grant', 'group', 'having', 'in', 'index', 'inner', 'insert',
  'intersect', 'into', 'is', 'join', 'key', 'left', 'like', 'limit', 'natural', 'not', 'null', 'offset', 'on', 'or', 'order',
  'outer', 'primary', 'references', 'right', 'select', 'set', 'table', 'then', 'to', 'true', 'union', 'unique', 'update',
  'user', 'using', 'values', 'when', 'where', 'window', 'with',
]);
