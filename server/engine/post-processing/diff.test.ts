import { describe, expect, it } from 'vitest';
import { GenericDataType as T } from '../connectors/connector.ts';
import { frameFromRows, frameToRecords } from './frame.ts';
import { applyPostProcessing } from './index.ts';

const frame = () =>
  frameFromRows(
    [
      { name: 'ds', genericType: T.TEMPORAL },
      { name: 'a', genericType: T.NUMERIC },
      { name: 'b', genericType: T.NUMERIC },
    ],
    [
      [1, 3, 1],
      [2, null, 4],
      [3, 2, 9],
      [4, 5, 16],
    ],
  );
const run = (operation: string, options: Record<string, unknown>) =>
  frameToRecords(applyPostProcessing(frame(), [{ operation, options }]));
const col = (rows: Record<string, unknown>[], name: string) => rows.map((r) => r[name]);

describe('diff', () => {
  it('subtracts the row `periods` earlier (missing when either side is)', () => {
    expect(col(run('diff', { columns: { b: 'b' } }), 'b')).toEqual([null, 3, 5, 7]);
    expect(col(run('diff', { columns: { b: 'b' }, periods: 2 }), 'b')).toEqual([null, null, 8, 12]);
    expect(col(run('diff', { columns: { b: 'b' }, periods: -1 }), 'b')).toEqual([-3, -5, -7, null]);
    expect(col(run('diff', { columns: { a: 'a' } }), 'a')).toEqual([null, null, null, 3]);
  });

  it('subtracts across the selected columns with axis 1', () => {
    const rows = run('diff', { columns: { a: 'a', b: 'b' }, axis: 1 });
    expect(col(rows, 'a')).toEqual([null, null, null, null]);
    expect(col(rows, 'b')).toEqual([-2, null, 7, 11]);
  });

  it('appends renamed results', () => {
    expect(Object.keys(run('diff', { columns: { b: 'b_diff' } })[0]!)).toEqual(['ds', 'a', 'b', 'b_diff']);
    expect(() => run('diff', { columns: { b: 'b' }, axis: 2 })).toThrow(/diff: option "axis"/);
  });
});
