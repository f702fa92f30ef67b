import { describe, expect, it } from 'vitest';
import { testDatasource } from './datasource.test-support.ts';
import { timeFilterStatus } from './time-filter-status.ts';

describe('timeFilterStatus', () => {
  const ds = testDatasource();
  it('applies time extras the datasource can take', () => {
    expect(timeFilterStatus({ __time_range: 'Last week', __time_col: 'ds', __time_grain: 'P1D' }, ds)).toEqual({
      applied: [{ column: '__time_col' }, { column: '__time_grain' }, { column: '__time_range' }],
      rejected: [],
    });
  });
  it('rejects a time column it does not have, and everything without temporal columns', () => {
    expect(timeFilterStatus({ __time_col: 'nope' }, ds).rejected).toEqual([
      { reason: 'not_in_datasource', column: '__time_col' },
    ]);
    const flat = { ...ds, columns: ds.columns.filter((c) => !c.is_dttm) };
    expect(timeFilterStatus({ __time_range: 'x' }, flat).rejected).toEqual([
      { reason: 'no_temporal_column', column: '__time_range' },
    ]);
    expect(timeFilterStatus(undefined, ds)).toEqual({ applied: [], rejected: [] });
  });
});
