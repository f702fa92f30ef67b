import { describe, expect, it } from 'vitest';
import { GenericDataType as T } from '../connectors/connector.ts';
import { frameFromRows, frameToRecords } from './frame.ts';
import { applyPostProcessing } from './index.ts';

const frame = () =>
  frameFromRows(
    [
      { name: 'name', genericType: T.STRING },
      { name: 'state', genericType: T.STRING },
      { name: 'num', genericType: T.NUMERIC },
    ],
    [
      ['b', 'CA', 2],
      ['a', 'NY', null],
      ['c', 'CA', 5],
      ['d', null, 2],
    ],
  );
const run = (operation: string, options: Record<string, unknown>) =>
  frameToRecords(applyPostProcessing(frame(), [{ operation, options }]));

describe('sort', () => {
  it('sorts by one column either way, missing values last both ways, ties in their order', () => {
    expect(run('sort', { by: 'num' }).map((r) => r.name)).toEqual(['b', 'd', 'c', 'a']);
    expect(run('sort', { by: ['num'], ascending: false }).map((r) => r.name)).toEqual(['c', 'b', 'd', 'a']);
  });

  it('sorts by several columns with one direction each', () => {
    expect(run('sort', { by: ['state', 'num'], ascending: [true, false] }).map((r) => r.name)).toEqual([
      'c',
      'b',
      'a',
      'd',
    ]);
  });

  it('accepts the older columns form', () => {
    expect(run('sort', { columns: { state: true, num: false } }).map((r) => r.name)).toEqual(['c', 'b', 'a', 'd']);
    expect(() => run('sort', { columns: { state: 'asc' } })).toThrow(/sort: option "columns"/);
  });

  it('sorts a pivot by its index', () => {
    const out = applyPostProcessing(frame(), [
      { operation: 'pivot', options: { index: ['name'], aggregates: { num: { operator: 'sum' } } } },
      { operation: 'sort', options: { is_sort_index: true, ascending: false } },
      { operation: 'flatten' },
    ]);
    expect(out.columns[0]!.values).toEqual(['d', 'c', 'b', 'a']);
  });

  it('needs by or is_sort_index, and known columns', () => {
    expect(() => run('sort', {})).toThrow(/either sort_index or by is required/);
    expect(() => run('sort', { by: 'nope' })).toThrow(/Referenced columns not available/);
    expect(() => run('sort', { by: ['num', 'name'], ascending: [true] })).toThrow(/sort: option "ascending"/);
  });
});
