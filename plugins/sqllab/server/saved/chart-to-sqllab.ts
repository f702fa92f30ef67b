import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IDatabaseDirectory } from '../../../../server/engine/database-directory.ts';
import {
  COMMON_RESERVED,
  formatSelectStar,
  quoteWhenNeeded,
} from '../../../../server/engine/connectors/select-star.ts';
import type { IWebPages } from '../../../../server/host/tokens.ts';
import { badRequest } from '../../../../server/http/errors.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import { grammarOf } from '../../../../server/engine/sql/sql-tables.ts';

/** What the editor opens in a new tab from a form post: the page bootstrap's `requested_query`. */
export interface RequestedQuery {
  dbId?: number;
  catalog?: string | null;
  schema?: string | null;
  sql?: string;
  name?: string;
  templateParams?: string;
  autorun?: boolean;
  /** Passed on as given when the dataset is missing or hidden: the editor then says it could not load it. */
  datasourceKey?: string;
}

/** What the post names: a dataset (`12__table`) and, optionally, the SQL to open instead of the dataset's. */
export interface PostedDatasource {
  datasetId: number;
  key: string;
  sql: string | undefined;
}

const KEY = /^(\d+)__([a-z_]+)$/;

/**
 * Reads the post as Superset's clients send it: a `form_data` field holding JSON with
 * `datasourceKey` and `sql` (the "View in SQL Lab" action) or an Explore form_data naming its
 * `datasource`; or `datasourceKey` and `sql` as fields of their own. 400 for anything else.
 */
export function parseChartPost(body: unknown): PostedDatasource {
  const form = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  let fields: Record<string, unknown> = form;
  if (form.form_data !== undefined) {
    if (typeof form.form_data !== 'string') throw badRequest({ form_data: ['Give the field once.'] });
    let parsed: unknown;
    try {
      parsed = JSON.parse(form.form_data);
    } catch {
      throw badRequest({ form_data: ['Not valid JSON.'] });
    }
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
      throw badRequest({ form_data: ['Not a valid mapping type.'] });
    fields = parsed as Record<string, unknown>;
  }
  const key = fields.datasourceKey ?? fields.datasource;
  if (key === undefined) throw badRequest({ datasourceKey: ['Missing data for required field.'] });
  const m = typeof key === 'string' ? KEY.exec(key) : null;
  if (!m || m[2] !== 'table') throw badRequest({ datasourceKey: ["Not a dataset key of the form '<id>__table'."] });
  const sql = fields.sql;
  if (sql !== undefined && sql !== null && typeof sql !== 'string') throw badRequest({ sql: ['Not a valid string.'] });
  return { datasetId: Number(m[1]), key: key as string, sql: typeof sql === 'string' && sql.trim() ? sql : undefined };
}

/** The dataset's query for the editor, when it exists and the user may read it. */
export async function requestedQueryFor(
  directory: IDatabaseDirectory,
  user: AuthUser,
  posted: PostedDatasource,
): Promise<RequestedQuery> {
  const row = await directory.readableDataset(user, posted.datasetId);
  if (!row) return { datasourceKey: posted.key, ...(posted.sql ? { sql: posted.sql } : {}) };
  const quoteChar = grammarOf(row.sqlalchemy_uri) === 'mysql' ? '`' : '"';
  const quote = (n: string) => quoteWhenNeeded(n, quoteChar, COMMON_RESERVED);
  const schema = row.schema;
  const virtualSql = row.sql?.trim() ? row.sql : null;
  const name = schema ? `${schema}.${row.table_name}` : row.table_name;
  return {
    dbId: row.database_id,
    catalog: row.catalog,
    schema,
    sql: posted.sql ?? virtualSql ?? formatSelectStar(quote, row.table_name, schema),
    name: `Query ${name}`,
    ...(row.template_params ? { templateParams: row.template_params } : {}),
    autorun: false,
  };
}

/**
 * `POST /sqllab/` (spec §2): a chart page sends its query to the editor with a browser form post;
 * the answer is the SQL Lab page whose bootstrap carries `requested_query`. Like every write it
 * needs the session's CSRF token, here as the form field `csrf_token` (as Superset's `postForm`).
 */
export function registerChartToSqlLab(
  app: FastifyInstance,
  deps: { directory: IDatabaseDirectory; pages: IWebPages },
): void {
  app.post(
    '/sqllab/',
    { config: { access: { perm: 'can_read', view: 'SQLLab' } } },
    async (req: FastifyRequest, reply) => {
      const requested = await requestedQueryFor(deps.directory, req.user!, parseChartPost(req.body));
      const html = await deps.pages.render(req.user!, 'SQL Lab', { requested_query: requested });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache, private').send(html);
    },
  );
}
