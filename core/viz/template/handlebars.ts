// Handlebars for viz plugins (the handlebars chart): an isolated environment with the helpers
// Superset's plugin-chart-handlebars registers (dateFormat, stringify, formatNumber, parseJson)
// and a few comparison helpers of just-handlebars-helpers. Isomorphic: compiling and running a
// template needs no DOM. The output is NOT sanitised: browsers sanitise it (react/sanitize-html.ts),
// static renderers keep its text only.
import Handlebars from 'handlebars';

export type HandlebarsTemplate = (context: unknown) => string;

/** dayjs-style tokens (YYYY, MM, DD, HH, mm, ss, MMM, MMMM, ddd, dddd) on a UTC date. */
export function formatDate(value: unknown, format = 'YYYY-MM-DD'): string {
  const date = value instanceof Date ? value : new Date(value as string | number);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  const months = [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ];
  const days = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  const tokens: Record<string, () => string> = {
    YYYY: () => String(date.getUTCFullYear()),
    YY: () => pad(date.getUTCFullYear() % 100),
    MMMM: () => months[date.getUTCMonth()]!,
    MMM: () => months[date.getUTCMonth()]!.slice(0, 3),
    MM: () => pad(date.getUTCMonth() + 1),
    M: () => String(date.getUTCMonth() + 1),
    DD: () => pad(date.getUTCDate()),
    D: () => String(date.getUTCDate()),
    dddd: () => days[date.getUTCDay()]!,
    ddd: () => days[date.getUTCDay()]!.slice(0, 3),
    HH: () => pad(date.getUTCHours()),
    mm: () => pad(date.getUTCMinutes()),
    ss: () => pad(date.getUTCSeconds()),
  };
  return format.replace(
    /\[([^\]]*)]|YYYY|YY|MMMM|MMM|MM|M|DD|D|dddd|ddd|HH|mm|ss/g,
    (match, literal: string | undefined) => (literal !== undefined ? literal : tokens[match]!()),
  );
}

const isPlainObject = (v: unknown): boolean =>
  typeof v === 'object' && v !== null && Object.getPrototypeOf(v) === Object.prototype;

/**
 * A fresh Handlebars environment with the helpers; `formatNumber` formats with the SDK's number
 * formatter handed in (d3 format string, or the default when none).
 */
export function createHandlebars(formatNumber: (format: string | undefined, value: number) => string) {
  const hb = Handlebars.create();
  hb.registerHelper('dateFormat', (context: unknown, options: Handlebars.HelperOptions) =>
    formatDate(context, (options.hash.format as string | undefined) ?? 'YYYY-MM-DD'),
  );
  hb.registerHelper('stringify', (obj: unknown, options: unknown) => {
    if (options === undefined) throw new Error('Please call with an object. Example: `stringify myObj`');
    return isPlainObject(obj) ? JSON.stringify(obj) : String(obj);
  });
  hb.registerHelper('formatNumber', (value: unknown, options: Handlebars.HelperOptions) => {
    if (value === null || value === undefined || value === '') return '';
    const n = typeof value === 'number' ? value : Number(value);
    if (Number.isNaN(n)) return String(value);
    const locale = options.hash.locale as string | undefined;
    if (!options.hash.format && locale) return n.toLocaleString(locale);
    return formatNumber(options.hash.format as string | undefined, n);
  });
  hb.registerHelper('parseJson', (json: string) => {
    try {
      return JSON.parse(json);
    } catch (error) {
      throw new Error(`Invalid JSON string: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
  });
  hb.registerHelper('eq', (a: unknown, b: unknown) => a === b);
  hb.registerHelper('neq', (a: unknown, b: unknown) => a !== b);
  hb.registerHelper('lt', (a: number, b: number) => a < b);
  hb.registerHelper('lte', (a: number, b: number) => a <= b);
  hb.registerHelper('gt', (a: number, b: number) => a > b);
  hb.registerHelper('gte', (a: number, b: number) => a >= b);
  hb.registerHelper('and', (...args: unknown[]) => args.slice(0, -1).every(Boolean));
  hb.registerHelper('or', (...args: unknown[]) => args.slice(0, -1).some(Boolean));
  hb.registerHelper('not', (a: unknown) => !a);
  return {
    /** Compiles with `new Function`: for Node only (a page's CSP forbids eval; use `precompile`). */
    compile: (source: string): HandlebarsTemplate => hb.compile(source) as HandlebarsTemplate,
    /**
     * The template as JavaScript source of its spec object (no eval: parse errors throw here).
     * A page imports it as a module (`export default <spec>`) and hands the object to `fromSpec`.
     */
    precompile: (source: string): string => hb.precompile(source) as unknown as string,
    /** The runnable template of a precompiled spec, on this environment's helpers (no eval). */
    fromSpec: (spec: TemplateSpec): HandlebarsTemplate =>
      hb.template(spec as TemplateSpecification) as HandlebarsTemplate,
  };
}

/** A precompiled template spec, as the module made of `precompile`'s output exports it. */
export type TemplateSpec = object;
