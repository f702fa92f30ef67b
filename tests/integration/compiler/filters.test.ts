import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueryCompileError, compileQuery, runCompiledQuery } from '../../../server/engine/compiler/index.ts';
import {
  ENGINES,
  ROWS,
  openEngine,
  resolveTimeRange,
  type BirthRow,
  type EngineFixture,
} from './birth-names.test-support.ts';

/** Every filter operator on every engine, values typed to their column, counts computed here. */
type Case = [string, Record<string, unknown>[], (r: BirthRow) => boolean];

const at = (y: number, m: number, d: number, h = 0, mi = 0, s = 0) => Date.UTC(y, m - 1, d, h, mi, s);
const day = (r: BirthRow) => Date.UTC(r.ds.getUTCFullYear(), r.ds.getUTCMonth(), r.ds.getUTCDate());
const sample = ROWS[100]!;

const CASES: Case[] = [
  ['== text', [{ col: 'state', op: '==', val: 'CA' }], (r) => r.state === 'CA'],
  [
    '!= text (NULL is not different, as in SQL)',
    [{ col: 'state', op: '!=', val: 'CA' }],
    (r) => r.state !== null && r.state !== 'CA',
  ],
  ['== <NULL> is IS NULL', [{ col: 'state', op: '==', val: '<NULL>' }], (r) => r.state === null],
  ['> number', [{ col: 'num', op: '>', val: 5000 }], (r) => r.num > 5000],
  ['< numeric text compared as a number', [{ col: 'num', op: '<', val: '3000' }], (r) => r.num < 3000],
  ['>=', [{ col: 'num', op: '>=', val: 4000 }], (r) => r.num >= 4000],
  ['<=', [{ col: 'num', op: '<=', val: 4000.5 }], (r) => r.num <= 4000.5],
  ['IN', [{ col: 'state', op: 'IN', val: ['CA', 'NY'] }], (r) => r.state === 'CA' || r.state === 'NY'],
  ['IN with <NULL>', [{ col: 'state', op: 'in', val: ['CA', '<NULL>'] }], (r) => r.state === 'CA' || r.state === null],
  ['IN a scalar', [{ col: 'state', op: 'IN', val: 'TX' }], (r) => r.state === 'TX'],
  ['IN nothing', [{ col: 'state', op: 'IN', val: [] }], () => false],
  ['IN numbers sent as text', [{ col: 'num', op: 'IN', val: ['1000', 8919] }], (r) => r.num === 1000 || r.num === 8919],
  [
    'NOT IN',
    [{ col: 'state', op: 'NOT IN', val: ['CA', 'NY'] }],
    (r) => r.state !== null && r.state !== 'CA' && r.state !== 'NY',
  ],
  [
    'NOT IN with <NULL>',
    [{ col: 'state', op: 'NOT IN', val: ['CA', '<NULL>'] }],
    (r) => r.state !== null && r.state !== 'CA',
  ],
  ['NOT IN nothing', [{ col: 'state', op: 'NOT IN', val: [] }], () => true],
  ['LIKE', [{ col: 'name', op: 'LIKE', val: 'A%' }], (r) => r.name.startsWith('A')],
  ['NOT LIKE', [{ col: 'name', op: 'NOT LIKE', val: 'A%' }], (r) => !r.name.startsWith('A')],
  ['ILIKE', [{ col: 'name', op: 'ILIKE', val: 'a%' }], (r) => r.name.startsWith('A')],
  ['NOT ILIKE', [{ col: 'name', op: 'NOT ILIKE', val: 'a%' }], (r) => !r.name.startsWith('A')],
  ['LIKE with a quote', [{ col: 'name', op: 'LIKE', val: "O'%" }], (r) => r.name === "O'Brien"],
  ['== with a quote', [{ col: 'name', op: '==', val: "O'Brien" }], (r) => r.name === "O'Brien"],
  ['IS NULL', [{ col: 'state', op: 'IS NULL' }], (r) => r.state === null],
  ['IS NOT NULL', [{ col: 'state', op: 'IS NOT NULL' }], (r) => r.state !== null],
  ['IS TRUE', [{ col: 'flag', op: 'IS TRUE' }], (r) => r.flag === true],
  ['IS FALSE', [{ col: 'flag', op: 'IS FALSE' }], (r) => r.flag === false],
  ['== true on a boolean', [{ col: 'flag', op: '==', val: true }], (r) => r.flag === true],
  ['== "false" typed to a boolean', [{ col: 'flag', op: '==', val: 'false' }], (r) => r.flag === false],
  [
    '== epoch ms on a timestamp',
    [{ col: 'ds', op: '==', val: sample.ds.getTime() }],
    (r) => r.ds.getTime() === sample.ds.getTime(),
  ],
  [
    '>= date text on a timestamp',
    [{ col: 'ds', op: '>=', val: '2024-01-01' }],
    (r) => r.ds.getTime() >= at(2024, 1, 1),
  ],
  [
    '< timestamp text',
    [{ col: 'ds', op: '<', val: '2023-01-15 12:30:00' }],
    (r) => r.ds.getTime() < at(2023, 1, 15, 12, 30),
  ],
  ['>= on a DATE column', [{ col: 'd', op: '>=', val: '2024-01-01' }], (r) => day(r) >= at(2024, 1, 1)],
  [
    'IN epoch ms on a timestamp',
    [{ col: 'ds', op: 'IN', val: [ROWS[0]!.ds.getTime(), ROWS[1]!.ds.getTime()] }],
    (r) => r === ROWS[0] || r === ROWS[1],
  ],
  [
    '> on an epoch_s column (its stored numbers)',
    [{ col: 'ds_epoch_s', op: '>', val: 1_700_000_000 }],
    (r) => r.ds.getTime() / 1000 > 1_700_000_000,
  ],
  ['== on a calculated column', [{ col: 'num_total', op: '==', val: sample.num }], (r) => r.num === sample.num],
  [
    '== on an adhoc SQL column',
    [{ col: { sqlExpression: 'UPPER(name)', label: 'upper name' }, op: '==', val: 'EMMA' }],
    (r) => r.name === 'Emma',
  ],
  [
    'TEMPORAL_RANGE with both bounds',
    [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2024-01-01 : 2024-03-01' }],
    (r) => r.ds.getTime() >= at(2024, 1, 1) && r.ds.getTime() < at(2024, 3, 1),
  ],
  [
    'TEMPORAL_RANGE open at the end',
    [{ col: 'ds', op: 'TEMPORAL_RANGE', val: '2024-06-01 : ' }],
    (r) => r.ds.getTime() >= at(2024, 6, 1),
  ],
  ['TEMPORAL_RANGE No filter', [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'No filter' }], () => true],
  [
    'several filters ANDed',
    [
      { col: 'gender', op: '==', val: 'boy' },
      { col: 'num', op: '>', val: 6000 },
      { col: 'state', op: 'IS NOT NULL' },
    ],
    (r) => r.gender === 'boy' && r.num > 6000 && r.state !== null,
  ],
];

