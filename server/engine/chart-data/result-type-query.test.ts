import { describe, expect, it } from 'vitest';
import { queryForResultType, SAMPLES_ROW_LIMIT } from './result-type-query.ts';
import { testDatasource } from './datasource.test-support.ts';

const ds = testDatasource();
const qo = {
  columns: ['state'],
  metrics: ['count'],
  orderby: [['count', false]],
  filters: [
    { col: 'ds', op: 'TEMPORAL_RANGE', val: 'Last year' },
    { col: 'state', op: 'IN', val: ['CA'] },
  ],
  extras: { having: 'COUNT(*) > 1', where: '' },
  time_range: 'Last year',
  row_limit: 10,
  post_processing: [{ operation: 'flatten' }],
};

describe('queryForResultType', () => {
  it('runs full queries as sent', () => {
    expect(queryForResultType(qo, 'full', ds)).toBe(qo);
  });
  it('samples: all columns raw, no order, no post-processing, no time filter, capped rows', () => {
    const s = queryForResultType({ ...qo, row_limit: 5000 }, 'samples', ds);
    expect(s).toMatchObject({
      columns: ['ds', 'other_ds', 'state', 'num'],
      metrics: null,
      orderby: [],
      post_processing: [],
      time_range: null,
      row_limit: SAMPLES_ROW_LIMIT,
    });
    expect(s.filters).toEqual([{ col: 'state', op: 'IN', val: ['CA'] }]);
    expect((s.extras as { having: string }).having).toBe('');
    expect(queryForResultType(qo, 'samples', ds).row_limit).toBe(10);
  });
  it('drill_detail: all columns raw with the filters, ordered by the first column', () => {
    const d = queryForResultType(qo, 'drill_detail', ds);
    expect(d).toMatchObject({
      columns: ['ds', 'other_ds', 'state', 'num'],
      metrics: null,
      orderby: [['ds', true]],
      post_processing: [],
      filters: qo.filters,
      time_range: 'Last year',
    });
  });
});
