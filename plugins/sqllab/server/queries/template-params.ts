import nunjucks from 'nunjucks';

/**
 * SQL Lab's Jinja-style templating (Superset's `templateParams`), with nunjucks: `{{ name }}`,
 * `{% if %}`, `{% for %}`, `{% set %}`, filters, and Superset's `current_username()`,
 * `current_user_id()` and `url_param()` macros. Autoescaping is off: the output is SQL, not HTML.
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

/** Renders the SQL. Text with no template markers is returned as is. */
export function renderSqlTemplate(sql: string, params: Record<string, unknown>, user: TemplateUser | null): string {
  if (!/\{\{|\{%|\{#/.test(sql)) return sql;
  const macros: Record<string, unknown> = {
    current_username: () => user?.username ?? null,
    current_user_id: () => user?.id ?? null,
    current_user_email: () => user?.email ?? null,
    url_param: (_name: string, dflt: unknown = null) => dflt,
  };
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
    return env.renderString(sql, { ...macros, ...params });
  } catch (err) {
    throw new TemplateParamsError('INVALID_TEMPLATE_PARAMS_ERROR', INVALID_TEMPLATE_MESSAGE, {
      template_parameters: params,
      error: (err as Error).message,
    });
  }
}
