import type { Dialect } from './compile-dataset.ts';
import { QueryCompileError } from './query-compile-error.ts';
import { Sql } from './sql-fragment.ts';

/** How the series limit runs: one statement joined to a LIMIT subquery, or a pre-query then the main query. */
export type SeriesLimitStrategy = 'join' | 'two-step';

/** What differs between the SQL the compiler writes for each engine. */
export interface DialectSpec {
  readonly name: Dialect;
  /** Always quotes, doubling the quote character. */
  quote(identifier: string): string;
  /** The n-th (1-based) bound parameter. */
  placeholder(n: number): string;
  /** A string literal for trusted constants (date format patterns). */
  literal(text: string): string;
  /** `left` equals `right`, NULL matching NULL. */
  nullSafeEquals(left: Sql, right: Sql): Sql;
  ilike(expr: Sql, value: Sql, negate: boolean): Sql;
  /** null when the engine has no regular-expression match. */
  regex(expr: Sql, value: Sql): Sql | null;
  /** A bound timestamp compared with a column of `columnType`. */
  timestamp(value: Date, columnType: string | null): Sql;
  /** A bound number compared with a numeric column. */
  number(value: number): Sql;
  /** Whether `label` can be the alias of a result column as it is. */
  aliasAllowed(label: string): boolean;
  /** Aliases that differ only by case are the same column in this engine. */
  readonly caseInsensitiveAliases: boolean;
  readonly seriesLimitStrategy: SeriesLimitStrategy;
  /** The node-sql-parser grammar closest to the engine's expressions. */
  readonly parserDatabase: 'postgresql' | 'mysql' | 'sqlite';
}

/** A naive timestamp text (the Date's UTC fields), milliseconds only when not zero. */
export function timestampText(d: Date): string {
  if (Number.isNaN(d.getTime())) throw new QueryCompileError('Invalid timestamp');
  const p = (n: number, w = 2) => String(n).padStart(w, '0');
  const base = `${p(d.getUTCFullYear(), 4)}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`;
  return d.getUTCMilliseconds() ? `${base}.${p(d.getUTCMilliseconds(), 3)}` : base;
}

function quoteWith(q: '"' | '`') {
  return (identifier: string): string => {
    if (identifier.includes('\0')) throw new QueryCompileError('Identifiers cannot contain NUL characters');
    return q + identifier.split(q).join(q + q) + q;
  };
}

function literalWith(backslashIsSpecial: boolean) {
  return (text: string): string => {
    if (text.includes('\0') || (backslashIsSpecial && text.includes('\\')))
      throw new QueryCompileError(`Unsupported character in ${JSON.stringify(text)}`);
    return `'${text.split("'").join("''")}'`;
  };
}

const isDateType = (t: string | null) => /^\s*date\s*$/i.test(t ?? '');
const isMidnight = (d: Date) =>
  d.getUTCHours() === 0 && d.getUTCMinutes() === 0 && d.getUTCSeconds() === 0 && d.getUTCMilliseconds() === 0;
const castParam = (type: string) => (d: Date) => Sql.concat('CAST(', Sql.param(timestampText(d)), ` AS ${type})`);

const standardIlike = (expr: Sql, value: Sql, negate: boolean) =>
  Sql.concat(expr, negate ? ' NOT ILIKE ' : ' ILIKE ', value);
const lowerIlike = (expr: Sql, value: Sql, negate: boolean) =>
  Sql.concat('LOWER(', expr, negate ? ') NOT LIKE LOWER(' : ') LIKE LOWER(', value, ')');
const distinctFrom = (l: Sql, r: Sql) => Sql.concat(l, ' IS NOT DISTINCT FROM ', r);

const DUCKDB: DialectSpec = {
  name: 'duckdb',
  quote: quoteWith('"'),
  placeholder: () => '?',
  literal: literalWith(false),
  nullSafeEquals: distinctFrom,
  ilike: standardIlike,
  regex: (e, v) => Sql.concat('regexp_matches(', e, ', ', v, ')'),
  timestamp: castParam('TIMESTAMP'),
  number: (v) => Sql.param(v),
  aliasAllowed: () => true,
  caseInsensitiveAliases: true,
  seriesLimitStrategy: 'join',
  parserDatabase: 'postgresql',
};

const SQLITE: DialectSpec = {
  name: 'sqlite',
  quote: quoteWith('"'),
  placeholder: () => '?',
  literal: literalWith(false),
  nullSafeEquals: (l, r) => Sql.concat(l, ' IS ', r),
  ilike: lowerIlike,
  regex: () => null,
  // SQLite keeps timestamps as text: compare with the same text form, dates as dates.
  timestamp: (d, columnType) =>
    Sql.param(isDateType(columnType) && isMidnight(d) ? timestampText(d).slice(0, 10) : timestampText(d)),
  number: (v) => Sql.param(v),
  aliasAllowed: () => true,
  caseInsensitiveAliases: true,
  seriesLimitStrategy: 'two-step',
  parserDatabase: 'sqlite',
};

const POSTGRESQL: DialectSpec = {
  name: 'postgresql',
  quote: quoteWith('"'),
  placeholder: (n) => `$${n}`,
  literal: literalWith(false),
  nullSafeEquals: distinctFrom,
  ilike: standardIlike,
  regex: (e, v) => Sql.concat(e, ' ~ ', v),
  timestamp: castParam('TIMESTAMP'),
  // An untyped parameter takes the column's type: 4000.5 would not read as an INTEGER, nor 2^40.
  number: (v) => Sql.concat('CAST(', Sql.param(v), Number.isSafeInteger(v) ? ' AS BIGINT)' : ' AS NUMERIC)'),
  // Longer names are cut to NAMEDATALEN - 1 bytes.
  aliasAllowed: (label) => Buffer.byteLength(label, 'utf8') <= 63,
  caseInsensitiveAliases: false,
  // IS NOT DISTINCT FROM / <=> cannot drive a hash join: joined to the top series, the planner
  // falls back to a nested loop; binding the series in a second statement measured faster.
  seriesLimitStrategy: 'two-step',
  parserDatabase: 'postgresql',
};

const MYSQL: DialectSpec = {
  name: 'mysql',
  quote: quoteWith('`'),
  placeholder: () => '?',
  literal: literalWith(true),
  nullSafeEquals: (l, r) => Sql.concat(l, ' <=> ', r),
  ilike: lowerIlike,
  regex: (e, v) => Sql.concat(e, ' REGEXP ', v),
  timestamp: castParam('DATETIME(6)'),
  number: (v) => Sql.param(v),
  // At most 256 characters, only the Basic Multilingual Plane, no trailing space.
  aliasAllowed: (label) => label.length <= 256 && !/[\u{10000}-\u{10FFFF}]/u.test(label) && !/\s$/.test(label),
  caseInsensitiveAliases: true,
  // IS NOT DISTINCT FROM / <=> cannot drive a hash join: joined to the top series, the planner
  // falls back to a nested loop; binding the series in a second statement measured faster.
  seriesLimitStrategy: 'two-step',
  parserDatabase: 'mysql',
};

const SPECS: Record<Dialect, DialectSpec> = { duckdb: DUCKDB, sqlite: SQLITE, postgresql: POSTGRESQL, mysql: MYSQL };

export function dialectSpec(dialect: Dialect): DialectSpec {
  const spec = SPECS[dialect];
  if (!spec) throw new QueryCompileError(`Unsupported SQL dialect: ${String(dialect)}`);
  return spec;
}
