import { compileQuery, normalizeQueryObject, QueryCompileError, type RlsClause } from '../compiler/index.ts';
import type { QueryDatasource } from '../datasource-provider.ts';
import {
  parseTemplateParams,
  renderSqlTemplateWith,
  TemplateParamsError,
  type SqlTemplateContext,
  type TemplateFilter,
} from '../templating/sql-template.ts';
import { parseTimeRange } from '../time-range/index.ts';
import type { QueryRunContext } from './query-run-context.ts';
import type { TemplateDataset, TemplateDatasets } from './template-datasets.ts';

type Raw = Record<string, unknown>;
type TemplateRc = Pick<QueryRunContext, 'ds' | 'now' | 'user' | 'urlParams' | 'templateDatasets'>;

/** No row limit for an embedded dataset (the compiler always writes one; this one is taken off). */
const NO_LIMIT = Number.MAX_SAFE_INTEGER;

/**
 * The SELECT `dataset(id, include_metrics, columns)` embeds (Superset's dataset macro): the
 * dataset's columns (or the named ones), its saved metrics grouped by them when asked, from its
 * own (rendered) source under the caller's RLS clauses on it, with no row limit. A template of the
 * embedded dataset cannot embed another dataset.
 */
export function templateDatasetSql(
  td: TemplateDataset,
  opts: { includeMetrics: boolean; columns: string[] | null },
  rc: Pick<QueryRunContext, 'now' | 'user' | 'urlParams'>,
): string {
  const columns = opts.columns ?? td.ds.compile.columns.map((c) => c.column_name);
  const metrics = opts.includeMetrics ? td.ds.compile.metrics.map((m) => m.metric_name) : [];
  const rendered = renderQueryTemplates(
    { columns, metrics, is_timeseries: false, row_limit: 0 },
    { ds: td.ds, rls: td.rls, now: rc.now, user: rc.user, urlParams: rc.urlParams },
  );
  const compiled = compileQuery(rendered.raw, rendered.ds.compile, td.ds.database.backend, {
    defaultRowLimit: NO_LIMIT,
    resolveTimeRange: () => ({ since: null, until: null }),
    rlsClauses: rendered.rls,
  });
  if (compiled.params.length > 0 || compiled.plan.kind !== 'single')
    throw new Error(`Dataset ${td.ds.id} cannot be embedded in a template.`);
  return compiled.sql.replace(new RegExp(`\\s*LIMIT ${NO_LIMIT}\\s*$`), '');
}

/** The `dataset()` macro's source: the loaded datasets, embedded for the caller (nothing loaded: "not found"). */
export function embedDataset(
  datasets: TemplateDatasets | undefined,
  rc: Pick<QueryRunContext, 'now' | 'user' | 'urlParams'>,
): NonNullable<SqlTemplateContext['dataset']> {
  return (id, opts) => {
    const td = datasets?.get(id);
    if (!td) throw new Error(`Dataset ${id} not found!`);
    return templateDatasetSql(td, opts, rc);
  };
}

/** What a query object's templates may read (Superset's template processor for a query). */
export function templateContextFor(raw: Raw, rc: TemplateRc): SqlTemplateContext {
  const qo = normalizeQueryObject(raw);
  const filters: TemplateFilter[] = qo.filters
    .filter((f) => typeof f.col === 'string')
    .map((f) => ({ col: f.col as string, op: f.op, val: f.val }));
  const temporal = qo.filters.find((f) => String(f.op).toUpperCase() === 'TEMPORAL_RANGE' && typeof f.val === 'string');
  const range = qo.time_range ?? (temporal?.val as string | undefined) ?? null;
  let bounds: { since: Date | null; until: Date | null } = { since: null, until: null };
  if (range) {
    try {
      const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);
      bounds = parseTimeRange(range, {
        now: rc.now,
        relativeStart: str(qo.extras.relative_start),
        relativeEnd: str(qo.extras.relative_end),
      });
    } catch {
      // The compiler answers an unreadable range with its own 400; templates see no bounds.
    }
  }
  let params: Record<string, unknown>;
  try {
    params = parseTemplateParams(rc.ds.templateParams ?? null);
  } catch {
    params = {};
  }
  return {
    user: rc.user ? { id: rc.user.id, username: rc.user.username, email: rc.user.email } : null,
    params,
    urlParams: rc.urlParams ?? {},
    filters,
    fromDttm: bounds.since,
    toDttm: bounds.until,
    metrics: Object.fromEntries(rc.ds.compile.metrics.map((m) => [m.metric_name, m.expression])),
    dialect: rc.ds.database.backend,
    dataset: embedDataset(rc.templateDatasets, rc),
  };
}

function render(sql: string, ctx: SqlTemplateContext): string {
  try {
    return renderSqlTemplateWith(sql, ctx);
  } catch (err) {
    if (err instanceof TemplateParamsError) throw new QueryCompileError(err.message, { cause: err });
    throw err;
  }
}

/**
 * The templated parts of a query rendered for it: the virtual dataset's SQL, the row-level
 * security clauses and `extras.where`/`having` (as Superset's get_sqla_query renders them). What
 * comes out is checked by the compiler as any SQL of its place; a template error is a 400.
 */
export function renderQueryTemplates(
  raw: Raw,
  rc: TemplateRc & Pick<QueryRunContext, 'rls'>,
): { raw: Raw; ds: QueryDatasource; rls: readonly RlsClause[] } {
  const templated = (s: unknown): s is string => typeof s === 'string' && /\{\{|\{%|\{#/.test(s);
  const extras = (typeof raw.extras === 'object' && raw.extras !== null ? raw.extras : {}) as Raw;
  const needed =
    templated(rc.ds.compile.sql) ||
    rc.rls.some((c) => templated(c.clause)) ||
    templated(extras.where) ||
    templated(extras.having);
  if (!needed) return { raw, ds: rc.ds, rls: rc.rls };
  const ctx = templateContextFor(raw, rc);
  const sql = rc.ds.compile.sql && templated(rc.ds.compile.sql) ? render(rc.ds.compile.sql, ctx) : rc.ds.compile.sql;
  const newExtras = { ...extras };
  for (const k of ['where', 'having'] as const) if (templated(extras[k])) newExtras[k] = render(extras[k], ctx);
  return {
    raw: { ...raw, extras: newExtras },
    ds: { ...rc.ds, compile: { ...rc.ds.compile, sql } },
    rls: rc.rls.map((c) => (templated(c.clause) ? { ...c, clause: render(c.clause, ctx) } : c)),
  };
}