describe.each(ENGINES)('filters on %s', (engine) => {
  let e: EngineFixture;
  beforeAll(async () => {
    e = await openEngine(engine, 'cmp_filters');
  }, 60_000);
  afterAll(async () => {
    await e?.close();
  });

  const compile = (filters: unknown[]) =>
    compileQuery({ metrics: ['count'], filters }, e.dataset, e.dialect, { defaultRowLimit: 10, resolveTimeRange });

  it.each(CASES)('%s', async (_name, filters, keep) => {
    const compiled = compile(filters);
    for (const f of filters)
      if (typeof f.val === 'string' && f.op !== 'TEMPORAL_RANGE') expect(compiled.sql).not.toContain(`'${f.val}'`);
    const r = await runCompiledQuery(e.connector, compiled);
    expect(r.rows).toEqual([[ROWS.filter(keep).length]]);
  });

  it('matches a regular expression where the engine has one (REGEX)', async () => {
    const filters = [{ col: 'name', op: 'REGEX', val: '^[AB]' }];
    if (engine === 'SQLite') {
      expect(() => compile(filters)).toThrow(QueryCompileError);
      return;
    }
    const r = await runCompiledQuery(e.connector, compile(filters));
    expect(r.rows).toEqual([[ROWS.filter((x) => /^[AB]/.test(x.name)).length]]);
  });

  it('drops a filter on a column the dataset does not have and reports it', async () => {
    const compiled = compile([
      { col: 'nope', op: '==', val: 1 },
      { col: 'state', op: '==', val: 'CA' },
    ]);
    expect(compiled.rejectedFilters).toEqual([{ column: 'nope', reason: 'not_in_datasource' }]);
    expect(compiled.appliedFilters).toEqual(['state']);
    const r = await runCompiledQuery(e.connector, compiled);
    expect(r.rows).toEqual([[ROWS.filter((x) => x.state === 'CA').length]]);
  });
});
