import type { Dialect } from './compile-dataset.ts';
import { QueryCompileError } from './query-compile-error.ts';

/** Every grain of reference §4.3, in its order. */
export const TIME_GRAINS = [
  'PT1S',
  'PT5S',
  'PT30S',
  'PT1M',
  'PT5M',
  'PT10M',
  'PT15M',
  'PT30M',
  'PT0.5H',
  'PT1H',
  'PT6H',
  'P1D',
  'P1W',
  '1969-12-28T00:00:00Z/P1W',
  '1969-12-29T00:00:00Z/P1W',
  'P1W/1970-01-03T00:00:00Z',
  'P1W/1970-01-04T00:00:00Z',
  'P1M',
  'P3M',
  'P0.25Y',
  'P1Y',
] as const;
export type TimeGrainCode = (typeof TIME_GRAINS)[number];

export const WEEK_STARTING_SUNDAY = '1969-12-28T00:00:00Z/P1W';
export const WEEK_STARTING_MONDAY = '1969-12-29T00:00:00Z/P1W';
export const WEEK_ENDING_SATURDAY = 'P1W/1970-01-03T00:00:00Z';
export const WEEK_ENDING_SUNDAY = 'P1W/1970-01-04T00:00:00Z';

const ALIASES: Record<string, string> = { 'PT0.5H': 'PT30M', 'P0.25Y': 'P3M' };

type Templates = Record<string, string>;

const SQLITE_MINUTES = (n: number) =>
  `DATETIME(STRFTIME('%Y-%m-%dT%H:%M:00', {col}), printf('-%d minutes', CAST(strftime('%M', {col}) AS INT) % ${n}))`;
const SQLITE_SECONDS = (n: number) =>
  `DATETIME({col}, printf('-%d seconds', CAST(strftime('%S', {col}) AS INT) % ${n}))`;

/**
 * SQLite (Superset's templates, yielding 'YYYY-MM-DD HH:MM:SS' text). The week-starting grains
 * step back six days before `weekday N`: Superset's `'weekday N', '-7 days'` puts a day that is
 * already on the week's first day into the week before.
 */
const SQLITE: Templates = {
  PT1S: "DATETIME(STRFTIME('%Y-%m-%dT%H:%M:%S', {col}))",
  PT5S: SQLITE_SECONDS(5),
  PT30S: SQLITE_SECONDS(30),
  PT1M: "DATETIME(STRFTIME('%Y-%m-%dT%H:%M:00', {col}))",
  PT5M: SQLITE_MINUTES(5),
  PT10M: SQLITE_MINUTES(10),
  PT15M: SQLITE_MINUTES(15),
  PT30M: SQLITE_MINUTES(30),
  PT1H: "DATETIME(STRFTIME('%Y-%m-%dT%H:00:00', {col}))",
  PT6H: "DATETIME(STRFTIME('%Y-%m-%dT%H:00:00', {col}), printf('-%d hours', CAST(strftime('%H', {col}) AS INT) % 6))",
  P1D: "DATETIME({col}, 'start of day')",
  P1W: "DATETIME({col}, 'start of day', -strftime('%w', {col}) || ' days')",
  P1M: "DATETIME({col}, 'start of month')",
  P3M: "DATETIME({col}, 'start of month', printf('-%d month', (strftime('%m', {col}) - 1) % 3))",
  P1Y: "DATETIME({col}, 'start of year')",
  [WEEK_ENDING_SATURDAY]: "DATETIME({col}, 'start of day', 'weekday 6')",
  [WEEK_ENDING_SUNDAY]: "DATETIME({col}, 'start of day', 'weekday 0')",
  [WEEK_STARTING_SUNDAY]: "DATETIME({col}, 'start of day', '-6 days', 'weekday 0')",
  [WEEK_STARTING_MONDAY]: "DATETIME({col}, 'start of day', '-6 days', 'weekday 1')",
};

const PG_BUCKET = (unit: string, part: string, n: number) =>
  `DATE_TRUNC('${unit}', {col}) + FLOOR(EXTRACT(${part} FROM {col}) / ${n}) * INTERVAL '${n} ${part.toLowerCase()}'`;

/** PostgreSQL: DATE_TRUNC (P1W = Monday), multiples built on it. */
const POSTGRESQL: Templates = {
  PT1S: "DATE_TRUNC('second', {col})",
  PT5S: PG_BUCKET('minute', 'SECOND', 5),
  PT30S: PG_BUCKET('minute', 'SECOND', 30),
  PT1M: "DATE_TRUNC('minute', {col})",
  PT5M: PG_BUCKET('hour', 'MINUTE', 5),
  PT10M: PG_BUCKET('hour', 'MINUTE', 10),
  PT15M: PG_BUCKET('hour', 'MINUTE', 15),
  PT30M: PG_BUCKET('hour', 'MINUTE', 30),
  PT1H: "DATE_TRUNC('hour', {col})",
  PT6H: PG_BUCKET('day', 'HOUR', 6),
  P1D: "DATE_TRUNC('day', {col})",
  P1W: "DATE_TRUNC('week', {col})",
  P1M: "DATE_TRUNC('month', {col})",
  P3M: "DATE_TRUNC('quarter', {col})",
  P1Y: "DATE_TRUNC('year', {col})",
  [WEEK_STARTING_SUNDAY]: "DATE_TRUNC('week', {col} + INTERVAL '1 day') - INTERVAL '1 day'",
  [WEEK_STARTING_MONDAY]: "DATE_TRUNC('week', {col})",
  [WEEK_ENDING_SATURDAY]: "DATE_TRUNC('week', {col} + INTERVAL '1 day') + INTERVAL '5 day'",
  [WEEK_ENDING_SUNDAY]: "DATE_TRUNC('week', {col}) + INTERVAL '6 day'",
};

