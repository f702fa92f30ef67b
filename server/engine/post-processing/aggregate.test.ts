import { describe, expect, it } from 'vitest';
import { GenericDataType as T } from '../connectors/connector.ts';
import { frameFromRows, frameToRecords } from './frame.ts';
import { applyPostProcessing } from './index.ts';

const frame = () =>
  frameFromRows(
    [
      { name: 'state', genericType: T.STRING },
      { name: 'gender', genericType: T.STRING },
      { name: 'num', genericType: T.NUMERIC },
    ],
    [
      ['NY', 'boy', 4],
      ['CA', 'girl', 1],
      ['CA', 'boy', null],
      ['CA', 'girl', 3],
      [null, 'boy', 100],
    ],
  );
const run = (options: Record<string, unknown>) => applyPostProcessing(frame(), [{ operation: 'aggregate', options }]);

describe('aggregate', () => {
  it('groups by one column (sorted, missing keys left out) with several aggregates', () => {
    const out = run({
      groupby: ['state'],
      aggregates: {
        total: { column: 'num', operator: 'sum' },
        avg: { column: 'num', operator: 'mean' },
        rows: { column: 'num', operator: 'count' },
        p50: { column: 'num', operator: 'percentile', options: { q: 50 } },
        np50: { column: 'num', operator: 'nanpercentile', options: { q: 50 } },
        sd: { column: 'num', operator: 'std' },
      },
    });
    expect(frameToRecords(out)).toEqual([
      { state: 'CA', total: 4, avg: 2, rows: 3, p50: null, np50: 2, sd: 1 },
      { state: 'NY', total: 4, avg: 4, rows: 1, p50: 4, np50: 4, sd: 0 },
    ]);
    expect(out.columns.map((c) => c.type)).toEqual([
      T.STRING,
      T.NUMERIC,
      T.NUMERIC,
      T.NUMERIC,
      T.NUMERIC,
      T.NUMERIC,
      T.NUMERIC,
    ]);
  });

  it('groups by two columns', () => {
    expect(frameToRecords(run({ groupby: ['state', 'gender'], aggregates: { num: { operator: 'max' } } }))).toEqual([
      { state: 'CA', gender: 'boy', num: null },
      { state: 'CA', gender: 'girl', num: 3 },
      { state: 'NY', gender: 'boy', num: 4 },
    ]);
  });

  it('makes one row without groupby, none for an empty frame', () => {
    expect(
      frameToRecords(
        run({ groupby: [], aggregates: { num: { operator: 'sum' }, first: { column: 'state', operator: 'min' } } }),
      ),
    ).toEqual([{ num: 108, first: 'CA' }]);
    const empty = frameFromRows([{ name: 'num', genericType: T.NUMERIC }], []);
    expect(
      applyPostProcessing(empty, [
        { operation: 'aggregate', options: { groupby: [], aggregates: { num: { operator: 'sum' } } } },
      ]).rowCount,
    ).toBe(0);
  });

  it('refuses bad aggregates', () => {
    expect(() => run({ groupby: ['state'], aggregates: { num: { operator: 'cumsum' } } })).toThrow(
      /aggregate: option "aggregates" entry "num": cumsum/,
    );
    expect(() => run({ groupby: ['state'], aggregates: { num: { operator: 'percentile' } } })).toThrow(
      /needs option "q"/,
    );
    expect(() => run({ groupby: ['zz'], aggregates: {} })).toThrow(/Referenced columns not available/);
  });
});
