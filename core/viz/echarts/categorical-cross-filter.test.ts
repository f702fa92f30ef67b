import { describe, expect, it } from 'vitest';
import { categoricalContextMenu, categoricalCrossFilter } from './categorical-cross-filter.ts';

const selection = (selectedValues: string[] | null) => ({
  groupby: ['state', 'gender'],
  labelMap: { 'CA, boy': ['CA', 'boy'], 'NY, <NULL>': ['NY', null], CA: ['CA'] },
  selectedValues,
});

describe('categoricalCrossFilter', () => {
  it('selects a clicked category as IN filters on every groupby column', () => {
    expect(categoricalCrossFilter(selection(null), 'CA, boy')).toEqual({
      dataMask: {
        extraFormData: {
          filters: [
            { col: 'state', op: 'IN', val: ['CA'] },
            { col: 'gender', op: 'IN', val: ['boy'] },
          ],
        },
        filterState: { value: [['CA', 'boy']], selectedValues: ['CA, boy'] },
      },
      isCurrentValueSelected: false,
    });
  });

  it('filters a null value with IS NULL', () => {
    const { dataMask } = categoricalCrossFilter(selection(null), 'NY, <NULL>');
    expect(dataMask.extraFormData?.filters?.[1]).toEqual({ col: 'gender', op: 'IS NULL' });
  });

  it('clears the filter when the selected category is clicked again', () => {
    expect(categoricalCrossFilter(selection(['CA, boy']), 'CA, boy')).toEqual({
      dataMask: { extraFormData: {}, filterState: { value: null, selectedValues: null } },
      isCurrentValueSelected: true,
    });
  });

  it('replaces another selection with the clicked one', () => {
    const { dataMask } = categoricalCrossFilter(selection(['NY, <NULL>']), 'CA, boy');
    expect(dataMask.filterState?.selectedValues).toEqual(['CA, boy']);
  });

  it('filters a hierarchy node only down to its own level', () => {
    const { dataMask } = categoricalCrossFilter(selection(null), 'CA');
    expect(dataMask.extraFormData?.filters).toEqual([{ col: 'state', op: 'IN', val: ['CA'] }]);
  });
});

describe('categoricalContextMenu', () => {
  it('hands drill-to-detail and drill-by filters, and the cross-filter only when allowed', () => {
    const menu = categoricalContextMenu(selection(null), 'CA, boy', { emitCrossFilters: false });
    expect(menu.drillToDetail).toEqual([
      { col: 'state', op: '==', val: 'CA', formattedVal: 'CA' },
      { col: 'gender', op: '==', val: 'boy', formattedVal: 'boy' },
    ]);
    expect(menu.drillBy).toEqual({
      filters: [
        { col: 'state', op: '==', val: 'CA' },
        { col: 'gender', op: '==', val: 'boy' },
      ],
      groupbyFieldName: 'groupby',
    });
    expect(menu.crossFilter).toBeUndefined();
    const withCrossFilter = categoricalContextMenu(selection(null), 'CA, boy', {
      emitCrossFilters: true,
      groupbyFieldName: 'columns',
    });
    expect(withCrossFilter.crossFilter?.dataMask.filterState?.selectedValues).toEqual(['CA, boy']);
    expect(withCrossFilter.drillBy?.groupbyFieldName).toBe('columns');
  });
});
