import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ChartDataService, ChartDataEntry, ResultType } from '../../../../server/engine/chart-data/index.ts';
import { toWire } from '../../../../server/engine/chart-data/index.ts';
import { ApiError } from '../../../../server/http/errors.ts';
import { can } from '../../../../server/security/auth-user.ts';
import type { AuthUser } from '../../../../server/security/auth-user.ts';
import { findVizPlugin, type IVizPluginList } from '../../../../server/viz/index.ts';
import { runChartData } from '../chart-data-errors.ts';
import { chartFormData } from '../charts/chart-fields.ts';
import { CAN_CSV } from '../explore-permissions.ts';
import type { ExploreDb } from '../migrations/explore-tables.ts';
import { parseQueryContext } from '../query-context-schema.ts';
import { sendChartData } from '../send-chart-data.ts';
import type { ChartVisible } from './explore-access.ts';

/** Superset's `can_explore_json` on Superset; CSRF-exempt as in WTF_CSRF_EXEMPT_LIST (it only reads). */
const ACCESS = { access: { perm: 'can_explore_json', view: 'Superset' }, csrf: false } as const;

/** Superset's ChartDataResultFormat then ChartDataResultType, in the order `explore_json` tries them. */
const RESPONSE_OPTIONS = [
  'csv',
  'json',
  'xlsx',
  'columns',
  'full',
  'query',
  'results',
  'samples',
  'timegrains',
  'post_processed',
  'drill_detail',
] as const;
type ResponseOption = (typeof RESPONSE_OPTIONS)[number];

/** form_data made only of these keys next to a slice_id is completed from the saved chart (get_form_data). */
const SLICE_ONLY_KEYS = new Set(['slice_id', 'extra_filters', 'adhoc_filters', 'viz_type']);
/** REJECTED_FORM_DATA_KEYS when ENABLE_JAVASCRIPT_CONTROLS is off (its default). */
const REJECTED_KEYS = new Set(['js_tooltip', 'js_onclick_href', 'js_data_mutator']);

const DATASET_GONE = 'The dataset associated with this chart no longer exists';
const UNSUPPORTED_VIZ = 'This visualization type is not supported.';

interface Deps {
  db: ExploreDb;
  service: ChartDataService;
  plugins: IVizPluginList;
  chartVisible: ChartVisible;
}

/** `json_error_response`: `{"error": msg}`. */
const legacyError = (status: number, msg: string) => new ApiError(status, { error: msg });

function parseJsonObject(raw: unknown): Record<string, unknown> {
  if (typeof raw !== 'string') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw legacyError(400, 'form_data is not valid JSON');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw legacyError(400, 'form_data is not valid JSON');
  return parsed as Record<string, unknown>;
}

