import { describe, expect, test } from 'vitest';
import { extractTimegrain } from './extract-timegrain.ts';
import { normalizeOrderBy } from './normalize-order-by.ts';
import { normalizeTimeColumn } from './normalize-time-column.ts';
import type { QueryObject } from './query-types.ts';

// Cases follow superset-ui-core's normalizeOrderBy, normalizeTimeColumn and extractTimegrain tests.
describe('normalizeOrderBy', () => {
  test('a valid first clause is kept as is', () => {
    const query: QueryObject = { orderby: [['count(*)', true]], order_desc: true, series_limit_metric: 'm' };
    expect(normalizeOrderBy(query)).toBe(query);
  });

  test('falls back to series_limit_metric, then legacy_order_by, then the first metric', () => {
    expect(normalizeOrderBy({ metrics: ['a'], series_limit_metric: 'b', order_desc: true, orderby: [] })).toEqual({
      metrics: ['a'],
      orderby: [['b', false]],
    });
    expect(normalizeOrderBy({ metrics: ['a'], legacy_order_by: 'c', order_desc: false })).toEqual({
      metrics: ['a'],
      orderby: [['c', true]],
    });
    expect(normalizeOrderBy({ metrics: ['a', 'b'], orderby: [['', true]] })).toEqual({
      metrics: ['a', 'b'],
      orderby: [['a', true]],
    });
    expect(normalizeOrderBy({ columns: ['x'], order_desc: true })).toEqual({ columns: ['x'] });
  });
});

describe('normalizeTimeColumn', () => {
  const formData = { datasource: '5__table', viz_type: 'line', x_axis: 'ds', time_grain_sqla: 'P1Y' };

  test('a physical x-axis becomes a BASE_AXIS adhoc column and is_timeseries goes', () => {
    const query: QueryObject = { columns: ['ds', 'gender'], is_timeseries: true, extras: { time_grain_sqla: 'P1Y' } };
    expect(normalizeTimeColumn(formData, query)).toEqual({
      columns: [
        { timeGrain: 'P1Y', columnType: 'BASE_AXIS', sqlExpression: 'ds', label: 'ds', expressionType: 'SQL' },
        'gender',
      ],
      extras: { time_grain_sqla: 'P1Y' },
    });
  });

  test('an adhoc x-axis keeps its own keys over the defaults', () => {
    const xAxis = { label: 'my ds', sqlExpression: 'DATE(ds)', expressionType: 'SQL' as const };
    const query: QueryObject = { columns: [xAxis], extras: { time_grain_sqla: 'P1D' } };
    expect(normalizeTimeColumn({ ...formData, x_axis: xAxis }, query).columns).toEqual([
      { timeGrain: 'P1D', columnType: 'BASE_AXIS', ...xAxis },
    ]);
  });

  test('untouched when there is no x-axis or it is not among the columns', () => {
    const query: QueryObject = { columns: ['gender'], is_timeseries: true };
    expect(normalizeTimeColumn(formData, query)).toBe(query);
    expect(normalizeTimeColumn({ datasource: '5__table', viz_type: 'line' }, query)).toBe(query);
  });
});

describe('extractTimegrain', () => {
  const base = { datasource: '1__table', viz_type: 'line', time_grain_sqla: 'P1D' };
  test('native filter grain, then legacy extra filter, then the form', () => {
    expect(extractTimegrain({ ...base, extra_form_data: { time_grain_sqla: 'P1W' } })).toBe('P1W');
    expect(extractTimegrain({ ...base, extra_filters: [{ col: '__time_grain', op: '==', val: 'P1M' }] })).toBe('P1M');
    expect(extractTimegrain(base)).toBe('P1D');
  });
});
