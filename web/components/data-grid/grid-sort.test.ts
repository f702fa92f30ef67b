import { tableFromArrays } from 'apache-arrow';
import { describe, expect, it } from 'vitest';
import { arrowTableData, columnarData, GenericDataType } from './grid-data.ts';
import { delimitedRows } from './grid-export.ts';
import { nextSort, reorderedData, sortPermutation } from './grid-sort.ts';

const data = columnarData(
  [
    { name: 'n', type: GenericDataType.NUMERIC },
    { name: 's', type: GenericDataType.STRING },
    { name: 'big', type: GenericDataType.NUMERIC },
  ],
  [
    [3, null, 1, 2, Number.NaN, 1],
    ['b', 'a', null, 'c', 'a', 'B'],
    [5n, 1n, null, 9007199254740993n, 9007199254740992n, 2n],
  ],
);

describe('sortPermutation', () => {
  it('sorts numbers stably with NULL and NaN last, both ways', () => {
    expect([...sortPermutation(data, { col: 0, direction: 'asc' })]).toEqual([2, 5, 3, 0, 1, 4]);
    expect([...sortPermutation(data, { col: 0, direction: 'desc' })]).toEqual([0, 3, 2, 5, 1, 4]);
  });

  it('sorts text by code point and big integers exactly, NULLs last', () => {
    expect([...sortPermutation(data, { col: 1, direction: 'asc' })]).toEqual([5, 1, 4, 0, 3, 2]);
    expect([...sortPermutation(data, { col: 2, direction: 'desc' })]).toEqual([3, 4, 0, 5, 1, 2]);
  });

  it('sorts an Arrow column read in bulk', () => {
    const arrow = arrowTableData(tableFromArrays({ x: Float64Array.from([2.5, -1, 10]) }));
    expect([...sortPermutation(arrow, { col: 0, direction: 'asc' })]).toEqual([1, 0, 2]);
  });
});

describe('reorderedData', () => {
  it('shows and exports rows in the given order', () => {
    const view = reorderedData(data, sortPermutation(data, { col: 0, direction: 'asc' }));
    expect(Array.from({ length: 6 }, (_, r) => view.getColumn(0)[r])).toEqual([1, 1, 2, 3, null, Number.NaN]);
    expect(view.getColumn(1)[0]).toBe(null);
    expect(delimitedRows(view, 0, 2, ',', (_v, s) => s)).toBe('1,,\n1,B,2\n');
  });
});

describe('nextSort', () => {
  it('cycles none → ascending → descending → none, and starts over on another column', () => {
    expect(nextSort(null, 2)).toEqual({ col: 2, direction: 'asc' });
    expect(nextSort({ col: 2, direction: 'asc' }, 2)).toEqual({ col: 2, direction: 'desc' });
    expect(nextSort({ col: 2, direction: 'desc' }, 2)).toBeNull();
    expect(nextSort({ col: 2, direction: 'desc' }, 1)).toEqual({ col: 1, direction: 'asc' });
  });
});