/** Superset's get_form_data: the posted form's `form_data`, then the query string's, then the saved chart's. */
async function formDataOf(req: FastifyRequest, deps: Deps): Promise<Record<string, unknown>> {
  const body = req.body !== null && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const query = req.query as Record<string, unknown>;
  let formData: Record<string, unknown> = { ...parseJsonObject(body.form_data), ...parseJsonObject(query.form_data) };
  formData = Object.fromEntries(Object.entries(formData).filter(([k]) => !REJECTED_KEYS.has(k)));
  const sliceId = formData.slice_id;
  if (Object.keys(formData).every((k) => SLICE_ONLY_KEYS.has(k)) && Number.isSafeInteger(sliceId) && sliceId) {
    const id = sliceId as number;
    if (!(await deps.chartVisible(id, req.user))) return formData;
    const row = await deps.db
      .selectFrom('slices')
      .select(['id', 'params', 'viz_type', 'datasource_id', 'datasource_type'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (row) formData = { ...chartFormData({ ...row }), ...formData };
  }
  return formData;
}

/** Superset's get_datasource_info: form_data's `datasource` wins over the path. */
function datasourceOf(
  formData: Record<string, unknown>,
  path: { type?: string; id?: string },
): { id: number; type: string } {
  let id: string | undefined = path.id;
  let type = path.type ?? 'table';
  const key = formData.datasource;
  if (typeof key === 'string' && key.includes('__')) {
    [id, type] = key.split('__', 2) as [string, string];
    if (id === 'None') id = undefined;
  }
  if (!id) throw legacyError(400, DATASET_GONE);
  if (!/^\d{1,10}$/.test(id)) throw legacyError(400, `invalid literal for int() with base 10: '${id.slice(0, 40)}'`);
  return { id: Number(id), type };
}

function responseOption(query: Record<string, unknown>): ResponseOption {
  return RESPONSE_OPTIONS.find((o) => query[o] === 'true') ?? 'json';
}

/** Which result type the engine runs for each legacy response. */
const RESULT_TYPE: Partial<Record<ResponseOption, ResultType>> = {
  query: 'query',
  results: 'results',
  samples: 'samples',
};

/** BaseViz.get_payload for a viz whose get_data is the records of its first query (the default). */
function legacyPayload(entry: ChartDataEntry, formData: Record<string, unknown>): Record<string, unknown> {
  if (entry.kind !== 'payload') return entry.body;
  const p = entry.payload;
  const wire = toWire(p, 'json');
  return {
    cache_key: p.cache_key,
    cached_dttm: p.cached_dttm,
    cache_timeout: p.cache_timeout,
    errors: p.error ? [{ message: p.error }] : [],
    form_data: formData,
    is_cached: p.is_cached,
    query: p.query,
    from_dttm: p.from_dttm,
    to_dttm: p.to_dttm,
    status: p.status,
    stacktrace: p.stacktrace,
    rowcount: p.rowcount,
    colnames: p.colnames,
    coltypes: p.coltypes,
    data: wire.data,
    applied_filters: p.applied_filters,
    rejected_filters: p.rejected_filters,
  };
}

async function answer(req: FastifyRequest, reply: FastifyReply, deps: Deps): Promise<FastifyReply> {
  const query = req.query as Record<string, unknown>;
  const option = responseOption(query);
  if (option === 'csv' && !can(req.user, CAN_CSV.perm, CAN_CSV.view))
    throw legacyError(403, "You don't have the rights to download as csv");
  const formData = await formDataOf(req, deps);
  const params = req.params as { datasource_type?: string; datasource_id?: string };
  const ds = datasourceOf(formData, { type: params.datasource_type, id: params.datasource_id });
  const vizType = formData.viz_type ?? 'table';
  const plugin = findVizPlugin(deps.plugins, vizType);
  if (!plugin) throw legacyError(400, UNSUPPORTED_VIZ);
  const buildQuery = (await plugin.buildQuery()).default;
  let built: unknown;
  try {
    built = buildQuery({ ...formData, datasource: `${ds.id}__${ds.type}`, viz_type: vizType } as never);
  } catch (err) {
    // A form_data the plugin cannot read (a control of the wrong type) is the request's fault.
    throw legacyError(400, `Error: ${(err as Error).message}`);
  }
  const context = parseQueryContext({
    ...(built as Record<string, unknown>),
    datasource: { id: ds.id, type: ds.type },
    force: query.force === 'true',
    result_format: option === 'csv' ? 'csv' : 'json',
    result_type: RESULT_TYPE[option] ?? 'full',
  });
  const entries = (await runChartData(deps.service, { context, user: req.user as AuthUser | null }))!;
  if (option === 'csv') return sendChartData(reply, entries.slice(0, 1), 'csv');
  const first = entries[0];
  if (!first) throw legacyError(400, 'No query.');
  if (option === 'query') {
    const body = first.kind === 'plain' ? first.body : {};
    return reply.send({ query: body.query ?? 'No query.', language: body.language ?? 'sql' });
  }
  if (option === 'results' || option === 'samples') {
    const wire = first.kind === 'payload' ? toWire(first.payload, 'json') : first.body;
    const fields =
      option === 'results'
        ? ['data', 'colnames', 'coltypes', 'rowcount', 'sql_rowcount']
        : ['data', 'colnames', 'coltypes', 'rowcount'];
    if (wire.error) return reply.code(400).send({ ...wire });
    return reply.send(Object.fromEntries(fields.map((f) => [f, wire[f]])));
  }
  const payload = legacyPayload(first, formData);
  // data_payload_response: 400 when the payload carries an error.
  return reply.code(payload.status === 'failed' ? 400 : 200).send(payload);
}

/**
 * The legacy `/superset/explore_json/` (spec §2.1, §7.1; Superset views/core.py `explore_json`,
 * deprecated there): GET or POST with `form_data` (query string and/or form field). Loupe has no
 * legacy viz classes, so the form_data goes through the catalogue plugin's buildQuery, as the web
 * client would, and the first query's answer comes back in BaseViz.get_payload's shape with `data`
 * as records (BaseViz.get_data's default). `csv`, `query`, `results` and `samples` flags answer as
 * Superset's generate_json does. Always synchronous (no GLOBAL_ASYNC_QUERIES job).
 */
export function registerExploreJsonRoute(app: FastifyInstance, deps: Deps): void {
  const schema = {
    querystring: {
      type: 'object',
      properties: {
        form_data: { type: 'string' },
        force: { type: 'string' },
        ...Object.fromEntries(RESPONSE_OPTIONS.map((o) => [o, { type: 'string' }])),
      },
    },
  };
  const withPath = {
    ...schema,
    params: {
      type: 'object',
      required: ['datasource_type', 'datasource_id'],
      properties: { datasource_type: { type: 'string' }, datasource_id: { type: 'string', pattern: '^\\d{1,10}$' } },
    },
  };
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: '/superset/explore_json/',
      config: ACCESS,
      schema,
      handler: (req, reply) => answer(req, reply, deps),
    });
    app.route({
      method,
      url: '/superset/explore_json/:datasource_type/:datasource_id/',
      config: ACCESS,
      schema: withPath,
      handler: (req, reply) => answer(req, reply, deps),
    });
  }
}
