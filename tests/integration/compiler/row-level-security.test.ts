import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  QueryCompileError,
  compileQuery,
  runCompiledQuery,
  type RlsClause,
} from '../../../server/engine/compiler/index.ts';
import {
  ENGINES,
  ROWS,
  openEngine,
  resolveTimeRange,
  type BirthRow,
  type EngineFixture,
} from './birth-names.test-support.ts';

/**
 * Row-level security clauses as the compiler applies them (reference §15.4): same group key ORed,
 * groups and key-less clauses ANDed, all ANDed with the query's own filters, on every engine.
 */
describe.each(ENGINES)('row-level security clauses on %s', (engine) => {
  let e: EngineFixture;
  beforeAll(async () => {
    e = await openEngine(engine, 'cmp_rls');
  }, 60_000);
  afterAll(async () => {
    await e?.close();
  });

  const compile = (qo: Record<string, unknown>, rlsClauses: RlsClause[]) =>
    compileQuery({ metrics: ['count'], ...qo }, e.dataset, e.dialect, {
      defaultRowLimit: 1000,
      resolveTimeRange,
      rlsClauses,
    });
  const count = async (rlsClauses: RlsClause[], qo: Record<string, unknown> = {}) =>
    (await runCompiledQuery(e.connector, compile(qo, rlsClauses))).rows[0]![0];
  const expected = (keep: (r: BirthRow) => boolean) => ROWS.filter(keep).length;

  it('ANDs a clause without a group key into the WHERE, with the query filters', async () => {
    expect(await count([{ clause: "gender = 'boy'", groupKey: null }])).toBe(expected((r) => r.gender === 'boy'));
    const filters = [{ col: 'state', op: '==', val: 'CA' }];
    expect(await count([{ clause: "gender = 'boy'", groupKey: null }], { filters })).toBe(
      expected((r) => r.gender === 'boy' && r.state === 'CA'),
    );
  });

  it('ORs the clauses of one group and ANDs the groups and key-less clauses', async () => {
    const clauses: RlsClause[] = [
      { clause: "state = 'CA'", groupKey: 'region' },
      { clause: 'num > 5000', groupKey: null },
      { clause: "state = 'NY'", groupKey: 'region' },
      { clause: "gender = 'girl'", groupKey: 'who' },
      { clause: "name = 'Emma'", groupKey: 'who' },
    ];
    const keep = (r: BirthRow) =>
      (r.state === 'CA' || r.state === 'NY') && r.num > 5000 && (r.gender === 'girl' || r.name === 'Emma');
    const compiled = compile({}, clauses);
    expect(compiled.sql).toContain("((state = 'CA') OR (state = 'NY'))");
    expect(await count(clauses)).toBe(expected(keep));
  });

  it('keeps an OR inside a clause from widening the query', async () => {
    // Without parentheses around each clause, "gender = 'boy' OR 1 = 1" would return every row.
    const clauses: RlsClause[] = [
      { clause: "state = 'CA'", groupKey: null },
      { clause: "gender = 'boy' OR name = 'Emma'", groupKey: null },
    ];
    expect(await count(clauses)).toBe(expected((r) => r.state === 'CA' && (r.gender === 'boy' || r.name === 'Emma')));
  });

  it('applies to the series-limit query and to row counts too', async () => {
    const rls: RlsClause[] = [{ clause: "gender = 'girl'", groupKey: null }];
    const qo = { columns: ['state'], series_columns: ['state'], series_limit: 2, orderby: [['count', false]] };
    const r = await runCompiledQuery(e.connector, compile(qo, rls));
    const girls = ROWS.filter((x) => x.gender === 'girl');
    const byState = new Map<string | null, number>();
    for (const x of girls) byState.set(x.state, (byState.get(x.state) ?? 0) + 1);
    const top = [...byState.values()].sort((a, b) => b - a).slice(0, 2);
    expect(r.rows.map((row) => row[1])).toEqual(top);
    const rowcount = await runCompiledQuery(
      e.connector,
      compile({ columns: ['name'], metrics: null, is_rowcount: true }, rls),
    );
    expect(rowcount.rows).toEqual([[girls.length]]);
  });

  it('skips empty clauses', async () => {
    expect(await count([{ clause: '  ', groupKey: 'x' }])).toBe(ROWS.length);
  });

  it('refuses a clause that escapes its place, like extras.where', () => {
    for (const clause of [
      '1=1) OR (1=1',
      "gender = 'boy'; DROP TABLE x",
      "gender = 'boy' -- cut",
      'num IN (SELECT num FROM x)',
    ]) {
      expect(() => compile({}, [{ clause, groupKey: null }])).toThrow(QueryCompileError);
    }
    expect(() => compile({}, [{ clause: '1=1) OR (1=1', groupKey: 'g' }])).toThrow(/row level security filter 1/);
  });
});
