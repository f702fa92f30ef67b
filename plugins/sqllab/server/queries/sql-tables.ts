import nodeSqlParser from 'node-sql-parser';

const parser = new nodeSqlParser.Parser();

/** The tables a query reads or writes, as Superset's `sql_tables` (`[{table, schema, catalog}]`); [] when it cannot be parsed. */
export function sqlTables(sql: string | null): { table: string; schema: string | null; catalog: null }[] {
  if (!sql) return [];
  try {
    const seen = new Set<string>();
    const out: { table: string; schema: string | null; catalog: null }[] = [];
    for (const entry of parser.tableList(sql, { database: 'PostgresQL' })) {
      const [, schema, table] = entry.split('::');
      const key = `${schema}.${table}`;
      if (!table || seen.has(key)) continue;
      seen.add(key);
      out.push({ table, schema: schema && schema !== 'null' ? schema : null, catalog: null });
    }
    return out;
  } catch {
    return [];
  }
}
