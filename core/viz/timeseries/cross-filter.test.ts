import { describe, expect, it } from 'vitest';
import { seriesContextMenu, seriesCrossFilter } from './cross-filter.ts';

const labelMap = { CA: ['CA'], 'boy, CA': ['boy', 'CA'] };

describe('seriesCrossFilter', () => {
  it('selects the clicked series by its groupby values', () => {
    expect(seriesCrossFilter(['state'], labelMap, null, 'CA')).toEqual({
      dataMask: {
        extraFormData: { filters: [{ col: 'state', op: 'IN', val: ['CA'] }] },
        filterState: { label: 'CA', value: [['CA']], selectedValues: ['CA'] },
      },
      isCurrentValueSelected: false,
    });
  });

  it('filters on every groupby column of a multi-column series', () => {
    const { dataMask } = seriesCrossFilter(['gender', 'state'], labelMap, [], 'boy, CA');
    expect(dataMask.extraFormData?.filters).toEqual([
      { col: 'gender', op: 'IN', val: ['boy'] },
      { col: 'state', op: 'IN', val: ['CA'] },
    ]);
  });

  it('clears when the selected series is clicked again', () => {
    expect(seriesCrossFilter(['state'], labelMap, ['CA'], 'CA')).toEqual({
      dataMask: { extraFormData: {}, filterState: { value: null, selectedValues: null } },
      isCurrentValueSelected: true,
    });
  });
});

describe('seriesContextMenu', () => {
  it('drills to detail at the clicked x and series, and by the series', () => {
    const menu = seriesContextMenu({
      groupby: ['state'],
      labelMap,
      selectedValues: null,
      seriesName: 'CA',
      xColumn: 'ds',
      xValue: 1104537600000,
      xFormatted: '2005',
      timeGrain: 'P1Y',
      emitCrossFilters: true,
    });
    expect(menu.drillToDetail).toEqual([
      { col: 'ds', op: '==', val: 1104537600000, formattedVal: '2005', grain: 'P1Y' },
      { col: 'state', op: '==', val: 'CA', formattedVal: 'CA' },
    ]);
    expect(menu.drillBy).toEqual({
      filters: [{ col: 'state', op: '==', val: 'CA', formattedVal: 'CA' }],
      groupbyFieldName: 'groupby',
    });
    expect(menu.crossFilter?.dataMask.filterState?.selectedValues).toEqual(['CA']);
  });
});
