import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIME_GRAINS, compileQuery, runCompiledQuery } from '../../../server/engine/compiler/index.ts';
import {
  ENGINES,
  ROWS,
  inLastYear,
  openEngine,
  resolveTimeRange,
  type EngineFixture,
  type EngineName,
} from './birth-names.test-support.ts';

/** Every grain of reference §4.3 on every engine, against buckets computed here. */
const DAY = 86_400_000;

/** P1W starts on Sunday on SQLite and MySQL, on Monday on PostgreSQL and DuckDB (as in Superset). */
const P1W_STARTS_SUNDAY: Record<EngineName, boolean> = {
  SQLite: true,
  MariaDB: true,
  PostgreSQL: false,
  DuckDB: false,
};

function bucket(ms: number, grain: string, engine: EngineName): number {
  const d = new Date(ms);
  const [Y, M, D, h, m, s] = [
    d.getUTCFullYear(),
    d.getUTCMonth(),
    d.getUTCDate(),
    d.getUTCHours(),
    d.getUTCMinutes(),
    d.getUTCSeconds(),
  ];
  const day = Date.UTC(Y, M, D);
  const dow = d.getUTCDay();
  const sundayStart = day - dow * DAY;
  const mondayStart = day - ((dow + 6) % 7) * DAY;
  switch (grain) {
    case 'PT1S':
      return Date.UTC(Y, M, D, h, m, s);
    case 'PT5S':
      return Date.UTC(Y, M, D, h, m, s - (s % 5));
    case 'PT30S':
      return Date.UTC(Y, M, D, h, m, s - (s % 30));
    case 'PT1M':
      return Date.UTC(Y, M, D, h, m);
    case 'PT5M':
      return Date.UTC(Y, M, D, h, m - (m % 5));
    case 'PT10M':
      return Date.UTC(Y, M, D, h, m - (m % 10));
    case 'PT15M':
      return Date.UTC(Y, M, D, h, m - (m % 15));
    case 'PT30M':
    case 'PT0.5H':
      return Date.UTC(Y, M, D, h, m - (m % 30));
    case 'PT1H':
      return Date.UTC(Y, M, D, h);
    case 'PT6H':
      return Date.UTC(Y, M, D, h - (h % 6));
    case 'P1D':
      return day;
    case 'P1W':
      return P1W_STARTS_SUNDAY[engine] ? sundayStart : mondayStart;
    case '1969-12-28T00:00:00Z/P1W':
      return sundayStart;
    case '1969-12-29T00:00:00Z/P1W':
      return mondayStart;
    case 'P1W/1970-01-03T00:00:00Z':
      return day + ((6 - dow + 7) % 7) * DAY;
    case 'P1W/1970-01-04T00:00:00Z':
      return day + ((7 - dow) % 7) * DAY;
    case 'P1M':
      return Date.UTC(Y, M, 1);
    case 'P3M':
    case 'P0.25Y':
      return Date.UTC(Y, M - (M % 3), 1);
    case 'P1Y':
      return Date.UTC(Y, 0, 1);
    default:
      throw new Error(grain);
  }
}

function expectedCounts(
  grain: string | null,
  engine: EngineName,
  value: (r: (typeof ROWS)[number]) => number,
): [number, number][] {
  const counts = new Map<number, number>();
  for (const r of ROWS) {
    const k = grain ? bucket(value(r), grain, engine) : value(r);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => a[0] - b[0]);
}

const axisQuery = (column: string, grain: string | null) => ({
  columns: [
    {
      columnType: 'BASE_AXIS',
      sqlExpression: column,
      label: column,
      expressionType: 'SQL',
      ...(grain ? { timeGrain: grain } : {}),
    },
  ],
  metrics: ['count'],
  orderby: [[column, true]],
  row_limit: 10_000,
});

describe.each(ENGINES)('time grains on %s', (engine) => {
  let e: EngineFixture;
  beforeAll(async () => {
    e = await openEngine(engine, 'cmp_grains');
  }, 60_000);
  afterAll(async () => {
    await e?.close();
  });

  const run = async (qo: unknown) =>
    runCompiledQuery(
      e.connector,
      compileQuery(qo, e.dataset, e.dialect, { defaultRowLimit: 50_000, resolveTimeRange }),
    );

  it.each([...TIME_GRAINS])('buckets a TIMESTAMP column by %s', async (grain) => {
    const r = await run(axisQuery('ds', grain));
    expect(r.columns.map((c) => [c.name, c.genericType])).toEqual([
      ['ds', 2],
      ['count', 0],
    ]);
    expect(r.rows).toEqual(expectedCounts(grain, engine, (x) => x.ds.getTime()));
  });

  const dateOnly = (x: (typeof ROWS)[number]) => Date.UTC(x.ds.getUTCFullYear(), x.ds.getUTCMonth(), x.ds.getUTCDate());
  const converted: [string, string | null, (x: (typeof ROWS)[number]) => number][] = [
    ['ds_epoch_s', null, (x) => x.ds.getTime()],
    ['ds_epoch_s', 'PT1H', (x) => x.ds.getTime()],
    ['ds_epoch_s', 'P1W', (x) => x.ds.getTime()],
    ['ds_epoch_ms', 'PT15M', (x) => x.ds.getTime()],
    ['ds_epoch_ms', 'P1M', (x) => x.ds.getTime()],
    ['ds_text', 'PT1M', (x) => x.ds.getTime()],
    ['ds_text', 'P3M', (x) => x.ds.getTime()],
    ['ds_dmy', 'P1D', dateOnly],
    ['ds_dmy', 'P1Y', dateOnly],
    ['d', 'P1D', dateOnly],
    ['d', '1969-12-29T00:00:00Z/P1W', dateOnly],
    ['d', 'P1M', dateOnly],
  ];
  it.each(converted)(
    'converts %s (python_date_format or DATE) to a timestamp, then grain %s',
    async (column, grain, value) => {
      const r = await run(axisQuery(column, grain));
      expect(r.columns[0]!.genericType).toBe(2);
      expect(r.rows).toEqual(expectedCounts(grain, engine, value));
    },
  );

  it.each(['ds', 'ds_epoch_s', 'ds_epoch_ms', 'ds_text', 'ds_dmy', 'd'])(
    'applies TEMPORAL_RANGE to %s in its stored form',
    async (column) => {
      const r = await run({ metrics: ['count'], filters: [{ col: column, op: 'TEMPORAL_RANGE', val: 'Last year' }] });
      const dateOnlyColumn = column === 'ds_dmy' || column === 'd';
      const expected = ROWS.filter((x) => inLastYear(dateOnlyColumn ? new Date(dateOnly(x)) : x.ds)).length;
      expect(r.rows).toEqual([[expected]]);
    },
  );

  it('compares a filter with a grain applied to the column (drill to a month)', async () => {
    const month = Date.UTC(2024, 2, 1);
    const r = await run({ metrics: ['count'], filters: [{ col: 'ds', op: '==', val: month, grain: 'P1M' }] });
    expect(r.rows).toEqual([[ROWS.filter((x) => bucket(x.ds.getTime(), 'P1M', engine) === month).length]]);
  });
});
