import { describe, expect, it } from 'vitest';
import { applyGranularity } from './post-adjustments.ts';
import { testDatasource } from './datasource.test-support.ts';

const ds = testDatasource();
const axis = { timeGrain: 'P1M', columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL' };

describe('applyGranularity (reference §3.5)', () => {
  it('leaves a query without granularity alone', () => {
    const qo = { columns: [axis], filters: [{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' }] };
    expect(applyGranularity(qo, { x_axis: 'ds' }, ds)).toBe(qo);
  });

  it('swaps a temporal x-axis for the granularity column, pivot index too, and drops the old axis filter', () => {
    const qo = {
      granularity: 'other_ds',
      columns: [axis, 'state'],
      filters: [
        { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' },
        { col: 'state', op: '==', val: 'CA' },
      ],
      post_processing: [
        { operation: 'pivot', options: { index: ['ds'], columns: ['state'] } },
        { operation: 'flatten' },
      ],
    };
    const out = applyGranularity(qo, { x_axis: 'ds' }, ds);
    expect(out.columns).toEqual([{ ...axis, sqlExpression: 'other_ds', label: 'other_ds' }, 'state']);
    expect(out.post_processing).toEqual([
      { operation: 'pivot', options: { index: ['other_ds'], columns: ['state'] } },
      { operation: 'flatten' },
    ]);
    expect(out.filters).toEqual([{ col: 'state', op: '==', val: 'CA' }]);
    expect(out.time_range).toBe('Last year');
    expect(qo.columns[0]).toBe(axis); // the input is not changed
  });

  it('replaces a plain column name x-axis', () => {
    const out = applyGranularity({ granularity_sqla: 'other_ds', columns: ['ds'], filters: [] }, { x_axis: 'ds' }, ds);
    expect(out.columns).toEqual(['other_ds']);
  });

  it('without a temporal x-axis removes the first time filter and keeps the query time_range', () => {
    const qo = {
      granularity: 'ds',
      time_range: 'Last week',
      columns: ['state'],
      filters: [
        { col: 'other_ds', op: 'TEMPORAL_RANGE', val: 'Last year' },
        { col: 'ds', op: 'TEMPORAL_RANGE', val: 'x' },
      ],
    };
    const out = applyGranularity(qo, { x_axis: 'state' }, ds);
    expect(out.filters).toEqual([{ col: 'ds', op: 'TEMPORAL_RANGE', val: 'x' }]);
    expect(out.time_range).toBe('Last week');
  });
});
