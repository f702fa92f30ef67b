import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../../../server/http/errors.ts';
import type { SavedQueryBody } from './saved-query-body-schema.ts';
import type { SavedQueryService } from './saved-query-service.ts';
import { idParam } from './route-params.ts';
import type { SqlLabDb } from '../migrations/sqllab-tables.ts';
import { isOwnSavedQuery } from './saved-query-resource.ts';

/** The columns of Superset's SavedQueryViewApi (show = add = edit). */
const SHOW_COLUMNS = [
  'label',
  'db_id',
  'catalog',
  'schema',
  'description',
  'sql',
  'template_parameters',
  'extra_json',
  'extra',
] as const;
const TEXT_FIELDS = ['label', 'catalog', 'schema', 'description', 'sql', 'template_parameters', 'extra_json'] as const;
const LABELS: Record<string, string> = {
  label: 'Label',
  db_id: 'Db Id',
  catalog: 'Catalog',
  schema: 'Schema',
  description: 'Description',
  sql: 'Sql',
  template_parameters: 'Template Parameters',
  extra_json: 'Extra Json',
  extra: 'Extra',
};

/**
 * A legacy FAB form (or the same fields as JSON) → a saved query body: every value a string but
 * `db_id`, which must be an integer. 400 with the fields at fault.
 */
export function legacyFormBody(raw: unknown): SavedQueryBody {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw badRequest({ db_id: ['Missing data for required field.'] });
  const form = raw as Record<string, unknown>;
  const problems: Record<string, string[]> = {};
  const out: SavedQueryBody = {};
  const dbId = form.db_id;
  const n = typeof dbId === 'number' ? dbId : typeof dbId === 'string' && /^\s*\d+\s*$/.test(dbId) ? Number(dbId) : NaN;
  if (dbId === undefined || dbId === null || dbId === '') problems.db_id = ['Missing data for required field.'];
  else if (!Number.isSafeInteger(n)) problems.db_id = ['Not a valid integer.'];
  else out.db_id = n;
  for (const f of TEXT_FIELDS) {
    const v = form[f];
    if (v === undefined || v === null) continue;
    if (typeof v !== 'string') problems[f] = ['Not a valid string.'];
    else out[f] = v;
  }
  if (Object.keys(problems).length) throw badRequest(problems);
  return out;
}

/**
 * Superset's legacy `SavedQueryViewApi` (FAB's ModelView API): `POST /savedqueryviewapi/api/create`
 * is how the Schedule dialog saves a scheduled query (`extra_json` carries `schedule_info`), and
 * `GET /savedqueryviewapi/api/get/<pk>` answers FAB's `{pk, result, …}`.
 */
export function registerLegacySavedQueryRoutes(
  app: FastifyInstance,
  deps: { db: SqlLabDb; service: SavedQueryService },
): void {
  app.post(
    '/savedqueryviewapi/api/create',
    { config: { access: { perm: 'can_write', view: 'SavedQuery' } } },
    async (req) => {
      const { id } = await deps.service.create(legacyFormBody(req.body), req.user!);
      return { message: 'Added Row', severity: 'success', id };
    },
  );

  app.get(
    '/savedqueryviewapi/api/get/:pk',
    { config: { access: { perm: 'can_read', view: 'SavedQuery' } } },
    async (req) => {
      const pk = idParam(req);
      const user = req.user!;
      const row = await deps.db.selectFrom('saved_query').selectAll().where('id', '=', pk).executeTakeFirst();
      if (!row || !isOwnSavedQuery(row, user.id)) throw notFound();
      let extra: unknown;
      try {
        extra = row.extra_json ? JSON.parse(row.extra_json as string) : {};
      } catch {
        extra = {};
      }
      const result: Record<string, unknown> = {
        ...Object.fromEntries(SHOW_COLUMNS.map((c) => [c, (row as Record<string, unknown>)[c] ?? null])),
        extra,
      };
      return { pk, label_columns: LABELS, include_columns: SHOW_COLUMNS, modelview_name: 'SavedQueryViewApi', result };
    },
  );
}