const DUCK_BUCKET = (interval: string) => `TIME_BUCKET(INTERVAL '${interval}', {col})`;

/** DuckDB: DATE_TRUNC (P1W = Monday) and TIME_BUCKET for multiples. */
const DUCKDB: Templates = {
  PT1S: "DATE_TRUNC('second', {col})",
  PT5S: DUCK_BUCKET('5 seconds'),
  PT30S: DUCK_BUCKET('30 seconds'),
  PT1M: "DATE_TRUNC('minute', {col})",
  PT5M: DUCK_BUCKET('5 minutes'),
  PT10M: DUCK_BUCKET('10 minutes'),
  PT15M: DUCK_BUCKET('15 minutes'),
  PT30M: DUCK_BUCKET('30 minutes'),
  PT1H: "DATE_TRUNC('hour', {col})",
  PT6H: DUCK_BUCKET('6 hours'),
  P1D: "DATE_TRUNC('day', {col})",
  P1W: "DATE_TRUNC('week', {col})",
  P1M: "DATE_TRUNC('month', {col})",
  P3M: "DATE_TRUNC('quarter', {col})",
  P1Y: "DATE_TRUNC('year', {col})",
  [WEEK_STARTING_SUNDAY]: "DATE_TRUNC('week', {col} + INTERVAL 1 DAY) - INTERVAL 1 DAY",
  [WEEK_STARTING_MONDAY]: "DATE_TRUNC('week', {col})",
  [WEEK_ENDING_SATURDAY]: "DATE_TRUNC('week', {col} + INTERVAL 1 DAY) + INTERVAL 5 DAY",
  [WEEK_ENDING_SUNDAY]: "DATE_TRUNC('week', {col}) + INTERVAL 6 DAY",
};

const MY_SECONDS = (n: number) =>
  `DATE_ADD(DATE({col}), INTERVAL (HOUR({col})*3600 + MINUTE({col})*60 + SECOND({col}) - SECOND({col}) % ${n}) SECOND)`;
const MY_MINUTES = (n: number) =>
  `DATE_ADD(DATE({col}), INTERVAL (HOUR({col})*60 + MINUTE({col}) - MINUTE({col}) % ${n}) MINUTE)`;

/** MySQL/MariaDB (Superset's templates; P1W = Sunday). */
const MYSQL: Templates = {
  PT1S: 'DATE_ADD(DATE({col}), INTERVAL (HOUR({col})*60*60 + MINUTE({col})*60 + SECOND({col})) SECOND)',
  PT5S: MY_SECONDS(5),
  PT30S: MY_SECONDS(30),
  PT1M: 'DATE_ADD(DATE({col}), INTERVAL (HOUR({col})*60 + MINUTE({col})) MINUTE)',
  PT5M: MY_MINUTES(5),
  PT10M: MY_MINUTES(10),
  PT15M: MY_MINUTES(15),
  PT30M: MY_MINUTES(30),
  PT1H: 'DATE_ADD(DATE({col}), INTERVAL HOUR({col}) HOUR)',
  PT6H: 'DATE_ADD(DATE({col}), INTERVAL (HOUR({col}) - HOUR({col}) % 6) HOUR)',
  P1D: 'DATE({col})',
  P1W: 'DATE(DATE_SUB({col}, INTERVAL DAYOFWEEK({col}) - 1 DAY))',
  P1M: 'DATE(DATE_SUB({col}, INTERVAL DAYOFMONTH({col}) - 1 DAY))',
  P3M: 'MAKEDATE(YEAR({col}), 1) + INTERVAL QUARTER({col}) QUARTER - INTERVAL 1 QUARTER',
  P1Y: 'DATE(DATE_SUB({col}, INTERVAL DAYOFYEAR({col}) - 1 DAY))',
  [WEEK_STARTING_SUNDAY]: 'DATE(DATE_SUB({col}, INTERVAL DAYOFWEEK({col}) - 1 DAY))',
  [WEEK_STARTING_MONDAY]: 'DATE(DATE_SUB({col}, INTERVAL WEEKDAY({col}) DAY))',
  [WEEK_ENDING_SATURDAY]: 'DATE(DATE_ADD({col}, INTERVAL 7 - DAYOFWEEK({col}) DAY))',
  [WEEK_ENDING_SUNDAY]: 'DATE(DATE_ADD({col}, INTERVAL 6 - WEEKDAY({col}) DAY))',
};

const TEMPLATES: Record<Dialect, Templates> = { sqlite: SQLITE, postgresql: POSTGRESQL, duckdb: DUCKDB, mysql: MYSQL };

/** The grain code with its aliases resolved (`PT0.5H`→`PT30M`, `P0.25Y`→`P3M`). */
export function canonicalGrain(grain: string): string {
  return ALIASES[grain] ?? grain;
}

export function isKnownGrain(grain: string): boolean {
  return (TIME_GRAINS as readonly string[]).includes(grain);
}

/**
 * `expr` (a timestamp expression) truncated to `grain`. DATE columns are cast to TIMESTAMP first
 * on PostgreSQL and DuckDB so every grain yields the same type.
 */
export function applyTimeGrain(dialect: Dialect, grain: string, expr: string, columnType: string | null): string {
  const template = TEMPLATES[dialect][canonicalGrain(grain)];
  if (!template) throw new QueryCompileError(`No grain spec for ${grain} for database ${dialect}`);
  const col =
    (dialect === 'postgresql' || dialect === 'duckdb') && /^\s*date\s*$/i.test(columnType ?? '')
      ? `CAST(${expr} AS TIMESTAMP)`
      : expr;
  return `(${template.split('{col}').join(col)})`;
}
