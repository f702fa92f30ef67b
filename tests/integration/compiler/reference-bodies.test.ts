import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compileQuery, runCompiledQuery, type SeriesLimitStrategy } from '../../../server/engine/compiler/index.ts';
import {
  ENGINES,
  ROWS,
  inLastYear,
  openEngine,
  resolveTimeRange,
  sortRows,
  type EngineFixture,
} from './birth-names.test-support.ts';

/**
 * The four query contexts Superset's own chart plugins send (shared/reference/query-contexts),
 * compiled and run for real on every engine; the expected results are computed here from the rows.
 */
const DIR = '/work/shared/reference/query-contexts';
const queryOf = (file: string) =>
  JSON.parse(fs.readFileSync(path.join(DIR, file), 'utf8')).queries[0] as Record<string, unknown>;

const monthStart = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

function expectedLine(): unknown[][] {
  const states = ['CA', 'NY', 'TX', 'FL', 'IL', 'PA', 'OH'];
  const rows = ROWS.filter((r) => inLastYear(r.ds) && r.state !== null && states.includes(r.state));
  const byState = new Map<string, number>();
  for (const r of rows) byState.set(r.state!, (byState.get(r.state!) ?? 0) + r.num);
  const top = [...byState.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([s]) => s);
  const cells = new Map<string, number>();
  for (const r of rows.filter((x) => top.includes(x.state!))) {
    const k = JSON.stringify([monthStart(r.ds), r.state]);
    cells.set(k, (cells.get(k) ?? 0) + r.num);
  }
  return [...cells.entries()].map(([k, v]) => [...(JSON.parse(k) as unknown[]), v]);
}

function expectedPie(): unknown[][] {
  const by = new Map<string | null, number>();
  for (const r of ROWS.filter((x) => inLastYear(x.ds))) by.set(r.state, (by.get(r.state) ?? 0) + r.num);
  return [...by.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([s, v]) => [s, v]);
}

