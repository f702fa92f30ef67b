import { describe, expect, it } from 'vitest';
import {
  barRange,
  cellBar,
  crossFilterDataMask,
  headerGroups,
  moveColumn,
  searchRows,
  sortRows,
} from './table-logic.ts';
import type { TableColumn } from './types.ts';

const rows = [
  { state: 'CA', num: -50 },
  { state: 'NY', num: 100 },
  { state: null, num: 25 },
];

describe('table cell bars', () => {
  it('aligned bars start at the left and scale to the largest magnitude', () => {
    const range = barRange(rows, 'num', true);
    expect(range).toEqual([0, 100]);
    expect(cellBar(-50, range, true)).toEqual({ offset: 0, width: 50, negative: true });
  });
  it('unaligned bars grow from the zero line', () => {
    const range = barRange(rows, 'num', false);
    expect(range).toEqual([-50, 100]);
    expect(cellBar(100, range, false)).toEqual({ offset: 33, width: 67, negative: false });
    expect(cellBar(-50, range, false)).toEqual({ offset: 0, width: 33, negative: true });
  });
});

describe('table search and sort', () => {
  const columns = [
    { key: 'state', format: (v: unknown) => String(v) },
    { key: 'num', format: (v: unknown) => `${v} units` },
  ] as unknown as TableColumn[];
  it('searches formatted text, case-insensitively', () => {
    expect(searchRows(rows, columns, 'ny')).toEqual([rows[1]]);
    expect(searchRows(rows, columns, 'UNITS')).toHaveLength(3);
    expect(searchRows(rows, columns, '  ')).toHaveLength(3);
  });
  it('sorts with nulls last both ways', () => {
    expect(sortRows(rows, 'state', false).map((r) => r.state)).toEqual(['CA', 'NY', null]);
    expect(sortRows(rows, 'state', true).map((r) => r.state)).toEqual(['NY', 'CA', null]);
    expect(sortRows(rows, 'num', true).map((r) => r.num)).toEqual([100, 25, -50]);
  });
});

describe('table cross-filter', () => {
  it('selects a value, and clears when the selected value is clicked again', () => {
    const first = crossFilterDataMask(undefined, 'state', 'CA', String);
    expect(first.isCurrentValueSelected).toBe(false);
    expect(first.dataMask.extraFormData).toEqual({ filters: [{ col: 'state', op: 'IN', val: ['CA'] }] });
    expect(first.dataMask.filterState).toMatchObject({ label: 'CA', value: [['CA']], filters: { state: ['CA'] } });
    const again = crossFilterDataMask({ state: ['CA'] }, 'state', 'CA', String);
    expect(again.isCurrentValueSelected).toBe(true);
    expect(again.dataMask.extraFormData).toEqual({ filters: [] });
    expect(again.dataMask.filterState).toMatchObject({ value: null, filters: null, selectedValues: null });
  });
  it('a null cell filters IS NULL', () => {
    expect(crossFilterDataMask(undefined, 'state', null, String).dataMask.extraFormData?.filters).toEqual([
      { col: 'state', op: 'IS NULL' },
    ]);
  });
});

describe('table column rearranging', () => {
  it('moves a dragged column to the drop target', () => {
    expect(moveColumn(['a', 'b', 'c'], 'c', 'a')).toEqual(['c', 'a', 'b']);
    expect(moveColumn(['a', 'b', 'c'], 'a', 'c')).toEqual(['b', 'c', 'a']);
    expect(moveColumn(['a', 'b'], 'x', 'a')).toEqual(['a', 'b']);
  });
});

describe('table header groups', () => {
  it('spans consecutive columns of one group', () => {
    expect(headerGroups([{}, { group: 'count' }, { group: 'count' }, { group: 'sum' }, {}])).toEqual([
      { label: '', span: 1 },
      { label: 'count', span: 2 },
      { label: 'sum', span: 1 },
      { label: '', span: 1 },
    ]);
  });
});
