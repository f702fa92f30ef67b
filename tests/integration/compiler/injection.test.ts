import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QueryCompileError,
  compileQuery,
  runCompiledQuery,
  type CompileOptions,
} from '../../../server/engine/compiler/index.ts';
import { ENGINES, ROWS, openEngine, resolveTimeRange, type EngineFixture } from './birth-names.test-support.ts';

/**
 * Injection attempts through every input of a QueryObject, compiled and run for real: values are
 * bound and match nothing, names are refused before any SQL is written, adhoc SQL that escapes its
 * place is refused, and the table is intact at the end.
 */
describe.each(ENGINES)('injection attempts on %s', (engine) => {
  let e: EngineFixture;
  beforeAll(async () => {
    e = await openEngine(engine, 'cmp_inject');
  }, 60_000);
  afterAll(async () => {
    await e?.close();
  });

  const options = (extra: Partial<CompileOptions> = {}): CompileOptions => ({
    defaultRowLimit: 1000,
    resolveTimeRange,
    ...extra,
  });
  const compile = (qo: unknown, extra?: Partial<CompileOptions>) =>
    compileQuery(qo, e.dataset, e.dialect, options(extra));
  const count = async (qo: Record<string, unknown>, extra?: Partial<CompileOptions>) =>
    (await runCompiledQuery(e.connector, compile({ metrics: ['count'], ...qo }, extra))).rows[0]![0];
  const refused = (qo: unknown, message?: RegExp | string, extra?: Partial<CompileOptions>) => {
    let error: unknown;
    try {
      compile(qo, extra);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(QueryCompileError);
    if (message) expect((error as Error).message).toMatch(message);
  };

  const hostileValues = [
    "CA' OR '1'='1",
    "CA'); DROP TABLE x; --",
    'x" OR "1"="1',
    "O'Brien\\' OR 1=1 -- ",
    'what? ?',
    '$1 OR 1=1',
    "'; SELECT pg_sleep(5); --",
    '`state`',
  ];

  it.each(hostileValues)('binds the value %j: it matches nothing', async (val) => {
    expect(await count({ filters: [{ col: 'state', op: '==', val }] })).toBe(0);
    expect(await count({ filters: [{ col: 'name', op: 'IN', val: [val, "O'Brien"] }] })).toBe(
      ROWS.filter((r) => r.name === "O'Brien").length,
    );
    expect(await count({ filters: [{ col: 'name', op: 'LIKE', val: `%${val}%` }] })).toBe(0);
  });

  it('keeps later parameters in place after values and labels holding ? and $1', async () => {
    const qo = {
      columns: [{ sqlExpression: 'gender', label: 'gender? $1 :x @y' }],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: 'how many?' }],
      filters: [
        { col: 'name', op: '!=', val: 'a?b $2' },
        { col: 'gender', op: '==', val: 'girl' },
      ],
    };
    const r = await runCompiledQuery(e.connector, compile(qo));
    expect(r.columns.map((c) => c.name)).toEqual(['gender? $1 :x @y', 'how many?']);
    expect(r.rows).toEqual([['girl', ROWS.filter((x) => x.gender === 'girl').length]]);
  });

  it('refuses a numeric filter value that is not a number before any SQL is written', () => {
    refused({ metrics: ['count'], filters: [{ col: 'num', op: '>', val: '1 OR 1=1' }] }, /expected a number/);
    refused(
      { metrics: ['count'], filters: [{ col: 'ds', op: '>', val: "2024-01-01' OR '1'='1" }] },
      /expected a timestamp/,
    );
    refused(
      { metrics: ['count'], filters: [{ col: 'state', op: '==', val: { toString: 'x' } }] },
      /Invalid filter value/,
    );
  });

  it('refuses names that are not in the dataset: columns, metrics, orderby, granularity', () => {
    refused(
      { columns: ['state; DROP TABLE x; --'], metrics: ['count'] },
      "Columns missing in datasource: ['state; DROP TABLE x; --']",
    );
    refused(
      {
        columns: [{ sqlExpression: 'state"; DROP TABLE x; --', label: 's', isColumnReference: true }],
        metrics: ['count'],
      },
      /Columns missing in datasource/,
    );
    refused({ columns: ['state'], metrics: ['count; DROP TABLE x'] }, "Metric 'count; DROP TABLE x' does not exist");
    refused(
      {
        columns: ['state'],
        metrics: [{ expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num) FROM x; --' } }],
      },
      /Columns missing/,
    );
    refused(
      { columns: ['state'], metrics: ['count'], orderby: [['num DESC; DROP TABLE x', true]] },
      'Unknown column used in orderby: num DESC; DROP TABLE x',
    );
    refused(
      { metrics: ['count'], granularity: 'ds; DROP TABLE x', time_range: 'Last year' },
      'Time column "ds; DROP TABLE x" does not exist in dataset',
    );
    refused(
      {
        columns: ['state'],
        metrics: [
          { expressionType: 'SIMPLE', aggregate: 'SUM(num)); DROP TABLE x; --', column: { column_name: 'num' } },
        ],
      },
      /Unsupported aggregate/,
    );
  });

  it('quotes labels with quote characters of every engine as result column names', async () => {
    const labels = ['it\'s "quoted" `ticked` [bracketed]', 'n" FROM x; --', "a'); DROP TABLE x; --"];
    const qo = {
      columns: [{ sqlExpression: 'state', label: labels[0] }],
      metrics: [
        { expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: labels[1] },
        { expressionType: 'SIMPLE', aggregate: 'SUM', column: { column_name: 'num' }, label: labels[2] },
      ],
      filters: [{ col: 'state', op: '==', val: 'CA' }],
    };
    const r = await runCompiledQuery(e.connector, compile(qo));
    expect(r.columns.map((c) => c.name)).toEqual(labels);
    const ca = ROWS.filter((x) => x.state === 'CA');
    expect(r.rows).toEqual([['CA', ca.length, ca.reduce((a, x) => a + x.num, 0)]]);
  });

  it('names result columns by label when the engine cannot keep it as an alias (length, case)', async () => {
    const long = `${'a very long label '.repeat(5)}é`;
    const qo = {
      columns: [
        { sqlExpression: 'gender', label: 'Gender' },
        { sqlExpression: 'gender', label: 'gender' },
      ],
      metrics: [{ expressionType: 'SQL', sqlExpression: 'COUNT(*)', label: long }],
      orderby: [['Gender', true]],
    };
    const r = await runCompiledQuery(e.connector, compile(qo));
    expect(r.columns.map((c) => c.name)).toEqual(['Gender', 'gender', long]);
    expect(r.rows).toEqual(['boy', 'girl'].map((g) => [g, g, ROWS.filter((x) => x.gender === g).length]));
  });

  const escapes: [string, string][] = [
    ['a statement separator', '1=1; DROP TABLE x'],
    ['a closing parenthesis', '1=1) OR (1=1'],
    ['an opening parenthesis left open', '(1=1'],
    ['a line comment', "state = 'CA' -- and the rest"],
    ['an unterminated block comment', "state = 'CA' /* the rest"],
    ['a nested block comment', "state = 'CA' /* a /* b */ OR 1=1 */"],
    ['an executable comment', '1=1 /*! OR 1=1 */'],
    ['an unterminated string', "state = 'CA"],
    ['an unterminated quoted identifier', 'state = "CA'],
    ['a subquery', `num IN (SELECT num FROM ${'x'})`],
    ['EXISTS', 'EXISTS (SELECT 1)'],
    ['UNION', '1=1 UNION SELECT 1'],
    ['DML', 'DELETE FROM x'],
    ['DDL', 'DROP TABLE x'],
    ['INTO OUTFILE', "1=1 INTO OUTFILE '/tmp/x'"],
    ['a bind parameter', e_param()],
  ];
  function e_param() {
    return engine === 'PostgreSQL' ? 'num = $1' : 'num = ?';
  }

  it.each(escapes)('refuses adhoc SQL with %s in every place adhoc SQL goes', (_what, sql) => {
    refused({ metrics: ['count'], extras: { where: sql } }, /Invalid SQL in extras\.where|sub-queries/);
    refused(
      { columns: ['state'], metrics: ['count'], extras: { having: sql } },
      /Invalid SQL in extras\.having|sub-queries/,
    );
    refused(
      { columns: [{ sqlExpression: sql, label: 'x' }], metrics: ['count'] },
      /Invalid SQL in columns\[0\]|sub-queries/,
    );
    refused(
      { metrics: [{ expressionType: 'SQL', sqlExpression: sql, label: 'm' }] },
      /Invalid SQL in metrics\[0\]|sub-queries/,
    );
    refused(
      { metrics: ['count'], filters: [{ col: { sqlExpression: sql, label: 'f' }, op: 'IS NOT NULL' }] },
      /Invalid SQL in filters\[0\]\.col|sub-queries/,
    );
    refused(
      { columns: ['state'], metrics: ['count'], orderby: [[{ expressionType: 'SQL', sqlExpression: sql }, false]] },
      /Invalid SQL in orderby\[0\]|sub-queries/,
    );
    refused(
      {
        columns: ['state'],
        metrics: ['count'],
        series_columns: ['state'],
        series_limit: 2,
        series_limit_metric: { expressionType: 'SQL', sqlExpression: sql },
      },
      /Invalid SQL in series_limit_metric|sub-queries/,
    );
  });

  it('refuses the engine-specific ways out', () => {
    const where = (sql: string) => ({ metrics: ['count'], extras: { where: sql } });
    if (engine === 'MariaDB') {
      refused(where("name = 'a\\' OR 1=1 -- '"));
      refused(where("name = 'x' # comment"));
      refused(where('SLEEP(5) = 0'), /SLEEP/i);
      refused(where("LOAD_FILE('/etc/passwd') IS NULL"), /LOAD_FILE/i);
    }
    if (engine === 'PostgreSQL' || engine === 'DuckDB') {
      refused(where("name = E'a\\' OR 1=1 -- '"));
      refused(where('name = $$x$$ OR 1=1'));
      refused(where('1=1 OR `x` = 1'));
    }
    if (engine === 'PostgreSQL') {
      refused(where("pg_read_file('/etc/passwd') IS NOT NULL"), /pg_read_file/);
      refused(where("pg_catalog.query_to_xml('select 1', true, true, '') IS NOT NULL"), /query_to_xml/);
      refused(where('"pg_sleep"(5) IS NOT NULL'), /pg_sleep/);
    }
    if (engine === 'DuckDB') {
      refused(where("x IN (FROM read_csv('/etc/passwd'))"));
      refused(where("getenv('HOME') IS NOT NULL"), /getenv/);
    }
    if (engine === 'SQLite') {
      refused(where("[x'] = 1 ; DROP TABLE x; --'"));
      refused(where("load_extension('x') IS NULL"), /load_extension/);
      refused(where('num = :name'));
    }
  });

  it('runs adhoc SQL that stays in place, quotes and comment markers inside literals included', async () => {
    expect(await count({ extras: { where: "num > 5000 AND state = 'CA'" } })).toBe(
      ROWS.filter((r) => r.num > 5000 && r.state === 'CA').length,
    );
    expect(await count({ extras: { where: "name <> 'a;b--c /* d' AND name <> 'it''s'" } })).toBe(ROWS.length);
    const r = await runCompiledQuery(
      e.connector,
      compile({
        columns: [{ sqlExpression: 'UPPER(name) /* shout */', label: 'loud' }],
        metrics: [],
        orderby: [['loud', true]],
        row_limit: 3,
      }),
    );
    expect(r.rows).toEqual([['AARON'], ['ABIGAIL'], ['BEN']]);
  });

  it('allows subqueries in adhoc SQL only with allowSubqueries', async () => {
    const q = (id: string) => (engine === 'MariaDB' ? `\`${id}\`` : `"${id}"`);
    const where = `num IN (SELECT num FROM ${q(e.table)} WHERE gender = 'boy')`;
    refused({ metrics: ['count'], extras: { where } }, 'Custom SQL fields cannot contain sub-queries.');
    expect(await count({ extras: { where } }, { allowSubqueries: true })).toBe(
      ROWS.filter((r) => r.gender === 'boy').length,
    );
  });

  it('leaves the table as it was', async () => {
    const q = engine === 'MariaDB' ? `\`${e.table}\`` : `"${e.table}"`;
    expect(await e.run(`SELECT COUNT(*) FROM ${q}`)).toEqual([[ROWS.length]]);
  });
});
