import { describe, expect, it } from 'vitest';
import { GenericDataType as T } from '../connectors/connector.ts';
import { frameFromRows, frameToRecords } from './frame.ts';
import { applyPostProcessing } from './index.ts';

const frame = () =>
  frameFromRows(
    [
      { name: 'state', genericType: T.STRING },
      { name: 'a', genericType: T.NUMERIC },
      { name: 'b', genericType: T.NUMERIC },
      { name: 'a__1 year ago', genericType: T.NUMERIC },
    ],
    [
      ['CA', 1, 3, 2],
      ['NY', 3, null, 6],
      ['TX', 0, 0, 0],
    ],
  );
const run = (options?: Record<string, unknown>) =>
  frameToRecords(applyPostProcessing(frame(), [{ operation: 'contribution', options }]));

describe('contribution', () => {
  it('divides each numeric column by its total (orientation column, the default), missing as 0', () => {
    expect(run()).toEqual([
      { state: 'CA', a: 0.25, b: 1, 'a__1 year ago': 0.25 },
      { state: 'NY', a: 0.75, b: 0, 'a__1 year ago': 0.75 },
      { state: 'TX', a: 0, b: 0, 'a__1 year ago': 0 },
    ]);
  });

  it('writes to rename_columns, appended, as the table chart asks (%metric)', () => {
    const rows = run({ columns: ['a'], rename_columns: ['%a'] });
    expect(Object.keys(rows[0]!)).toEqual(['state', 'a', 'b', 'a__1 year ago', '%a']);
    expect(rows.map((r) => r['%a'])).toEqual([0.25, 0.75, 0]);
    expect(rows.map((r) => r.a)).toEqual([1, 3, 0]);
  });

  it('divides by the row total, one total for the plain columns and one a time shift', () => {
    const rows = run({ orientation: 'row', time_shifts: ['1 year ago'] });
    expect(rows[0]).toEqual({ state: 'CA', a: 0.25, b: 0.75, 'a__1 year ago': 1 });
    // a missing cell stays missing; a zero total gives no share
    expect(rows[1]).toEqual({ state: 'NY', a: 1, b: null, 'a__1 year ago': 1 });
    expect(rows[2]).toEqual({ state: 'TX', a: null, b: null, 'a__1 year ago': null });
  });

  it('uses contribution_totals when given', () => {
    expect(run({ columns: ['a'], contribution_totals: { a: 8 } }).map((r) => r.a)).toEqual([0.125, 0.375, 0]);
  });

  it('refuses non-numeric columns and mismatched renames', () => {
    expect(() => run({ columns: ['state'] })).toThrow(
      /Column "state" is not numeric or does not exists in the query results/,
    );
    expect(() => run({ columns: ['a', 'b'], rename_columns: ['%a'] })).toThrow(
      /`rename_columns` must have the same length/,
    );
    expect(() => run({ orientation: 'diagonal' })).toThrow(
      /contribution: option "orientation" must be one of row, column/,
    );
  });
});

describe('contribution totals as numpy sums them', () => {
  it('divides by the pairwise sum of the zero-filled column', () => {
    const f = frameFromRows([{ name: 'm', genericType: T.NUMERIC }], [...Array<number[]>(10).fill([0.1]), [null]]);
    const out = applyPostProcessing(f, [{ operation: 'contribution', options: {} }]).columns[0]!.values;
    // df.fillna(0) / df.values.sum(axis=0): np.sum([0.1] * 10 + [0]) = 1.0, so 0.1 / 1.0 = 0.1 (not 0.10000000000000002)
    expect(out).toEqual([...Array<number>(10).fill(0.1), 0]);
  });
});
