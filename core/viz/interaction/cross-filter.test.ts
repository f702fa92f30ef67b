import { describe, expect, it } from 'vitest';
import { contextMenuFilters, crossFilterDataMask, toggleCrossFilter } from './cross-filter.ts';

const labelMap = { 'Medium, Ships': ['Medium', 'Ships'], 'Small, Trains': ['Small', 'Trains'], null: [null] };

describe('cross-filter data masks', () => {
  it('selects a mark with one IN filter per column', () => {
    expect(toggleCrossFilter(['deal_size', 'product_line'], 'Medium, Ships', null, labelMap)).toEqual({
      extraFormData: {
        filters: [
          { col: 'deal_size', op: 'IN', val: ['Medium'] },
          { col: 'product_line', op: 'IN', val: ['Ships'] },
        ],
      },
      filterState: { label: 'Medium, Ships', value: [['Medium', 'Ships']], selectedValues: ['Medium, Ships'] },
    });
  });

  it('clears when the selected mark is clicked again', () => {
    expect(toggleCrossFilter(['deal_size'], 'Medium, Ships', ['Medium, Ships'], labelMap)).toEqual({
      extraFormData: {},
      filterState: { value: null, selectedValues: null },
    });
  });

  it('filters a null value with IS NULL', () => {
    expect(crossFilterDataMask(['state'], ['null'], labelMap).extraFormData).toEqual({
      filters: [{ col: 'state', op: 'IS NULL' }],
    });
  });

  it('gives the context menu drill filters and the toggle', () => {
    const menu = contextMenuFilters(['deal_size', 'product_line'], 'Small, Trains', ['Small, Trains'], labelMap);
    expect(menu.drillToDetail).toEqual([
      { col: 'deal_size', op: '==', val: 'Small', formattedVal: 'Small' },
      { col: 'product_line', op: '==', val: 'Trains', formattedVal: 'Trains' },
    ]);
    expect(menu.crossFilter?.isCurrentValueSelected).toBe(true);
    expect(menu.crossFilter?.dataMask.filterState?.selectedValues).toBeNull();
  });
});
