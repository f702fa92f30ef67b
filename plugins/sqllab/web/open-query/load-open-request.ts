import { api } from '../../../../web/api/client.ts';
import { t } from '../../../../web/i18n/t.ts';
import { addDangerToast } from '../../../../web/toasts/toast-store.ts';
import type { OpenTabFields } from '../state/editor-types.ts';
import type { OpenRequest } from './open-request.ts';

const CANT_LOAD_QUERY = "The query couldn't be loaded";
const CANT_LOAD_DATASOURCE = "The datasource couldn't be loaded";

type Json = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const int = (v: unknown): number | null => {
  const n = typeof v === 'string' ? Number(v) : v;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null;
};
const params = (v: unknown): string | null =>
  typeof v === 'string' ? v : v && typeof v === 'object' ? JSON.stringify(v) : null;

/** A shared tab's state (kv or permalink), as Superset stores it: name, dbId, schema, sql… */
function sharedFields(state: Json): OpenTabFields {
  return {
    name: str(state.name) || str(state.title) || t('Shared query'),
    dbId: int(state.dbId),
    catalog: str(state.catalog),
    schema: str(state.schema),
    autorun: state.autorun === true,
    sql: str(state.sql) ?? 'SELECT ...',
    templateParams: params(state.templateParams),
  };
}

/** The body of an answer that may wrap its object in `result` or `state`. */
function unwrap(body: unknown): Json {
  let b = body;
  if (typeof b === 'string') {
    try {
      b = JSON.parse(b);
    } catch {
      return {};
    }
  }
  if (!b || typeof b !== 'object') return {};
  const o = b as Json;
  for (const k of ['state', 'result'] as const)
    if (o[k] && typeof o[k] === 'object' && !Array.isArray(o[k])) return o[k] as Json;
  return o;
}

const quoted = (name: string) => (/^[A-Za-z_][A-Za-z0-9_]*$/.test(name) ? name : `"${name.replace(/"/g, '""')}"`);

/** When the dataset answer carries no `select_star`: its own SQL (virtual), else a SELECT * of its table. */
function selectStarOf(d: Json): string {
  const sql = str(d.sql);
  if (sql?.trim()) return sql;
  const table = str(d.table_name);
  if (!table) return '';
  const schema = str(d.schema);
  return `SELECT * FROM ${schema ? `${quoted(schema)}.` : ''}${quoted(table)} LIMIT 100`;
}

async function databaseIdByName(name: string): Promise<number | null> {
  const res = await api.get<{ result: { id: number; database_name: string }[] }>('/api/v1/database/', {
    filters: [{ col: 'database_name', opr: 'eq', value: name }],
    columns: ['id', 'database_name'],
  });
  return res.result.find((d) => d.database_name === name)?.id ?? null;
}

/**
 * Loads what a request names into the fields of a new tab, as Superset's editor does; a failure
 * shows the spec's toast ('The query couldn't be loaded', 'The datasource couldn't be loaded')
 * and answers null.
 */
export async function loadOpenRequest(req: OpenRequest): Promise<OpenTabFields | null> {
  switch (req.kind) {
    case 'permalink':
      try {
        return sharedFields(unwrap(await api.get(`/api/v1/sqllab/permalink/${encodeURIComponent(req.key)}`)));
      } catch {
        addDangerToast(t(CANT_LOAD_QUERY));
        return null;
      }
    case 'kv':
      try {
        return sharedFields(unwrap(await api.get(`/kv/${encodeURIComponent(req.id)}/`)));
      } catch {
        addDangerToast(t(CANT_LOAD_QUERY));
        return null;
      }
    case 'saved':
      try {
        const res = await api.get<{ id?: number; result: Json }>(`/api/v1/saved_query/${req.id}`);
        const q = res.result;
        return {
          name: str(q.label) ?? t('Saved query'),
          dbId: int((q.database as Json | undefined)?.id) ?? int(q.db_id),
          catalog: str(q.catalog),
          schema: str(q.schema),
          sql: str(q.sql) ?? '',
          templateParams: params(q.template_parameters),
          remoteId: int(q.id) ?? res.id ?? req.id,
          autorun: false,
        };
      } catch {
        addDangerToast(t(CANT_LOAD_QUERY));
        return null;
      }
    case 'query':
      try {
        const q = (await api.get<{ result: Json }>(`/api/v1/query/${req.id}`)).result;
        return {
          name: t('Copy of %s', str(q.tab_name) ?? t('Untitled Query')),
          dbId: int((q.database as Json | undefined)?.id) ?? int(q.database_id) ?? int(q.dbId),
          schema: str(q.schema),
          sql: str(q.sql) ?? '',
          autorun: false,
        };
      } catch {
        addDangerToast(t(CANT_LOAD_QUERY));
        return null;
      }
    case 'datasource':
      try {
        const d = (await api.get<{ result: Json }>(`/api/v1/dataset/${req.datasetId}`, { keys: ['none'] })).result;
        return {
          name: str(d.name) ?? str(d.table_name) ?? t('Untitled Query'),
          dbId: int((d.database as Json | undefined)?.id),
          schema: str(d.schema),
          autorun: req.sql !== undefined,
          sql: req.sql ?? (str(d.select_star) || selectStarOf(d)),
        };
      } catch {
        addDangerToast(t(CANT_LOAD_DATASOURCE));
        return null;
      }
    case 'fields': {
      if (req.fields.dbId || !req.dbName) return req.fields;
      try {
        const dbId = await databaseIdByName(req.dbName);
        return dbId ? { ...req.fields, dbId } : req.fields;
      } catch {
        return req.fields;
      }
    }
  }
}
