import { catalog, loadTableMetadata, metadataKey, tablesKey } from '../catalog/catalog-cache.ts';
import { activeTab } from '../state/sqllab-store.ts';
import type { CompletionContext } from './sql-completion.ts';

/** Autocomplete's view of the active tab: its database's schemas, its schema's tables, and the columns of every table whose metadata is loaded. */
export function activeCompletionContext(): CompletionContext {
  const tab = activeTab();
  if (!tab || tab.dbId === null) return { schemas: [], tables: [], columns: [] };
  const db = tab.dbId;
  const schemas = catalog.schemas[String(db)]?.data ?? [];
  const tables: CompletionContext['tables'][number][] = [];
  for (const [key, entry] of Object.entries(catalog.tables)) {
    const [dbPart, schema] = key.split('|');
    if (Number(dbPart) !== db || !entry.data) continue;
    // The tab's schema first; other loaded schemas' tables still complete after `schema.`.
    for (const x of entry.data) tables.push({ name: x.value, schema: schema || null, type: x.type });
  }
  tables.sort((a, b) => Number(b.schema === tab.schema) - Number(a.schema === tab.schema));
  const columns: CompletionContext['columns'][number][] = [];
  for (const [key, entry] of Object.entries(catalog.metadata)) {
    if (Number(key.split('|')[0]) !== db || !entry.data) continue;
    for (const c of entry.data.columns) columns.push({ table: entry.data.name, name: c.name, type: c.type });
  }
  return { schemas, tables, columns };
}

/** Loads the columns of a table of the active database named `name` (in the tab's schema first), when not known yet. */
export async function loadColumnsFor(name: string): Promise<void> {
  const tab = activeTab();
  if (!tab || tab.dbId === null) return;
  const lower = name.toLowerCase();
  const candidates = activeCompletionContext().tables.filter((x) => x.name.toLowerCase() === lower);
  const table = candidates[0];
  if (!table || catalog.metadata[metadataKey(tab.dbId, table.schema, table.name)]) return;
  await loadTableMetadata(tab.dbId, table.schema, table.name);
}

export { tablesKey };
