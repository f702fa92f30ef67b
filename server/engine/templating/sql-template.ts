import nunjucks from 'nunjucks';

/**
 * Superset's Jinja templating (superset/jinja_context.py) with nunjucks, one environment for SQL
 * Lab, virtual dataset SQL, row-level security clauses and chart queries' `extras.where`/`having`:
 * `{{ name }}`, `{% if %}`, `{% for %}`, `{% set %}`, filters, and Superset's macros
 * `current_username()`, `current_user_id()`, `current_user_email()`, `url_param()`,
 * `filter_values()`, `get_filters()`, `metric()`, `dataset()`, the `from_dttm`/`to_dttm` variables, the
 * dataset's `template_params`, and the `where_in` filter. Autoescaping is off: the output is SQL,
 * not HTML; values that come from a request (url parameters, filter values through `where_in`)
 * are quoted as the engine's string literals, and the rendered SQL is checked afterwards as any
 * SQL of its kind is (one SELECT for a virtual dataset, a safe fragment for a clause).
 */
export class TemplateParamsError extends Error {
  override readonly name = 'TemplateParamsError';
  constructor(
    readonly errorType: 'MISSING_TEMPLATE_PARAMS_ERROR' | 'INVALID_TEMPLATE_PARAMS_ERROR',
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const INVALID_TEMPLATE_MESSAGE =
  'The query contains one or more malformed template parameters. Please check your query and confirm that all template parameters are surround by double braces, for example, "{{ ds }}". Then, try running your query again.';

const env = new nunjucks.Environment(null, { autoescape: false, throwOnUndefined: false });
// `{{ filter_values('x') | where_in }}`: Superset's where_in, each value a literal of the engine.
env.addFilter('where_in', function (this: { ctx?: { __dialect?: string } }, values: unknown) {
  const list = Array.isArray(values) ? values : [values];
  return `(${list.map((v) => sqlLiteral(v, this.ctx?.__dialect)).join(', ')})`;
});

interface Node {
  typename?: string;
  fields?: string[];
  value?: unknown;
  [k: string]: unknown;
}

/** Names a template reads but never sets (jinja2.meta.find_undeclared_variables). */
function undeclared(ast: Node): string[] {
  const used = new Set<string>();
  const declared = new Set<string>();
  const declare = (n: unknown) => {
    if (Array.isArray(n)) n.forEach(declare);
    else if (n && typeof n === 'object') {
      const node = n as Node;
      if (node.typename === 'Symbol') declared.add(String(node.value));
      else if (node.typename === 'Array' || node.typename === 'NodeList')
        ((node.children as unknown[]) ?? []).forEach(declare);
    }
  };
  const walk = (n: unknown): void => {
    if (Array.isArray(n)) return n.forEach(walk);
    if (!n || typeof n !== 'object') return;
    const node = n as Node;
    if (node.typename === 'Symbol') used.add(String(node.value));
    if (node.typename === 'Set') declare(node.targets);
    if (node.typename === 'For') declare(node.name);
    if (node.typename === 'Macro') {
      declare(node.name);
      declare(node.args);
    }
    for (const f of node.fields ?? []) {
      if (node.typename === 'Filter' && f === 'name') continue;
      if (
        (node.typename === 'Set' && f === 'targets') ||
        (node.typename === 'For' && f === 'name') ||
        (node.typename === 'Macro' && f === 'name')
      )
        continue;
      if (
        node.typename === 'KeywordArgs' ||
        (node.typename === 'Pair' && f === 'key' && node.key && (node.key as Node).typename === 'Symbol')
      ) {
        if (node.typename === 'Pair') {
          walk(node.value);
          continue;
        }
      }
      walk(node[f]);
    }
    if (
      node.typename === 'NodeList' ||
      node.typename === 'Root' ||
      node.typename === 'Array' ||
      node.typename === 'Dict' ||
      node.typename === 'KeywordArgs'
    )
      walk(node.children);
  };
  walk(ast);
  return [...used].filter((u) => !declared.has(u));
}

/** Parses the request's `templateParams` (a JSON object as text, or an object); bad JSON is a 400. */
export function parseTemplateParams(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null || raw === '') return {};
  let v: unknown = raw;
  if (typeof raw === 'string') {
    try {
      v = JSON.parse(raw);
    } catch {
      throw new TemplateParamsError('INVALID_TEMPLATE_PARAMS_ERROR', INVALID_TEMPLATE_MESSAGE, {
        template_parameters: raw,
      });
    }
  }
  if (!v || typeof v !== 'object' || Array.isArray(v))
    throw new TemplateParamsError('INVALID_TEMPLATE_PARAMS_ERROR', INVALID_TEMPLATE_MESSAGE, {
      template_parameters: raw,
    });
  return v as Record<string, unknown>;
}

export interface TemplateUser {
  id: number;
  username: string;
  email: string | null;
}

/** A filter of the query being rendered, as `get_filters()` answers it. */
export interface TemplateFilter {
  col: string;
  op: string;
  val?: unknown;
}

/** What a template may read besides its parameters. */
export interface SqlTemplateContext {
  user: TemplateUser | null;
  /** The dataset's `template_params` and the request's, the request's winning. */
  params?: Record<string, unknown>;
  /** The chart's `url_params` (the dashboard's or Explore's URL), for `url_param()`. */
  urlParams?: Record<string, unknown>;
  /** The query's filters, for `filter_values()` and `get_filters()`. */
  filters?: readonly TemplateFilter[];
  /** The query's time bounds, as `from_dttm` and `to_dttm` (`YYYY-MM-DD HH:MM:SS`, or none). */
  fromDttm?: Date | null;
  toDttm?: Date | null;
  /** The dataset's saved metrics (name → SQL), for `metric()`. */
  metrics?: Readonly<Record<string, string>>;
  /** How string literals are written: MySQL also escapes backslashes. */
  dialect?: string;
  /**
   * The SELECT of another dataset, for `dataset(id, include_metrics=False, columns=None)`; the caller
   * loads (and checks access to) the datasets the template names first (datasetIdsIn). Throws for
   * one it did not load.
   */
  dataset?: (id: number, opts: { includeMetrics: boolean; columns: string[] | null }) => string;
}

/** The ids of the datasets a template's `dataset(<id>)` calls name, to load before rendering. */
export function datasetIdsIn(sql: string): number[] {
  if (!/\{\{|\{%/.test(sql)) return [];
  const ids = new Set<number>();
  for (const m of sql.matchAll(/\bdataset\(\s*(\d+)\s*[,)]/g)) ids.add(Number(m[1]));
  return [...ids].filter((id) => Number.isSafeInteger(id));
}

/** A macro's keyword arguments (nunjucks passes them as a last object marked `__keywords`). */
function splitKeywords(args: unknown[]): { positional: unknown[]; keywords: Record<string, unknown> } {
  const last = args[args.length - 1] as Record<string, unknown> | undefined;
  if (last && typeof last === 'object' && (last as { __keywords?: boolean }).__keywords === true) {
    const { __keywords: _k, ...keywords } = last;
    return { positional: args.slice(0, -1), keywords };
  }
  return { positional: args, keywords: {} };
}

/** Superset's get_filters: the operators whose values a template may read. */
const TEMPLATE_FILTER_OPS = new Set(['in', 'not in', '==', '!=', 'like', 'ilike']);

/** A value as a SQL literal of the engine: numbers and booleans as they are, text quoted. */
export function sqlLiteral(value: unknown, dialect?: string): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  let text = typeof value === 'string' ? value : JSON.stringify(value);
  if (dialect === 'mysql') text = text.replace(/\\/g, '\\\\');
  return `'${text.replace(/'/g, "''")}'`;
}

/** Text pasted inside a string literal the template writes (`'{{ url_param("x") }}'`). */
function escapeInLiteral(value: unknown, dialect?: string): unknown {
  if (typeof value !== 'string') return value;
  const text = dialect === 'mysql' ? value.replace(/\\/g, '\\\\') : value;
  return text.replace(/'/g, "''");
}

const formatDttm = (d: Date | null | undefined) => (d ? d.toISOString().slice(0, 19).replace('T', ' ') : null);

class TemplateMacroError extends Error {}

/** The macros; a macro's own refusal is kept in `failures` (nunjucks rewraps what a call throws). */
function macrosOf(ctx: SqlTemplateContext, failures: Error[]): Record<string, unknown> {
  const { user } = ctx;
  const filtersOn = (column: string): TemplateFilter[] =>
    (ctx.filters ?? []).filter((f) => f.col === column && TEMPLATE_FILTER_OPS.has(String(f.op).toLowerCase()));
  return {
    current_username: () => user?.username ?? null,
    current_user_id: () => user?.id ?? null,
    current_user_email: () => user?.email ?? null,
    url_param: (name: string, dflt: unknown = null, _addToCacheKeys = true, escapeResult = true) => {
      const v = ctx.urlParams && Object.hasOwn(ctx.urlParams, name) ? ctx.urlParams[name] : dflt;
      return escapeResult ? escapeInLiteral(v, ctx.dialect) : v;
    },
    filter_values: (column: string, dflt: unknown = null) => {
      const out: unknown[] = [];
      for (const f of filtersOn(column)) {
        if (Array.isArray(f.val)) out.push(...(f.val as unknown[]));
        else if (f.val !== undefined && f.val !== null) out.push(f.val);
      }
      if (out.length === 0 && dflt !== null && dflt !== undefined) return [dflt];
      return out;
    },
    get_filters: (column: string) =>
      filtersOn(column).map((f) => ({ op: String(f.op).toUpperCase(), col: f.col, val: f.val ?? null })),
    metric: (name: string) => {
      const sql = ctx.metrics && Object.hasOwn(ctx.metrics, name) ? ctx.metrics[name] : undefined;
      if (sql === undefined) {
        const failure = new TemplateMacroError(`Metric \`${name}\` not found in the dataset.`);
        failures.push(failure);
        throw failure;
      }
      // A metric may use other metrics, never itself (directly or not).
      const rest = Object.fromEntries(Object.entries(ctx.metrics ?? {}).filter(([n]) => n !== name));
      return renderSqlTemplateWith(sql, { ...ctx, metrics: rest });
    },
    // Superset's dataset macro: `(<the dataset's SELECT>) AS dataset_<id>`, its metrics grouped by its columns when asked.
    dataset: (...args: unknown[]) => {
      const { positional, keywords } = splitKeywords(args);
      const [id, includeArg, columnsArg] = positional;
      const includeMetrics = Boolean(keywords.include_metrics ?? includeArg ?? false);
      const columns = (keywords.columns ?? columnsArg ?? null) as unknown;
      const fail = (message: string) => {
        const failure = new TemplateMacroError(message);
        failures.push(failure);
        return failure;
      };
      if (typeof id !== 'number' || !Number.isSafeInteger(id)) throw fail(`Dataset ${String(id)} not found!`);
      if (columns !== null && (!Array.isArray(columns) || columns.some((c) => typeof c !== 'string')))
        throw fail('The columns of dataset() must be a list of column names.');
      if (!ctx.dataset) throw fail(`Dataset ${id} not found!`);
      let sql: string;
      try {
        sql = ctx.dataset(id, { includeMetrics, columns: columns as string[] | null });
      } catch (err) {
        throw fail((err as Error).message);
      }
      return `(\n${sql}\n) AS dataset_${id}`;
    },
    // Jinja's spellings of the constants, as Superset's documented templates write them (`include_metrics=True`).
    True: true,
    False: false,
    None: null,
    from_dttm: formatDttm(ctx.fromDttm),
    to_dttm: formatDttm(ctx.toDttm),
  };
}

/** Renders the SQL. Text with no template markers is returned as is. */
export function renderSqlTemplate(sql: string, params: Record<string, unknown>, user: TemplateUser | null): string {
  return renderSqlTemplateWith(sql, { user, params });
}

/** Renders the SQL with everything a template may read; TemplateParamsError when it cannot. */
export function renderSqlTemplateWith(sql: string, ctx: SqlTemplateContext): string {
  if (!/\{\{|\{%|\{#/.test(sql)) return sql;
  const params = ctx.params ?? {};
  const failures: Error[] = [];
  const macros = macrosOf(ctx, failures);
  let ast: Node;
  try {
    ast = (
      nunjucks as unknown as { parser: { parse(src: string, ext: unknown[], opts: object): unknown } }
    ).parser.parse(sql, [], {}) as Node;
  } catch (err) {
    throw new TemplateParamsError('INVALID_TEMPLATE_PARAMS_ERROR', INVALID_TEMPLATE_MESSAGE, {
      template_parameters: params,
      error: (err as Error).message,
    });
  }
  const missing = undeclared(ast).filter((n) => !(n in params) && !(n in macros));
  if (missing.length > 0) {
    const list = missing.map((m) => `"${m}"`).join(', ');
    const message =
      missing.length === 1
        ? `The parameter ${list} in your query is undefined.`
        : `The following parameters in your query are undefined: ${list}.`;
    throw new TemplateParamsError('MISSING_TEMPLATE_PARAMS_ERROR', message, {
      undefined_parameters: missing,
      template_parameters: params,
    });
  }
  try {
    return env.renderString(sql, { ...params, ...macros, __dialect: ctx.dialect });
  } catch (err) {
    const macroError = failures[0] ?? (err instanceof TemplateParamsError ? err : null);
    if (macroError)
      throw new TemplateParamsError('INVALID_TEMPLATE_PARAMS_ERROR', macroError.message, {
        template_parameters: params,
      });
    throw new TemplateParamsError('INVALID_TEMPLATE_PARAMS_ERROR', INVALID_TEMPLATE_MESSAGE, {
      template_parameters: params,
      error: (err as Error).message,
    });
  }
}
