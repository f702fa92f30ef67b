import type { OpenTabFields } from '../state/editor-types.ts';

/**
 * What the page was asked to open in a new tab (through `openTab(fields)`): the bootstrap's
 * `requested_query` (the form post to /sqllab/) merged with the address's parameters, the address
 * winning, as Superset's editor reads them. One request at most, in Superset's order: permalink,
 * kv id, saved query, query history, datasource, plain fields, a new tab.
 */
export type OpenRequest =
  | { kind: 'permalink'; key: string }
  | { kind: 'kv'; id: string }
  | { kind: 'saved'; id: number }
  | { kind: 'query'; id: number }
  | { kind: 'datasource'; datasetId: number; sql?: string }
  | { kind: 'fields'; fields: OpenTabFields; dbName?: string };

/** The form post's payload as the server hands it (ours, or Superset's `form_data`). */
export type RequestedQuery = Record<string, unknown>;

const text = (v: unknown): string | undefined =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
const positiveInt = (v: unknown): number | undefined => {
  const s = text(v);
  return s !== undefined && /^\d+$/.test(s.trim()) && Number(s) > 0 ? Number(s) : undefined;
};
const truthy = (v: unknown): boolean =>
  v === true || (typeof v === 'string' && ['true', '1', 'yes'].includes(v.toLowerCase()));

/** `/sqllab/p/<key>` (with or without a trailing slash). */
export function permalinkKeyOf(pathname: string): string | undefined {
  const m = /\/sqllab\/p\/([^/]+)\/?$/.exec(pathname);
  if (!m) return undefined;
  try {
    return decodeURIComponent(m[1]!);
  } catch {
    return undefined;
  }
}

export function parseOpenRequest(
  requested: RequestedQuery | null | undefined,
  pathname: string,
  search: string,
): OpenRequest | null {
  const params: Record<string, unknown> = {};
  if (requested && typeof requested === 'object') {
    for (const [k, v] of Object.entries(requested)) params[k === 'dbId' ? 'dbid' : k] = v;
  }
  for (const [k, v] of new URLSearchParams(search)) params[k] = v;

  const permalink = permalinkKeyOf(pathname) ?? text(params.permalink);
  if (permalink) return { kind: 'permalink', key: permalink };
  const kvId = text(params.id);
  if (kvId) return { kind: 'kv', id: kvId };
  const saved = positiveInt(params.savedQueryId);
  if (saved) return { kind: 'saved', id: saved };
  const queryId = positiveInt(params.queryId);
  if (queryId) return { kind: 'query', id: queryId };
  const sql = text(params.sql);
  const datasourceKey = text(params.datasourceKey);
  if (datasourceKey) {
    const datasetId = positiveInt(datasourceKey.split('__')[0]);
    if (datasetId) return { kind: 'datasource', datasetId, sql };
  }
  if (sql !== undefined) {
    const fields: OpenTabFields = { sql, autorun: truthy(params.autorun) };
    const dbId = positiveInt(params.dbid);
    if (dbId) fields.dbId = dbId;
    const schema = text(params.schema);
    if (schema) fields.schema = schema;
    const catalog = text(params.catalog);
    if (catalog) fields.catalog = catalog;
    const name = text(params.name) ?? text(params.title);
    if (name) fields.name = name;
    const templateParams = params.templateParams;
    if (typeof templateParams === 'string') fields.templateParams = templateParams;
    else if (templateParams && typeof templateParams === 'object')
      fields.templateParams = JSON.stringify(templateParams);
    return { kind: 'fields', fields, dbName: dbId ? undefined : text(params.dbname) };
  }
  // `?new=true` (Superset's "new query" links): a fresh tab with the defaults.
  if (truthy(params.new)) return { kind: 'fields', fields: {} };
  return null;
}

/** Whether the address carries something the page consumes (and so should be cleaned). */
export function hasOpenParams(pathname: string, search: string): boolean {
  if (permalinkKeyOf(pathname)) return true;
  const p = new URLSearchParams(search);
  return [
    'new',
    'permalink',
    'id',
    'savedQueryId',
    'queryId',
    'datasourceKey',
    'sql',
    'dbid',
    'dbname',
    'schema',
    'autorun',
    'name',
    'catalog',
    'templateParams',
  ].some((k) => p.has(k));
}
