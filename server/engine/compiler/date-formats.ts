import type { Dialect } from './compile-dataset.ts';
import type { DialectSpec } from './dialects.ts';
import { QueryCompileError } from './query-compile-error.ts';

/**
 * Columns whose dataset metadata gives a `python_date_format`: `epoch_s`, `epoch_ms`, or a strftime
 * pattern. They are converted to timestamps before a grain applies, and time bounds are written
 * in their own form so that filters compare the stored values directly.
 */
type Part = { directive: string } | { text: string };

const WIDTH: Record<string, number> = { Y: 4, m: 2, d: 2, H: 2, M: 2, S: 2, f: 6, y: 2, j: 3 };
const SORTABLE_ORDER = ['Y', 'm', 'd', 'H', 'M', 'S', 'f'];

function parsePattern(pattern: string): Part[] {
  const parts: Part[] = [];
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i]!;
    if (c === '%') {
      const d = pattern[++i];
      if (d === undefined) throw new QueryCompileError(`Invalid python_date_format: ${pattern}`);
      parts.push(d === '%' ? { text: '%' } : { directive: d });
    } else {
      const last = parts[parts.length - 1];
      if (last && 'text' in last) last.text += c;
      else parts.push({ text: c });
    }
  }
  return parts;
}

export function isEpochFormat(pdf: string | null | undefined): pdf is 'epoch_s' | 'epoch_ms' {
  return pdf === 'epoch_s' || pdf === 'epoch_ms';
}

/** Strings in this pattern sort as their timestamps do (e.g. `%Y-%m-%d %H:%M:%S`). */
export function isSortablePattern(pattern: string): boolean {
  const directives = parsePattern(pattern).flatMap((p) => ('directive' in p ? [p.directive] : []));
  return directives.length > 0 && directives.every((d, i) => SORTABLE_ORDER[i] === d);
}

/** A time bound in the column's own form: epoch seconds or milliseconds, or formatted text. */
export function formatBound(date: Date, pdf: string): number | string {
  if (pdf === 'epoch_s') return date.getTime() / 1000;
  if (pdf === 'epoch_ms') return date.getTime();
  const values: Record<string, number> = {
    Y: date.getUTCFullYear(),
    m: date.getUTCMonth() + 1,
    d: date.getUTCDate(),
    H: date.getUTCHours(),
    M: date.getUTCMinutes(),
    S: date.getUTCSeconds(),
    f: date.getUTCMilliseconds() * 1000,
    y: date.getUTCFullYear() % 100,
    j: Math.floor((date.getTime() - Date.UTC(date.getUTCFullYear(), 0, 1)) / 86_400_000) + 1,
  };
  return parsePattern(pdf)
    .map((p) => {
      if ('text' in p) return p.text;
      const v = values[p.directive];
      if (v === undefined)
        throw new QueryCompileError(`python_date_format directive %${p.directive} cannot be used in a time filter`);
      return String(v).padStart(WIDTH[p.directive]!, '0');
    })
    .join('');
}

const EPOCH: Record<Dialect, Record<'epoch_s' | 'epoch_ms', string>> = {
  sqlite: { epoch_s: "DATETIME({col}, 'unixepoch')", epoch_ms: "DATETIME({col} / 1000.0, 'unixepoch')" },
  postgresql: {
    epoch_s: "(TIMESTAMP 'epoch' + {col} * INTERVAL '1 second')",
    epoch_ms: "(TIMESTAMP 'epoch' + {col} * INTERVAL '1 millisecond')",
  },
  duckdb: {
    epoch_s: "(TIMESTAMP '1970-01-01 00:00:00' + TO_SECONDS(CAST({col} AS DOUBLE)))",
    epoch_ms: 'EPOCH_MS(CAST({col} AS BIGINT))',
  },
  mysql: {
    epoch_s: "DATE_ADD(TIMESTAMP('1970-01-01 00:00:00'), INTERVAL {col} SECOND)",
    epoch_ms: "DATE_ADD(TIMESTAMP('1970-01-01 00:00:00'), INTERVAL ({col}) * 1000 MICROSECOND)",
  },
};

const PG_CODES: Record<string, string> = {
  Y: 'YYYY',
  m: 'MM',
  d: 'DD',
  H: 'HH24',
  M: 'MI',
  S: 'SS',
  f: 'US',
  y: 'YY',
  j: 'DDD',
  I: 'HH12',
  p: 'AM',
  b: 'Mon',
  B: 'Month',
};
const MYSQL_CODES: Record<string, string> = {
  Y: '%Y',
  m: '%m',
  d: '%d',
  H: '%H',
  M: '%i',
  S: '%s',
  f: '%f',
  y: '%y',
  j: '%j',
  I: '%h',
  p: '%p',
  b: '%b',
  B: '%M',
};

function translate(pattern: string, codes: Record<string, string>, text: (t: string) => string): string {
  return parsePattern(pattern)
    .map((p) => {
      if ('text' in p) return text(p.text);
      const code = codes[p.directive];
      if (!code) throw new QueryCompileError(`python_date_format directive %${p.directive} is not supported`);
      return code;
    })
    .join('');
}

/** SQLite has no strptime: rebuild ISO text from the fixed-width fields, then DATETIME() it. */
function sqliteFromPattern(expr: string, pattern: string, spec: DialectSpec): string {
  const at: Record<string, number> = {};
  let pos = 1;
  for (const p of parsePattern(pattern)) {
    if ('text' in p) {
      pos += p.text.length;
      continue;
    }
    const w = WIDTH[p.directive];
    if (!w || !['Y', 'm', 'd', 'H', 'M', 'S'].includes(p.directive))
      throw new QueryCompileError(`python_date_format directive %${p.directive} is not supported on SQLite`);
    at[p.directive] = pos;
    pos += w;
  }
  const field = (d: string, fallback: string) =>
    at[d] ? `substr(${expr}, ${at[d]}, ${WIDTH[d]})` : spec.literal(fallback);
  if (!at.Y) throw new QueryCompileError(`python_date_format ${pattern} needs a %Y on SQLite`);
  const pieces = [
    field('Y', ''),
    "'-'",
    field('m', '01'),
    "'-'",
    field('d', '01'),
    "' '",
    field('H', '00'),
    "':'",
    field('M', '00'),
    "':'",
    field('S', '00'),
  ];
  return `DATETIME(${pieces.join(' || ')})`;
}

/** `expr` (stored in `pdf` form) as a timestamp expression. */
export function toTimestamp(spec: DialectSpec, expr: string, pdf: string): string {
  if (isEpochFormat(pdf)) return EPOCH[spec.name][pdf].split('{col}').join(expr);
  switch (spec.name) {
    case 'duckdb':
      return `STRPTIME(CAST(${expr} AS VARCHAR), ${spec.literal(pdf)})`;
    case 'postgresql':
      return `CAST(TO_TIMESTAMP(CAST(${expr} AS TEXT), ${spec.literal(translate(pdf, PG_CODES, pgText))}) AS TIMESTAMP)`;
    case 'mysql':
      return `STR_TO_DATE(${expr}, ${spec.literal(translate(pdf, MYSQL_CODES, (t) => t.split('%').join('%%')))})`;
    case 'sqlite':
      return sqliteFromPattern(expr, pdf, spec);
  }
}

/** Literal text in a PostgreSQL format: letters are double-quoted so they are not read as codes. */
function pgText(t: string): string {
  if (t.includes('"') || t.includes('\\'))
    throw new QueryCompileError(`Unsupported character in python_date_format text ${JSON.stringify(t)}`);
  return t.replace(/[A-Za-z]+/g, (m) => `"${m}"`);
}
