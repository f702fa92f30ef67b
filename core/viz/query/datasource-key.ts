/** Datasource types a form_data `datasource` key may name (superset-ui-core DatasourceKey). */
const DATASOURCE_TYPES = new Set(['table', 'query', 'dataset', 'sl_table', 'saved_query', 'view']);

/** `"42__table"` → `{ id: 42, type: 'table' }`; an unknown type reads as 'table', as in Superset. */
export function parseDatasourceKey(key: string): { id: number; type: string } {
  const [idText = '', typeText = ''] = String(key).split('__');
  return { id: parseInt(idText, 10), type: DATASOURCE_TYPES.has(typeText) ? typeText : 'table' };
}
