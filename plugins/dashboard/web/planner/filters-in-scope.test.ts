import { describe, expect, it } from 'vitest';
import type { DashboardMetadata, DataMask } from '../../shared/index.ts';
import { extraFormDataFor, filtersInScope, scopeCovers } from './filters-in-scope.ts';

const country: DataMask = { extraFormData: { filters: [{ col: 'country', op: 'IN', val: ['FR'] }] } };
const lastYear: DataMask = { extraFormData: { time_range: 'Last year' } };
const crossFrom7: DataMask = { extraFormData: { filters: [{ col: 'gender', op: 'IN', val: ['boy'] }] } };

const metadata: DashboardMetadata = {
  native_filter_configuration: [
    { id: 'NATIVE_FILTER-country', type: 'NATIVE_FILTER', chartsInScope: [1, 2] },
    { id: 'NATIVE_FILTER-time', type: 'NATIVE_FILTER', scope: { rootPath: ['TAB-b'], excluded: [4] } },
    { id: 'NATIVE_FILTER_DIVIDER-x', type: 'DIVIDER' },
  ],
  chart_configuration: {
    '7': { id: 7, crossFilters: { scope: { rootPath: ['ROOT_ID'], excluded: [2] }, chartsInScope: [1, 3] } },
  },
  global_chart_configuration: { scope: { rootPath: ['ROOT_ID'], excluded: [] }, chartsInScope: [1, 2, 3, 8] },
};
const ancestors = { 1: ['ROOT_ID', 'TAB-a'], 3: ['ROOT_ID', 'TAB-b'], 4: ['ROOT_ID', 'TAB-b'] };

describe('scopeCovers', () => {
  it('covers every chart under ROOT_ID but the excluded ones', () => {
    expect(scopeCovers({ rootPath: ['ROOT_ID'], excluded: [2] }, 1)).toBe(true);
    expect(scopeCovers({ rootPath: ['ROOT_ID'], excluded: [2] }, 2)).toBe(false);
  });
  it('covers the charts under a tab through their ancestors', () => {
    expect(scopeCovers({ rootPath: ['TAB-b'], excluded: [] }, 3, ancestors)).toBe(true);
    expect(scopeCovers({ rootPath: ['TAB-b'], excluded: [] }, 1, ancestors)).toBe(false);
  });
});

describe('filtersInScope', () => {
  const mask = {
    'NATIVE_FILTER-country': country,
    'NATIVE_FILTER-time': lastYear,
    '7': crossFrom7,
    '8': crossFrom7,
    'NATIVE_FILTER-deleted': country,
  };

  it('uses chartsInScope, then the scope, of native filters', () => {
    expect(filtersInScope(1, mask, metadata, ancestors)).toEqual(['7', '8', 'NATIVE_FILTER-country']);
    expect(filtersInScope(3, mask, metadata, ancestors)).toEqual(['7', '8', 'NATIVE_FILTER-time']);
    expect(filtersInScope(4, mask, metadata, ancestors)).toEqual([]);
  });

  it("scopes a cross-filter by its chart's configuration, else the global one, never on itself", () => {
    expect(filtersInScope(7, mask, metadata, ancestors)).not.toContain('7');
    expect(filtersInScope(2, mask, metadata, ancestors)).toEqual(['8', 'NATIVE_FILTER-country']);
    expect(filtersInScope(8, mask, metadata, ancestors)).not.toContain('8');
  });

  it('applies a cross-filter everywhere but its emitter when nothing configures it', () => {
    expect(filtersInScope(5, { '9': crossFrom7 }, {})).toEqual(['9']);
    expect(filtersInScope(9, { '9': crossFrom7 }, {})).toEqual([]);
  });

  it('ignores cross-filters when they are disabled', () => {
    expect(filtersInScope(1, mask, { ...metadata, cross_filters_enabled: false }, ancestors)).toEqual([
      'NATIVE_FILTER-country',
    ]);
  });
});

describe('extraFormDataFor', () => {
  // Object key order, as Superset's Object.values(dataMask): chart ids (numeric) first, then the rest as inserted.
  it('merges the masks in scope in the data mask order', () => {
    expect(
      extraFormDataFor(1, { 'NATIVE_FILTER-country': country, '7': crossFrom7, '5': lastYear }, metadata, ancestors),
    ).toEqual({
      filters: [
        { col: 'gender', op: 'IN', val: ['boy'] },
        { col: 'country', op: 'IN', val: ['FR'] },
      ],
      time_range: 'Last year',
    });
  });
  it('is empty with an empty data mask', () => {
    expect(extraFormDataFor(1, {}, metadata)).toEqual({});
  });
});
