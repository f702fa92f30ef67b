import { api } from '../api/client.ts';

interface DatasetRow {
  id: number;
  table_name: string;
  database: { database_name: string };
}

/**
 * The ids of the example datasets the gallery draws from, by table name (the `examples` database's
 * dataset when several databases hold a table of that name).
 */
export async function resolveDatasetIds(tableNames: readonly string[]): Promise<Map<string, number>> {
  const names = [...new Set(tableNames)];
  const out = new Map<string, number>();
  if (names.length === 0) return out;
  const answer = await api.get<{ result: DatasetRow[] }>('/api/v1/dataset/', {
    columns: ['id', 'table_name', 'database.database_name'],
    filters: [{ col: 'table_name', opr: 'in', value: names }],
    page: 0,
    page_size: 100,
  });
  const rank = (r: DatasetRow) => (r.database?.database_name === 'examples' ? 0 : 1);
  for (const row of [...answer.result].sort((a, b) => rank(a) - rank(b) || a.id - b.id)) {
    if (!out.has(row.table_name)) out.set(row.table_name, row.id);
  }
  return out;
}