function expectedTable(): unknown[][] {
  return ROWS.filter((r) => inLastYear(r.ds) && (r.state === 'CA' || r.state === 'NY'))
    .sort((a, b) => b.num - a.num || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .slice(0, 50)
    .map((r) => [r.ds.getTime(), r.name, r.gender, r.state, r.num]);
}

describe.each(ENGINES)('Superset client query contexts on %s', (engine) => {
  let e: EngineFixture;
  beforeAll(async () => {
    e = await openEngine(engine, 'cmp_bodies');
  }, 60_000);
  afterAll(async () => {
    await e?.close();
  });

  const compile = (qo: unknown, strategy?: SeriesLimitStrategy) =>
    compileQuery(qo, e.dataset, e.dialect, {
      defaultRowLimit: 50_000,
      resolveTimeRange,
      ...(strategy ? { seriesLimitStrategy: strategy } : {}),
    });

  it.each([undefined, 'join', 'two-step'] as const)(
    '01 line chart: month grain, series limit 5, IN filter (strategy %s)',
    async (strategy) => {
      const compiled = compile(queryOf('01_line_groupby_series_limit.json'), strategy);
      // The default per engine: one joined statement on DuckDB, two statements elsewhere (see the compiler README).
      const expectedPlan =
        (strategy ?? (engine === 'DuckDB' ? 'join' : 'two-step')) === 'two-step' ? 'two-step' : 'single';
      expect(compiled.plan.kind).toBe(expectedPlan);
      expect(compiled.labels).toEqual(['ds', 'state', 'sum__num']);
      expect(compiled.temporalLabels).toEqual(['ds']);
      const r = await runCompiledQuery(e.connector, compiled);
      expect(r.columns.map((c) => c.name)).toEqual(['ds', 'state', 'sum__num']);
      expect(r.columns[0]!.genericType).toBe(2);
      const expected = expectedLine();
      expect(new Set(expected.map((x) => x[1])).size).toBe(5);
      expect(sortRows(r.rows)).toEqual(sortRows(expected));
      const sums = r.rows.map((x) => x[2] as number);
      expect(sums).toEqual([...sums].sort((a, b) => b - a));
    },
  );

  it('05 pie: one metric by state, ordered, row limit 10', async () => {
    const r = await runCompiledQuery(e.connector, compile(queryOf('05_pie_states.json')));
    expect(r.columns.map((c) => c.name)).toEqual(['state', 'sum__num']);
    expect(r.rows).toEqual(expectedPie());
  });

  it('06 big number: COUNT(*) of girls in the range', async () => {
    const r = await runCompiledQuery(e.connector, compile(queryOf('06_big_number_total.json')));
    expect(r.columns.map((c) => c.name)).toEqual(['count']);
    expect(r.rows).toEqual([[ROWS.filter((x) => inLastYear(x.ds) && x.gender === 'girl').length]]);
  });

  it('09 raw table: no GROUP BY, ordered by num desc then name, limit 50', async () => {
    const compiled = compile(queryOf('09_table_raw_order_by.json'));
    expect(compiled.sql).not.toMatch(/GROUP BY/);
    const r = await runCompiledQuery(e.connector, compiled);
    expect(r.columns.map((c) => c.name)).toEqual(['ds', 'name', 'gender', 'state', 'num']);
    expect(r.rows).toEqual(expectedTable());
  });

  it('counts the rows of the raw table query (is_rowcount)', async () => {
    const qo = { ...queryOf('09_table_raw_order_by.json'), is_rowcount: true, row_limit: 0 };
    const r = await runCompiledQuery(e.connector, compile(qo));
    expect(r.columns.map((c) => c.name)).toEqual(['rowcount']);
    expect(r.rows).toEqual([[ROWS.filter((x) => inLastYear(x.ds) && (x.state === 'CA' || x.state === 'NY')).length]]);
  });

  it('pages with row_offset', async () => {
    const qo = { ...queryOf('09_table_raw_order_by.json'), row_limit: 5, row_offset: 10 };
    const r = await runCompiledQuery(e.connector, compile(qo));
    expect(r.rows).toEqual(expectedTable().slice(10, 15));
  });

  it('runs adhoc SIMPLE and SQL metrics, calculated columns, extras.where/having and a virtual dataset', async () => {
    const qo = {
      columns: ['gender', 'name_upper'],
      metrics: [
        { expressionType: 'SIMPLE', aggregate: 'AVG', column: { column_name: 'num' }, label: 'avg num' },
        { expressionType: 'SIMPLE', aggregate: 'COUNT_DISTINCT', column: { column_name: 'state' } },
        { expressionType: 'SIMPLE', aggregate: 'MAX', column: { column_name: 'num_total' } },
        { expressionType: 'SIMPLE', aggregate: 'MIN', column: { column_name: 'num' } },
        { expressionType: 'SIMPLE', aggregate: 'COUNT', column: { column_name: 'state' } },
        { expressionType: 'SQL', sqlExpression: 'SUM(num_boys) * 1.0 / SUM(num)', label: 'boys share' },
      ],
      filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' }],
      extras: { where: "(name <> 'Ben')", having: '(COUNT(*) > 2)' },
      orderby: [
        ['gender', true],
        ['name_upper', true],
      ],
    };
    const expected: unknown[][] = [];
    const groups = new Map<string, (typeof ROWS)[number][]>();
    for (const r of ROWS.filter((x) => inLastYear(x.ds) && x.name !== 'Ben')) {
      const k = JSON.stringify([r.gender, r.name.toUpperCase()]);
      groups.set(k, [...(groups.get(k) ?? []), r]);
    }
    for (const [k, rs] of groups) {
      if (rs.length <= 2) continue;
      const nums = rs.map((r) => r.num);
      expected.push([
        ...(JSON.parse(k) as string[]),
        sum(nums) / nums.length,
        new Set(rs.filter((r) => r.state !== null).map((r) => r.state)).size,
        Math.max(...rs.map((r) => r.num_boys + r.num_girls)),
        Math.min(...nums),
        rs.filter((r) => r.state !== null).length,
        sum(rs.map((r) => r.num_boys)) / sum(nums),
      ]);
    }
    expected.sort((a, b) => (JSON.stringify(a.slice(0, 2)) < JSON.stringify(b.slice(0, 2)) ? -1 : 1));
    for (const ds of [
      e.dataset,
      {
        ...e.dataset,
        sql: `SELECT * FROM ${e.dialect === 'mysql' ? `\`${e.table}\`` : `"${e.table}"`} -- every row\n;`,
      },
    ]) {
      const compiled = compileQuery(qo, ds, e.dialect, { defaultRowLimit: 50_000, resolveTimeRange });
      if (ds.sql)
        expect(compiled.sql).toContain('AS ' + (e.dialect === 'mysql' ? '`virtual_table`' : '"virtual_table"'));
      const r = await runCompiledQuery(e.connector, compiled);
      expect(r.columns.map((c) => c.name)).toEqual([
        'gender',
        'name_upper',
        'avg num',
        'COUNT_DISTINCT(state)',
        'MAX(num_total)',
        'MIN(num)',
        'COUNT(state)',
        'boys share',
      ]);
      expect(r.rows.length).toBe(expected.length);
      r.rows.forEach((row, i) => {
        expect(row.slice(0, 2)).toEqual(expected[i]!.slice(0, 2));
        expect(row[2] as number).toBeCloseTo(expected[i]![2] as number, 3);
        expect(row.slice(3, 7)).toEqual(expected[i]!.slice(3, 7));
        expect(row[7] as number).toBeCloseTo(expected[i]![7] as number, 3);
      });
    }
  });

  it('applies row-level security clauses and the legacy granularity + time_range filter', async () => {
    const compiled = compileQuery(
      { metrics: ['count'], granularity: 'ds', time_range: 'Last year', is_timeseries: false, columns: [] },
      e.dataset,
      e.dialect,
      { defaultRowLimit: 10, resolveTimeRange, rlsClauses: [{ clause: "gender = 'boy'", groupKey: null }] },
    );
    const r = await runCompiledQuery(e.connector, compiled);
    expect(r.rows).toEqual([[ROWS.filter((x) => inLastYear(x.ds) && x.gender === 'boy').length]]);
  });

  it('builds the legacy __timestamp column from granularity and time_grain_sqla', async () => {
    const compiled = compile({
      is_timeseries: true,
      granularity: 'ds',
      time_range: 'Last year',
      extras: { time_grain_sqla: 'P1Y' },
      metrics: ['count'],
      orderby: [['__timestamp', true]],
    });
    expect(compiled.labels).toEqual(['__timestamp', 'count']);
    const r = await runCompiledQuery(e.connector, compiled);
    const years = new Map<number, number>();
    for (const x of ROWS.filter((y) => inLastYear(y.ds))) {
      const k = Date.UTC(x.ds.getUTCFullYear(), 0, 1);
      years.set(k, (years.get(k) ?? 0) + 1);
    }
    expect(r.rows).toEqual([...years.entries()].sort((a, b) => a[0] - b[0]));
  });
});
